import type { RebookRequest } from '@clean/shared/schemas';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments } from '../db/schema';
import { liveAppointment, openFlag } from './appointment-scopes';
import { type AppointmentRow, type SlotCheck } from './appointment-repository';
import { crewForSlot, lockCrewDay } from './crew-assignment';
import { customerForNewBooking } from './customer-summaries';
import type { RulesSource } from './availability-repository';
import { shareRules } from './locks';
import type { Transaction } from '../db/transaction';

/** Acting on a flagged payment: done, refused by the rules (`issues`), slot full, or not possible. */
export type AttentionResult =
  | { outcome: 'done'; before: AppointmentRow; row: AppointmentRow }
  | { outcome: 'refused'; issues: ReturnType<SlotCheck> }
  | { outcome: 'full' | 'not-found' | 'not-flagged' };

/** The appointment `id` with its row lock: not deleted, or deleted with a payment flagged for it. */
async function lockRow(tx: Transaction, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), or(liveAppointment, openFlag)))
    .for('update');
  return row;
}

/**
 * Payments the company must act on (the booking flow flags them: paid after the hold ran out with no
 * crew free, or paid for a cancelled or deleted booking), and the two ways to settle one: another slot, or the
 * money sent back. Each action runs in the transaction of the service that owns it and answers the row
 * as it was before the action (for its audit record) and after.
 */
export function createAttentionRepository(db: Database, rules: RulesSource) {
  return {
    /** Open ones, oldest payment first. */
    async listOpen(): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(openFlag)
        .orderBy(sql`${appointments.paidAt} ASC NULLS LAST`, asc(appointments.createdAt), asc(appointments.id));
    },

    /**
     * Moves a flagged booking to `slot`, taking a crew there as a booking does: under the rules lock
     * (shared) and the crew-day lock, with the rules in force checked by `check` and the crews' jobs
     * read without this booking. Clears the flag; a cancelled booking is booked again, and a deleted one
     * comes back (without its Idempotency-Key, which a later booking may have taken).
     */
    async rebook(
      tx: Transaction,
      id: string,
      slot: RebookRequest,
      check: SlotCheck,
      now: Date,
    ): Promise<AttentionResult> {
      await shareRules(tx);
      const inForce = await rules.read(tx, slot.date, slot.date);
      await lockCrewDay(tx, slot);
      const row = await lockRow(tx, id);
      if (!row) return { outcome: 'not-found' };
      if (!row.needsAttention) return { outcome: 'not-flagged' };
      const issues = check(inForce);
      if (issues.length > 0) return { outcome: 'refused', issues };
      const crewId = await crewForSlot(
        tx,
        inForce,
        { ...slot, durationMinutes: row.durationMinutes, areaId: row.areaId },
        now,
        row,
      );
      if (crewId === null) return { outcome: 'full' };
      // A deleted booking left its customer when it was deleted; back, it joins (or bridges) customers
      // as a new booking would (docs/DECISIONS.md, "Customers and summaries kept up to date").
      const customerId = row.deletedAt ? await customerForNewBooking(tx, row) : undefined;

      const [moved] = await tx
        .update(appointments)
        .set({
          location: slot.location,
          date: slot.date,
          time: slot.time,
          crewId,
          cancelled: false,
          needsAttention: false,
          attentionResolvedAt: now,
          // A new visit: its crew starts again from 'assigned' (the old steps stay in its timeline).
          jobStep: null,
          ...(row.deletedAt ? { deletedAt: null, idempotencyKey: null, requestHash: null, customerId } : {}),
        })
        .where(eq(appointments.id, id))
        .returning();
      if (!moved) throw new Error('The appointment vanished under its row lock');
      return { outcome: 'done', before: row, row: moved };
    },

    /** The money was sent back: the booking is cancelled (its crew freed) and the flag cleared. */
    async refund(tx: Transaction, id: string, note: string, now: Date): Promise<AttentionResult> {
      const row = await lockRow(tx, id);
      if (!row) return { outcome: 'not-found' };
      if (!row.needsAttention) return { outcome: 'not-flagged' };
      const [refunded] = await tx
        .update(appointments)
        .set({
          cancelled: true,
          needsAttention: false,
          attentionResolvedAt: now,
          refundedAt: now,
          refundNote: note,
        })
        .where(eq(appointments.id, id))
        .returning();
      if (!refunded) throw new Error('The appointment vanished under its row lock');
      return { outcome: 'done', before: row, row: refunded };
    },
  };
}

export type AttentionRepository = ReturnType<typeof createAttentionRepository>;
