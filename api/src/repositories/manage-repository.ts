import { randomUUID } from 'node:crypto';
import type { ManagePolicy, RefundState } from '@clean/shared/schemas';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, availabilitySettings, planCardChanges, planCharges, refunds } from '../db/schema';
import { DEFAULT_MANAGE_POLICY } from '../domain/manage-policy';
import { type AppointmentRow, type SlotCheck } from './appointment-repository';
import { crewForSlot, lockCrewDay, lockCrewDays } from './crew-assignment';
import { liveAppointment } from './appointment-scopes';
import { CURRENT, type Reader, type RulesSource } from './availability-repository';
import { shareRules } from './locks';
import type { Transaction } from '../db/transaction';

export type RefundRow = typeof refunds.$inferSelect;

/** Why the locked row refuses a customer's change (the policy says so), or null to go on. */
export type RowCheck = (row: AppointmentRow) => string | null;

/** A customer's change: done (the row before and after), refused by the policy or the rules, slot full. */
export type ManageResult =
  | { outcome: 'done'; before: AppointmentRow; row: AppointmentRow }
  | { outcome: 'not-allowed'; reason: string }
  | { outcome: 'refused'; issues: ReturnType<SlotCheck> }
  | { outcome: 'full' | 'not-found' };

/** A refund's webhook: settled now (the refund and its booking after), already settled, or unknown. */
export type RefundSettlement =
  { outcome: 'settled'; refund: RefundRow; row: AppointmentRow } | { outcome: 'already-settled' | 'unknown' };

const byId = (id: string) => and(eq(appointments.id, id), liveAppointment);
/**
 * The customer's own changes to a booking from the manage link (docs/PRODUCT.md, Manage my booking),
 * the policy that bounds them, and refunds through the payment provider. Each change runs in the
 * transaction of its service (services/manage-booking.ts).
 */
