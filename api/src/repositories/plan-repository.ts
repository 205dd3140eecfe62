import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  appointments,
  planCardChanges,
  planCharges,
  plans,
  type PlanCardChangeStatus,
  type PlanChargeStatus,
} from '../db/schema';
import { decryptAuthorization, encryptAuthorization } from '../security/authorization-cipher';
import { liveAppointment, notCancelled } from './appointment-scopes';
import { advisoryLock } from './locks';
import type { Transaction } from '../db/transaction';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = Omit<typeof plans.$inferInsert, 'id' | 'status' | 'createdAt' | 'visitsMade'>;
export type PlanChargeRow = typeof planCharges.$inferSelect;
export type PlanCardChangeRow = typeof planCardChanges.$inferSelect;
type AppointmentRowOfPlan = typeof appointments.$inferSelect;

/** A card the provider lets us charge again (a plan's later visits): its code and what may be shown of it. */
export interface SavedAuthorization {
  code: string;
  last4: string | null;
  brand: string | null;
}

/**
 * Plans, their visits' numbers and the charges of their saved cards. The authorization code is sealed
 * with PAYMENT_AUTH_KEY on its way in and opened on its way out (security/authorization-cipher.ts): the
 * database never holds it in the clear.
 */
export function createPlanRepository(db: Database, authKey: Buffer) {
  return {
    /**
     * The plan's own lock: its horizon and its charges take turns per plan in every process. Taken
     * first in its transaction (before the rules and crew-day locks, as an idempotency key is: locks.ts).
     */
    lock: (tx: Transaction, planId: string) => advisoryLock(tx, `plan|${planId}`),

    /** A visit's charge lock: two workers never decide one visit's charge at once. */
    lockVisitCharge: (tx: Transaction, appointmentId: string) => advisoryLock(tx, `plan-charge|${appointmentId}`),

    async create(tx: Transaction, values: NewPlan): Promise<PlanRow> {
      const [row] = await tx
        .insert(plans)
        .values({ ...values, id: randomUUID() })
        .returning();
      if (!row) throw new Error('The insert returned no row');
      return row;
    },

    async find(tx: Transaction | Database, id: string): Promise<PlanRow | null> {
      const [row] = await tx.select().from(plans).where(eq(plans.id, id));
      return row ?? null;
    },

    /**
     * The first visit was paid: a pending plan becomes active, keeping the card's authorization when the
     * provider said it is reusable (a bank transfer gives none: the visits then wait for payment).
     */
    async activate(tx: Transaction, planId: string, authorization: SavedAuthorization | null): Promise<void> {
      await tx
        .update(plans)
        .set({
          status: 'active',
          ...(authorization
            ? {
                authorizationCipher: encryptAuthorization(authKey, authorization.code),
                cardLast4: authorization.last4,
                cardBrand: authorization.brand,
              }
            : {}),
        })
        .where(and(eq(plans.id, planId), eq(plans.status, 'pending')));
    },

    /** The saved card's authorization code, opened; null when the plan has none. */
    authorizationCode(plan: PlanRow): string | null {
      return plan.authorizationCipher ? decryptAuthorization(authKey, plan.authorizationCipher) : null;
    },

    /** Makes `appointmentId` visit number `visit` of the plan; answers the row. */
    async attachVisit(tx: Transaction, appointmentId: string, planId: string, visit: number) {
      const [row] = await tx
        .update(appointments)
        .set({ planId, planVisit: visit })
        .where(eq(appointments.id, appointmentId))
        .returning();
      if (!row) throw new Error('The visit to attach is gone');
      return row;
    },

    /** A visit's row in `tx` (live), for the charge decided under its lock. */
    async visit(tx: Transaction, appointmentId: string) {
      const [row] = await tx
        .select()
        .from(appointments)
        .where(and(eq(appointments.id, appointmentId), liveAppointment));
      return row ?? null;
    },

    async setVisitsMade(tx: Transaction, planId: string, visitsMade: number): Promise<void> {
      await tx.update(plans).set({ visitsMade }).where(eq(plans.id, planId));
    },

    /** The plan's new anchor and time (its new day or time): the visits made from now on follow them. */
    async setSchedule(tx: Transaction, planId: string, firstDate: string, time: string): Promise<void> {
      await tx.update(plans).set({ firstDate, time }).where(eq(plans.id, planId));
    },

    /** A moved unpaid visit keeps its crew until its new start (as the horizon made it: plan-visits.ts). */
    async holdUntil(tx: Transaction, appointmentId: string, start: Date): Promise<AppointmentRowOfPlan | null> {
      const [row] = await tx
        .update(appointments)
        .set({ holdExpiresAt: start })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.payment, false)))
        .returning();
      return row ?? null;
    },

    /** A pause ran out: the plan is active again. */
    async resume(tx: Transaction, planId: string): Promise<void> {
      await tx
        .update(plans)
        .set({ status: 'active', pausedUntil: null })
        .where(and(eq(plans.id, planId), eq(plans.status, 'paused')));
    },

    /** No visit before `until` (the customer's pause). */
    async pause(tx: Transaction, planId: string, until: string): Promise<void> {
      await tx.update(plans).set({ status: 'paused', pausedUntil: until }).where(eq(plans.id, planId));
    },

    async cancel(tx: Transaction, planId: string, now: Date): Promise<void> {
      await tx
        .update(plans)
        .set({ status: 'cancelled', pausedUntil: null, cancelledAt: now })
        .where(eq(plans.id, planId));
    },

    /**
     * The plan's live, not cancelled visits dated `from` or later (and before `before`, when given),
     * soonest first: the receipt's next visits, and those a pause or a cancel takes away.
     */
    async visitsBetween(tx: Transaction | Database, planId: string, from: string, before?: string) {
      return tx
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.planId, planId),
            liveAppointment,
            notCancelled,
            gte(appointments.date, from),
            before === undefined ? undefined : lt(appointments.date, before),
          ),
        )
        .orderBy(asc(appointments.date), asc(appointments.planVisit));
    },

    /**
     * Ids of the plans whose visits go on, oldest first (the horizon job's round): active ones, and
     * paused ones (their visits resume after the pause; plan-visits.ts makes none before it).
     */
    async activeIds(): Promise<string[]> {
      const rows = await db
        .select({ id: plans.id })
        .from(plans)
        .where(inArray(plans.status, ['active', 'paused']))
        .orderBy(asc(plans.createdAt), asc(plans.id));
      return rows.map((row) => row.id);
    },

    /** How many live, not cancelled visits of the plan fall on `from` or later. */
    async upcomingVisits(tx: Transaction, planId: string, from: string): Promise<number> {
      const [row] = await tx
        .select({ visits: count() })
        .from(appointments)
        .where(and(eq(appointments.planId, planId), liveAppointment, notCancelled, gte(appointments.date, from)));
      return row?.visits ?? 0;
    },

    /**
     * Later visits (not the first, paid in the popup) of active plans with a saved card, still unpaid and
     * not cancelled, dated `from` or later: the charging job's candidates (it checks each one's time).
     */
    async chargeableVisits(from: string) {
      return db
        .select({ appointment: appointments, plan: plans })
        .from(appointments)
        .innerJoin(plans, eq(plans.id, appointments.planId))
        .where(
          and(
            liveAppointment,
            notCancelled,
            eq(appointments.payment, false),
            sql`${appointments.planVisit} > 1`,
            gte(appointments.date, from),
            // A paused plan keeps its visits after the pause only: those are charged as usual.
            inArray(plans.status, ['active', 'paused']),
            isNotNull(plans.authorizationCipher),
          ),
        )
        .orderBy(asc(appointments.date), asc(appointments.id));
    },

    /** A visit's charges, newest attempt first. */
    async charges(tx: Transaction | Database, appointmentId: string): Promise<PlanChargeRow[]> {
      return tx
        .select()
        .from(planCharges)
        .where(eq(planCharges.appointmentId, appointmentId))
        .orderBy(desc(planCharges.attempt));
    },

    async chargesOfPlans(planIds: string[]): Promise<PlanChargeRow[]> {
      if (planIds.length === 0) return [];
      return db
        .select()
        .from(planCharges)
        .where(inArray(planCharges.planId, planIds))
        .orderBy(asc(planCharges.createdAt));
    },

    /** One page of plans of one state (or all), newest first, and how many there are. */
    async list(status: PlanRow['status'] | undefined, page: number, pageSize: number) {
      const where = status === undefined ? undefined : eq(plans.status, status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(plans)
          .where(where)
          .orderBy(desc(plans.createdAt), desc(plans.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(plans).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The live, not cancelled visits of these plans dated `from` or later, soonest first (the list's next ones). */
    async visitsFrom(planIds: string[], from: string) {
      if (planIds.length === 0) return [];
      return db
        .select()
        .from(appointments)
        .where(and(inArray(appointments.planId, planIds), liveAppointment, notCancelled, gte(appointments.date, from)))
        .orderBy(asc(appointments.date), asc(appointments.planVisit));
    },

    /** The numbers of every visit the plan has a row for (cancelled and deleted ones too: each is unique). */
    async visitNumbers(tx: Transaction, planId: string): Promise<number[]> {
      const rows = await tx
        .select({ visit: appointments.planVisit })
        .from(appointments)
        .where(eq(appointments.planId, planId));
      return rows.flatMap((row) => (row.visit === null ? [] : [row.visit]));
    },

    /** Every live visit of a plan, cancelled ones too, in visit order (its page). */
    async allVisits(planId: string) {
      return db
        .select()
        .from(appointments)
        .where(and(eq(appointments.planId, planId), liveAppointment))
        .orderBy(asc(appointments.planVisit));
    },

    async chargeByReference(reference: string): Promise<PlanChargeRow | null> {
      const [row] = await db.select().from(planCharges).where(eq(planCharges.reference, reference));
      return row ?? null;
    },

    /**
     * The attempts still pending that started before `before`, oldest first: the provider's answer never
     * came (a timeout, a stopped process) and no webhook settled them (services/plan-charges.ts reconciles them).
     */
    async staleCharges(before: Date): Promise<PlanChargeRow[]> {
      return db
        .select()
        .from(planCharges)
        .where(and(eq(planCharges.status, 'pending'), lt(planCharges.createdAt, before)))
        .orderBy(asc(planCharges.createdAt));
    },

    /** Records an attempt before the provider is asked (unique per visit and attempt), at the app's time. */
    async startCharge(
      tx: Transaction,
      values: { planId: string; appointmentId: string; attempt: number; reference: string; createdAt: Date },
    ): Promise<PlanChargeRow | null> {
      const [row] = await tx
        .insert(planCharges)
        .values({ ...values, id: randomUUID() })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /** Settles a pending attempt; false when it was settled already (a webhook got there first). */
    async settleCharge(
      tx: Transaction,
      id: string,
      status: Exclude<PlanChargeStatus, 'pending'>,
      message: string | null,
      now: Date,
    ): Promise<boolean> {
      const settled = await tx
        .update(planCharges)
        .set({ status, message, settledAt: now })
        .where(and(eq(planCharges.id, id), eq(planCharges.status, 'pending')))
        .returning({ id: planCharges.id });
      return settled.length > 0;
    },

    /**
     * The customer's new card replaces the saved one (a card change paid: services/plan-card.ts), with
     * the consent they gave for it. Written last in its transaction, after the plan's and the visit's locks.
     */
    async replaceCard(tx: Transaction, planId: string, card: SavedAuthorization, consentAt: Date): Promise<void> {
      await tx
        .update(plans)
        .set({
          authorizationCipher: encryptAuthorization(authKey, card.code),
          cardLast4: card.last4,
          cardBrand: card.brand,
          consentAt,
        })
        .where(eq(plans.id, planId));
    },

    /** Records a card change before its popup opens (its reference unique, `-K{n}` per visit). */
    async startCardChange(
      tx: Transaction,
      values: { planId: string; appointmentId: string; reference: string; consentAt: Date; createdAt: Date },
    ): Promise<PlanCardChangeRow> {
      const [row] = await tx
        .insert(planCardChanges)
        .values({ ...values, id: randomUUID() })
        .returning();
      if (!row) throw new Error('The insert returned no row');
      return row;
    },

    /** A visit's card changes, newest first. */
    async cardChanges(tx: Transaction | Database, appointmentId: string): Promise<PlanCardChangeRow[]> {
      return tx
        .select()
        .from(planCardChanges)
        .where(eq(planCardChanges.appointmentId, appointmentId))
        .orderBy(desc(planCardChanges.createdAt), desc(planCardChanges.reference));
    },

    async cardChangeByReference(tx: Transaction | Database, reference: string): Promise<PlanCardChangeRow | null> {
      const [row] = await tx.select().from(planCardChanges).where(eq(planCardChanges.reference, reference));
      return row ?? null;
    },

    /** Card changes still pending that started before `before`, oldest first (the charging job asks the provider). */
    async staleCardChanges(before: Date): Promise<PlanCardChangeRow[]> {
      return db
        .select()
        .from(planCardChanges)
        .where(and(eq(planCardChanges.status, 'pending'), lt(planCardChanges.createdAt, before)))
        .orderBy(asc(planCardChanges.createdAt));
    },

    /**
     * Settles a card change: `paid` from pending or closed (a payment the provider verified is never
     * dropped, even after the change was given up), `closed` from pending only. False: nothing changed.
     */
    async settleCardChange(tx: Transaction, id: string, status: 'paid' | 'closed', now: Date): Promise<boolean> {
      const from: PlanCardChangeStatus[] = status === 'paid' ? ['pending', 'closed'] : ['pending'];
      const settled = await tx
        .update(planCardChanges)
        .set({ status, settledAt: now })
        .where(and(eq(planCardChanges.id, id), inArray(planCardChanges.status, from)))
        .returning({ id: planCardChanges.id });
      return settled.length > 0;
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
