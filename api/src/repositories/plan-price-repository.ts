import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { HomeChoice, PriceLine } from '@clean/shared/format';
import type { Database } from '../db/client';
import { appointments, frequencies, planCharges, plans, services } from '../db/schema';
import { isUnpaid, liveAppointment, notCancelled } from './appointment-scopes';
import type { Transaction } from '../db/transaction';

/**
 * A plan's price against the catalogue's (docs/PRODUCT.md, Recurring plans: a later catalogue price
 * applies only when the customer accepts it). Reads the catalogue's price of a plan's frequency, and
 * writes an accepted price to the plan and to its visits that are not charged yet.
 */
export function createPlanPriceRepository() {
  /**
   * A later visit still owed whose charge has not begun: no attempt in flight or paid, and not waiting
   * for the customer's own payment after the last refused attempt (its pay link names its amount).
   */
  const repriceable = (maxAttempts: number) =>
    and(
      liveAppointment,
      notCancelled,
      isUnpaid,
      sql`${appointments.planVisit} > 1`,
      sql`NOT EXISTS (SELECT 1 FROM ${planCharges} WHERE ${planCharges.appointmentId} = ${appointments.id}
            AND (${planCharges.status} <> 'failed' OR ${planCharges.attempt} >= ${maxAttempts}))`,
    );

  return {
    /**
     * The catalogue's price per visit now of the plan's frequency (of its service); null when the
     * frequency was removed from the catalogue (nothing to offer).
     */
    async catalogueAmount(
      tx: Transaction | Database,
      plan: { serviceId: string; frequencyId: string },
    ): Promise<number | null> {
      const [row] = await tx
        .select({ amount: frequencies.amount })
        .from(frequencies)
        .where(and(eq(frequencies.id, plan.frequencyId), eq(frequencies.serviceId, plan.serviceId)));
      return row?.amount ?? null;
    },

    /**
     * The plan's visits whose price may still change, first to last. Their charge locks are taken
     * next, and `reprice` checks each again under its lock.
     */
    async repriceableVisits(tx: Transaction, planId: string, maxAttempts: number): Promise<string[]> {
      const rows = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.planId, planId), repriceable(maxAttempts)))
        .orderBy(asc(appointments.planVisit));
      return rows.map((row) => row.id);
    },

    /**
     * Sets a visit's price when it is still repriceable (read under its charge lock); the row, or null.
     * Its lines described the old amount: the new one stands alone.
     */
    async reprice(tx: Transaction, appointmentId: string, amount: number, maxAttempts: number) {
      const [row] = await tx
        .update(appointments)
        .set({ amount, priceLines: null })
        .where(and(eq(appointments.id, appointmentId), repriceable(maxAttempts)))
        .returning();
      return row ?? null;
    },

    /**
     * Sets a visit's price, lines, length and crew for a plan's new home size, when it is still
     * repriceable (read under its charge lock); the row, or null.
     */
    async resize(
      tx: Transaction,
      appointmentId: string,
      values: { amount: number; priceLines: PriceLine[] | null; durationMinutes: number; crewId: string },
      maxAttempts: number,
    ) {
      const [row] = await tx
        .update(appointments)
        .set(values)
        .where(and(eq(appointments.id, appointmentId), repriceable(maxAttempts)))
        .returning();
      return row ?? null;
    },

    /** The plan's home size, and the price, lines and length the visits it makes from now on have. */
    async setPlanSize(
      tx: Transaction,
      planId: string,
      values: { size: HomeChoice; amount: number; priceLines: PriceLine[] | null; durationMinutes: number },
    ): Promise<void> {
      await tx.update(plans).set(values).where(eq(plans.id, planId));
    },

    /** The price of each frequency of a product's services, by frequency id (before and after a change). */
    async frequencyAmounts(tx: Transaction, productId: string): Promise<Map<string, number>> {
      const rows = await tx
        .select({ id: frequencies.id, amount: frequencies.amount })
        .from(frequencies)
        .innerJoin(services, eq(services.id, frequencies.serviceId))
        .where(eq(services.productId, productId));
      return new Map(rows.map((row) => [row.id, row.amount]));
    },

    /** The plans still running (active or paused) of these frequencies, with their price. */
    async runningPlansOf(tx: Transaction, frequencyIds: string[]) {
      if (frequencyIds.length === 0) return [];
      return tx
        .select({ id: plans.id, frequencyId: plans.frequencyId, amount: plans.amount })
        .from(plans)
        .where(and(inArray(plans.frequencyId, frequencyIds), inArray(plans.status, ['active', 'paused'])))
        .orderBy(asc(plans.createdAt), asc(plans.id));
    },

    /** The plan's price per visit: what the horizon gives the visits it makes from now on. */
    async setPlanAmount(tx: Transaction, planId: string, amount: number): Promise<void> {
      await tx.update(plans).set({ amount, priceLines: null }).where(eq(plans.id, planId));
    },
  };
}

export type PlanPriceRepository = ReturnType<typeof createPlanPriceRepository>;
