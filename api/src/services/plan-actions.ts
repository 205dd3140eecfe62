/**
 * The customer's plan actions from the manage link (docs/PRODUCT.md, Recurring plans): skip the visit
 * the link opens, pause the plan until a date, or cancel it. Each is one transaction under the plan's
 * lock (taken first, as the horizon takes it: plan-visits.ts), cancelling its visits as the manage
 * link's cancel does (the slot lock, then the row: the crew is freed at once), with its audit record on
 * every visit it touched and one message to the customer. A paid visit it cancels is refunded under
 * the cancellation policy, through the same Refund API path as a cancelled booking; a paid visit past
 * the cut-off is kept (it goes ahead, as the policy says for any paid booking). After the commit the
 * horizon is extended, so the plan keeps its visits ahead.
 */
import { addDays, lagosDate, longDate } from '@clean/shared/lagos-time';
import {
  PLAN_PAUSE_MAX_DAYS,
  type AuditAction,
  type PlanActionRequest,
  type PlanPauseRequest,
  type Receipt,
} from '@clean/shared/schemas';
import type { OutboxKind } from '../db/schema';
import { planChangedSummary } from '../domain/audit-sentences';
import { manageAllowances } from '../domain/manage-policy';
import { conflict, invalidFields } from '../lib/http-errors';
import type { BookingChange } from '../messages/booking-facts';
import { queueBookingMessage } from '../messages/queue-message';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { RefundRow } from '../repositories/manage-repository';
import type { PlanRepository, PlanRow } from '../repositories/plan-repository';
import { askProvider, bookingOfToken, customerActor, receiptOf, startRefund, type ManageDeps } from './manage-booking';
import { planAllowances } from './plan-summary';
import { extendPlan, type PlanVisitDeps } from './plan-visits';
import { transact, type Transaction } from './unit-of-work';

export type PlanActionDeps = ManageDeps & Omit<PlanVisitDeps, 'plans'> & { plans: PlanRepository };

export const NOT_A_PLAN = 'This booking is not part of a plan.';

/** What one action does, given the locked plan: the visits it cancels, and its words. */
interface PlanChange {
  action: AuditAction;
  kind: OutboxKind;
  /** The visits to cancel (before the cut-offs are checked on each locked row). */
  visits: (plan: PlanRow, tx: Transaction, link: AppointmentRow) => Promise<AppointmentRow[]>;
  /** For the audit trail: 'skipped …', 'paused their plan until …'. */
  sentence: string;
  /** Why the customer's visits were cancelled (their cancel reason). */
  reason: string;
  /** What the customer's message says beyond the booking (a pause's end). */
  message?: BookingChange;
  /** Writes the plan row, last (after every slot lock: locks.ts). */
  write?: (tx: Transaction, plan: PlanRow) => Promise<void>;
}

