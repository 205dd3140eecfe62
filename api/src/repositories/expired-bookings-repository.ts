import { and, inArray, sql } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { expiredUnpaidBefore } from './appointment-scopes';
import type { Transaction } from './locks';

/** One key for the clean-up in every API process on the database (see `takeCleanupTurn`). */
const CLEANUP_KEY = 'expired-bookings-cleanup';

/** The retention clean-up's reads and writes (the rule of what goes is `expiredUnpaidBefore`). */
export function createExpiredBookingsRepository() {
  return {
    /**
     * Takes the clean-up's turn for this transaction if no other transaction (this process or another
     * replica) has it; `false` when one has, without waiting. Released when the transaction ends.
     */
    async takeCleanupTurn(tx: Transaction): Promise<boolean> {
      const result = await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${CLEANUP_KEY}, 0)) AS taken`,
      );
      const [row] = (result as unknown as { rows: { taken: boolean }[] }).rows;
      return row?.taken === true;
    },

    /**
     * Deletes up to `limit` bookings that `expiredUnpaidBefore(cutoff)` describes; answers how many.
     * The rule is checked again on the rows themselves, so a row that changed meanwhile (a payment
     * arrived) stays. A bounded batch keeps each statement short however many rows wait.
     */
    async deleteBatch(tx: Transaction, cutoff: Date, limit: number): Promise<number> {
      const batch = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(expiredUnpaidBefore(cutoff))
        .limit(limit);
      const deleted = await tx
        .delete(appointments)
        .where(and(inArray(appointments.id, batch), expiredUnpaidBefore(cutoff)))
        .returning({ id: appointments.id });
      return deleted.length;
    },
  };
}

export type ExpiredBookingsRepository = ReturnType<typeof createExpiredBookingsRepository>;
