import { and, asc, inArray, sql } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { expiredUnpaidBefore } from './appointment-scopes';
import { lockCustomers, regroupCustomers } from './customer-summaries';
import type { Transaction } from '../db/transaction';

/** One key for the clean-up in every API process on the database (see `takeCleanupTurn`). */
const CLEANUP_KEY = 'expired-bookings-cleanup';

const customersOf = (rows: readonly { customerId: string | null }[]): string[] =>
  [...new Set(rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId])))].sort();

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
     * The stored customers stay exact: their locks are taken first (as a deletion does), and those that
     * lost a booking are regrouped (it may have been the only one joining two others). The rule is
     * checked again on the rows themselves, so a row that changed meanwhile (a payment arrived) stays.
     * A bounded batch keeps each transaction short however many rows wait.
     */
    async deleteBatch(tx: Transaction, cutoff: Date, limit: number): Promise<number> {
      const batch = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(expiredUnpaidBefore(cutoff))
        .orderBy(asc(appointments.id))
        .limit(limit);
      if (batch.length === 0) return 0;
      const ids = batch.map((row) => row.id);
      const ownersNow = () =>
        tx.select({ customerId: appointments.customerId }).from(appointments).where(inArray(appointments.id, ids));
      // A booking may merge customers while this waits for their locks: read again until all are held.
      const locked = new Set<string>();
      let owners = customersOf(await ownersNow());
      while (owners.some((owner) => !locked.has(owner))) {
        const missing = owners.filter((owner) => !locked.has(owner));
        await lockCustomers(tx, missing);
        for (const owner of missing) locked.add(owner);
        owners = customersOf(await ownersNow());
      }
      const deleted = await tx
        .delete(appointments)
        .where(and(inArray(appointments.id, ids), expiredUnpaidBefore(cutoff)))
        .returning({ customerId: appointments.customerId });
      await regroupCustomers(tx, customersOf(deleted));
      return deleted.length;
    },
  };
}

export type ExpiredBookingsRepository = ReturnType<typeof createExpiredBookingsRepository>;