export function createManageRepository(db: Database, rules: RulesSource) {
  return {
    /** The cut-offs in force (the first ones until the settings row exists). */
    async policy(reader: Reader = db): Promise<ManagePolicy> {
      const [row] = await reader
        .select({
          rescheduleCutoffHours: availabilitySettings.rescheduleCutoffHours,
          maxReschedules: availabilitySettings.maxReschedules,
          cancellationCutoffHours: availabilitySettings.cancellationCutoffHours,
        })
        .from(availabilitySettings)
        .where(eq(availabilitySettings.id, CURRENT));
      return row ?? DEFAULT_MANAGE_POLICY;
    },

    /**
     * Before jobs change length where they are (a plan's new home size): the rules lock shared, then
     * the crew-day locks of their days in one order, as a move takes them.
     */
    async lockJobDays(tx: Transaction, jobs: readonly { date: string; location: string }[]): Promise<void> {
      await shareRules(tx);
      await lockCrewDays(tx, jobs);
    },

    /**
     * The crew that works `row` where it is for `durationMinutes` (its own crew first, when free), or
     * null. The caller holds `lockJobDays` of its day.
     */
    async crewForLength(tx: Transaction, row: AppointmentRow, durationMinutes: number, now: Date) {
      const inForce = await rules.read(tx, row.date, row.date);
      return crewForSlot(tx, inForce, { ...row, durationMinutes }, now, row);
    },

    /** Replaces the cut-offs; answers the policy before (for the audit record). */
    async updatePolicy(tx: Transaction, policy: ManagePolicy, now: Date): Promise<ManagePolicy | null> {
      const [before] = await tx
        .select({
          rescheduleCutoffHours: availabilitySettings.rescheduleCutoffHours,
          maxReschedules: availabilitySettings.maxReschedules,
          cancellationCutoffHours: availabilitySettings.cancellationCutoffHours,
        })
        .from(availabilitySettings)
        .where(eq(availabilitySettings.id, CURRENT))
        .for('update');
      if (!before) return null;
      await tx
        .update(availabilitySettings)
        .set({ ...policy, updatedAt: now })
        .where(eq(availabilitySettings.id, CURRENT));
      return before;
    },

    /**
     * Moves a booking to another time (its location stays) as a booking takes a crew: the rules lock
     * shared, then the crew-day locks of the old and the new date in one order (so two moves never wait
     * on each other crosswise), then the row. The crews' jobs are read without this booking; the old
     * crew is free once this commits. `allowed` sees the locked row (cut-off, count). `counted`:
     * whether the move counts against the customer's reschedules (a plan's new day or time does not).
     */
    async reschedule(
      tx: Transaction,
      id: string,
      slot: { date: string; time: string },
      check: SlotCheck,
      allowed: RowCheck,
      now: Date,
      counted = true,
    ): Promise<ManageResult> {
      await shareRules(tx);
      const [current] = await tx.select().from(appointments).where(byId(id));
      if (!current) return { outcome: 'not-found' };
      const target = { ...slot, location: current.location };
      const inForce = await rules.read(tx, slot.date, slot.date);
      await lockCrewDays(tx, [current, target]);
      const [row] = await tx.select().from(appointments).where(byId(id)).for('update');
      if (!row) return { outcome: 'not-found' };
      // Moved meanwhile by another request: its old slot is not the one locked; the customer tries again.
      if (row.date !== current.date || row.time !== current.time) return { outcome: 'full' };
      const reason = allowed(row);
      if (reason !== null) return { outcome: 'not-allowed', reason };
      const issues = check(inForce);
      if (issues.length > 0) return { outcome: 'refused', issues };
      const crewId = await crewForSlot(
        tx,
        inForce,
        { ...target, durationMinutes: row.durationMinutes, areaId: row.areaId },
        now,
        row,
      );
      if (crewId === null) return { outcome: 'full' };
      const [moved] = await tx
        .update(appointments)
        .set({
          date: slot.date,
          time: slot.time,
          crewId,
          ...(counted ? { rescheduleCount: sql`${appointments.rescheduleCount} + 1` } : {}),
        })
        .where(eq(appointments.id, id))
        .returning();
      if (!moved) throw new Error('The appointment vanished under its row lock');
      return { outcome: 'done', before: row, row: moved };
    },

    /**
     * Cancels a booking for its customer, under its crew-day lock and row lock (as a payment takes
     * them, so a payment arriving meanwhile is seen or sees the cancel). The crew is freed at once.
     */
    async cancel(tx: Transaction, id: string, reason: string, allowed: RowCheck): Promise<ManageResult> {
      const [current] = await tx.select().from(appointments).where(byId(id));
      if (!current) return { outcome: 'not-found' };
      await lockCrewDay(tx, current);
      const [row] = await tx.select().from(appointments).where(byId(id)).for('update');
      if (!row) return { outcome: 'not-found' };
      const refusal = allowed(row);
      if (refusal !== null) return { outcome: 'not-allowed', reason: refusal };
      const [cancelled] = await tx
        .update(appointments)
        .set({ cancelled: true, cancelledBy: 'customer', cancelReason: reason })
        .where(and(eq(appointments.id, id), eq(appointments.cancelled, false)))
        .returning();
      if (!cancelled) throw new Error('The appointment changed under its row lock');
      return { outcome: 'done', before: row, row: cancelled };
    },

    /** A refund asked of the provider, pending until its webhook. */
    async createRefund(
      tx: Transaction,
      values: { appointmentId: string; amount: number; requestedBy: 'customer' | 'admin'; note: string },
    ): Promise<RefundRow> {
      const [row] = await tx
        .insert(refunds)
        .values({ id: randomUUID(), ...values })
        .returning();
      if (!row) throw new Error('The insert returned no row');
      return row;
    },

    /** The provider accepted the refund: its id, which its webhooks name. */
    async attachProviderId(refundId: string, providerRefundId: string): Promise<void> {
      await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, refundId));
    },

    /**
     * Money already asked back and not failed (pending or processed), in naira. Read under the
     * booking's row lock when it decides a refund (a refund is written under that lock).
     */
    async refundedOrPending(reader: Reader, appointmentId: string): Promise<number> {
      const [row] = await reader
        .select({ total: sql<string>`coalesce(sum(${refunds.amount}), 0)::text` })
        .from(refunds)
        .where(and(eq(refunds.appointmentId, appointmentId), sql`${refunds.status} <> 'failed'`));
      return Number(row?.total ?? 0);
    },

    /**
     * The provider's reference of the payment that paid a booking: a plan visit paid by a charge of the
     * saved card, or by a card change, was paid under that payment's own reference (`-C{n}`, `-K{n}`),
     * not the visit's. When two paid it (a card change after a charge: the admins are asked to refund
     * one), the first settled, so every refund of the visit goes to the same payment. Otherwise the
     * booking's own reference (its checkout).
     */
    async paymentReference(reader: Reader, row: Pick<AppointmentRow, 'id' | 'reference'>): Promise<string> {
      // One after another: `reader` may be a transaction's one connection (see availability-repository.ts).
      const charges = await reader
        .select({ reference: planCharges.reference, settledAt: planCharges.settledAt })
        .from(planCharges)
        .where(and(eq(planCharges.appointmentId, row.id), eq(planCharges.status, 'success')));
      const changes = await reader
        .select({ reference: planCardChanges.reference, settledAt: planCardChanges.settledAt })
        .from(planCardChanges)
        .where(and(eq(planCardChanges.appointmentId, row.id), eq(planCardChanges.status, 'paid')));
      const [first] = [...charges, ...changes].sort(
        (a, b) =>
          (a.settledAt?.getTime() ?? 0) - (b.settledAt?.getTime() ?? 0) || a.reference.localeCompare(b.reference),
      );
      return first?.reference ?? row.reference;
    },

    /** Locks a booking's row for a refund decision (live or not: a deleted one's payment may be refunded). */
    async lockForRefund(tx: Transaction, id: string): Promise<AppointmentRow | undefined> {
      const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).for('update');
      return row;
    },

    /**
     * Settles a pending refund once: `processed` adds its amount to the booking's refunded money (a
     * full refund also dates `refundedAt`, cancels the booking and settles its flag); `failed` flags
     * the booking for the company. The refund is
     * found by the provider's id, or (a webhook that outran the id's write) as the oldest pending refund
     * without one for that payment reference and amount. A replay finds it settled and changes nothing.
     */
    async settleRefund(
      tx: Transaction,
      event: { providerRefundId: string; reference: string; amount: number | null },
      status: 'processed' | 'failed',
      failureReason: string | null,
      now: Date,
    ): Promise<RefundSettlement> {
      let [refund] = await tx
        .select()
        .from(refunds)
        .where(eq(refunds.providerRefundId, event.providerRefundId))
        .for('update');
      if (!refund) {
        // The payment's reference: the booking's own, or a plan visit's charge or card change.
        const chargedBy = tx
          .select({ id: planCharges.appointmentId })
          .from(planCharges)
          .where(eq(planCharges.reference, event.reference));
        const changedBy = tx
          .select({ id: planCardChanges.appointmentId })
          .from(planCardChanges)
          .where(eq(planCardChanges.reference, event.reference));
        [refund] = await tx
          .select({ refund: refunds })
          .from(refunds)
          .innerJoin(appointments, eq(appointments.id, refunds.appointmentId))
          .where(
            and(
              or(
                eq(appointments.reference, event.reference),
                inArray(appointments.id, chargedBy),
                inArray(appointments.id, changedBy),
              ),
              eq(refunds.status, 'pending'),
              isNull(refunds.providerRefundId),
              event.amount === null ? undefined : eq(refunds.amount, event.amount),
            ),
          )
          .orderBy(refunds.createdAt)
          .limit(1)
          .for('update')
          .then((rows) => rows.map((entry) => entry.refund));
      }
      if (!refund) return { outcome: 'unknown' };
      if (refund.status !== 'pending') return { outcome: 'already-settled' };
      const [settled] = await tx
        .update(refunds)
        .set({ status, settledAt: now, failureReason, providerRefundId: event.providerRefundId })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .returning();
      if (!settled) return { outcome: 'already-settled' };
      const full = sql`(${appointments.refundedAmount} + ${settled.amount} >= ${appointments.amount})`;
      const stamp = sql`${now.toISOString()}::timestamptz`;
      const [row] =
        status === 'processed'
          ? await tx
              .update(appointments)
              .set({
                refundedAmount: sql`${appointments.refundedAmount} + ${settled.amount}`,
                refundedAt: sql`CASE WHEN ${full} THEN ${stamp} ELSE ${appointments.refundedAt} END`,
                refundNote: sql`coalesce(${appointments.refundNote}, ${settled.note})`,
                // All the money back: the booking is cancelled (its crew freed) and its flag settled.
                cancelled: sql`${appointments.cancelled} OR ${full}`,
                needsAttention: sql`${appointments.needsAttention} AND NOT ${full}`,
                attentionResolvedAt: sql`CASE WHEN ${full} AND ${appointments.needsAttention} THEN ${stamp} ELSE ${appointments.attentionResolvedAt} END`,
              })
              .where(eq(appointments.id, settled.appointmentId))
              .returning()
          : await tx
              .update(appointments)
              .set({ needsAttention: true, attentionReason: 'refund-failed', attentionResolvedAt: null })
              .where(eq(appointments.id, settled.appointmentId))
              .returning();
      if (!row) throw new Error('The refunded appointment is gone');
      return { outcome: 'settled', refund: settled, row };
    },

    /** A failed request to the provider: the refund fails and the booking is flagged. */
    async failRefund(tx: Transaction, refundId: string, reason: string, now: Date): Promise<AppointmentRow | null> {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'failed', failureReason: reason, settledAt: now })
        .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
        .returning();
      if (!failed) return null;
      const [row] = await tx
        .update(appointments)
        .set({ needsAttention: true, attentionReason: 'refund-failed', attentionResolvedAt: null })
        .where(eq(appointments.id, failed.appointmentId))
        .returning();
      return row ?? null;
    },

    /** The latest refund of a booking, as its receipt shows it. */
    async latestRefund(appointmentId: string): Promise<RefundState | null> {
      const [row] = await db
        .select({ status: refunds.status, amount: refunds.amount })
        .from(refunds)
        .where(eq(refunds.appointmentId, appointmentId))
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ManageRepository = ReturnType<typeof createManageRepository>;