/** Runs one change; answers the receipt of the visit the link opens. */
async function changePlan(
  deps: PlanActionDeps,
  reference: string,
  token: string,
  allowed: (allowances: ReturnType<typeof planAllowances>) => { allowed: boolean; reason: string | null },
  change: PlanChange,
): Promise<Receipt> {
  const booking = await bookingOfToken(deps, reference, token);
  const planId = booking.planId;
  if (!planId) throw conflict(NOT_A_PLAN);
  const { now } = deps;
  const result = await transact(
    deps,
    'availability',
    () => true,
    async (tx) => {
      await deps.plans.lock(tx, planId);
      const plan = await deps.plans.find(tx, planId);
      if (!plan) throw conflict(NOT_A_PLAN);
      const policy = await deps.manage.policy(tx);
      const link = (await deps.plans.visit(tx, booking.id)) ?? booking;
      const allowance = allowed(planAllowances(plan, link, policy, now));
      if (!allowance.allowed) throw conflict(allowance.reason ?? NOT_A_PLAN);

      const cancelled: AppointmentRow[] = [];
      const refunds: { row: AppointmentRow; refund: RefundRow }[] = [];
      for (const visit of await change.visits(plan, tx, link)) {
        let refundable = 0;
        const done = await deps.manage.cancel(tx, visit.id, change.reason, (row) => {
          const { cancel } = manageAllowances(row, policy, now);
          refundable = cancel.refund ?? 0;
          return cancel.reason;
        });
        // A visit the policy keeps (paid, past the cut-off; or under way) goes ahead.
        if (done.outcome !== 'done') continue;
        cancelled.push(done.row);
        if (refundable > 0) {
          const refund = await startRefund(deps, tx, done.row, refundable, 'customer', change.reason);
          refunds.push({ row: done.row, refund });
        }
      }
      await change.write?.(tx, plan);

      const summary = planChangedSummary(link, change.sentence, cancelled);
      const touched = new Map([link, ...cancelled].map((row) => [row.id, row]));
      for (const row of touched.values()) {
        await deps.audit.record(
          {
            admin: customerActor(link),
            action: change.action,
            subject: 'appointment',
            subjectId: row.id,
            summary,
            at: now,
          },
          tx,
        );
      }
      const refunded = refunds.reduce((sum, entry) => sum + entry.refund.amount, 0);
      await queueBookingMessage(deps.outbox, tx, change.kind, link, `${change.kind}:${now.getTime()}`, {
        ...change.message,
        ...(refunded > 0 ? { refunded } : {}),
      });
      return { refunds };
    },
  );
  for (const { row, refund } of result.refunds) await askProvider(deps, row, refund);
  // The plan keeps its visits ahead: a skipped one is replaced at the end, a pause's resume after it.
  await extendPlan(deps, planId, now);
  return receiptOf(deps, (await deps.appointments.findByReference(reference)) ?? booking);
}

/** Skips the visit the link opens: cancelled, its crew freed, never charged; a paid one refunded. */
export function skipPlanVisit(deps: PlanActionDeps, reference: string, request: PlanActionRequest): Promise<Receipt> {
  return changePlan(deps, reference, request.token, (open) => open.skip, {
    action: 'plan.visit-skipped',
    kind: 'plan-visit-skipped',
    visits: async (_plan, _tx, link) => (link.cancelled ? [] : [link]),
    sentence: 'skipped a visit of their plan',
    reason: 'Skipped (plan)',
  });
}

/**
 * Pauses the plan until `until` (after today, at most PLAN_PAUSE_MAX_DAYS ahead): its visits before
 * then are cancelled and freed, none is made or charged before it; it resumes by itself on that day.
 */
export function pausePlan(deps: PlanActionDeps, reference: string, request: PlanPauseRequest): Promise<Receipt> {
  const today = lagosDate(deps.now);
  const latest = addDays(today, PLAN_PAUSE_MAX_DAYS);
  if (request.until <= today || request.until > latest) {
    throw invalidFields([
      {
        field: 'until',
        message: `Choose a date after today and at most ${PLAN_PAUSE_MAX_DAYS} days ahead (by ${longDate(latest)})`,
      },
    ]);
  }
  return changePlan(deps, reference, request.token, (open) => open.pause, {
    action: 'plan.paused',
    kind: 'plan-paused',
    visits: (plan, tx) => deps.plans.visitsBetween(tx, plan.id, today, request.until),
    sentence: `paused their plan until ${longDate(request.until)}`,
    reason: `Plan paused until ${request.until}`,
    message: { until: request.until },
    write: (tx, plan) => deps.plans.pause(tx, plan.id, request.until),
  });
}

/** Cancels the plan: its visits to come cancelled and freed, the paid ones refunded under the policy. */
export function cancelPlan(deps: PlanActionDeps, reference: string, request: PlanActionRequest): Promise<Receipt> {
  return changePlan(deps, reference, request.token, (open) => open.cancel, {
    action: 'plan.cancelled',
    kind: 'plan-cancelled',
    visits: (plan, tx) => deps.plans.visitsBetween(tx, plan.id, lagosDate(deps.now)),
    sentence: 'cancelled their plan',
    reason: 'Plan cancelled',
    write: (tx, plan) => deps.plans.cancel(tx, plan.id, deps.now),
  });
}
