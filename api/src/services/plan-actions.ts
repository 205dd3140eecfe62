/**
 * The customer's plan actions from the manage link (docs/PRODUCT.md, Recurring plans): skip the visit
 * the link opens, pause the plan until a date, or cancel it. Each is one transaction under the plan's
 * lock (taken first, as the horizon takes it: plan-visits.ts), cancelling its visits as the manage
 * link's cancel does (the crew-day lock, then the row: the crew is freed at once), with its audit record on
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
import { planChangedSummary, staffPlanChangedSummary } from '../domain/audit-sentences';
import { manageAllowances } from '../domain/manage-policy';
import { conflict, invalidFields, notFound } from '../http/http-errors';
import type { BookingChange, BookingMessageKind } from '../db/outbox-payloads';
import { queueBookingMessage } from '../messages/queue-message';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { AuditEntry } from '../repositories/audit-repository';
import type { RefundRow } from '../repositories/manage-repository';
import type { PlanRepository, PlanRow } from '../repositories/plan-repository';
import {
  askProvider,
  bookingOfToken,
  customerActor,
  receiptOf,
  refundOnCancel,
  startRefund,
  type ManageDeps,
} from './manage-booking';
import { planAllowances } from './plan-summary';
import { extendPlan, makePassedOverVisits, type PlanVisitDeps } from './plan-visits';
import { transact, type Transaction } from '../db/transaction';

export type PlanActionDeps = ManageDeps & Omit<PlanVisitDeps, 'plans'> & { plans: PlanRepository };

export const NOT_A_PLAN = 'This booking is not part of a plan.';

/** What one action does, given the locked plan: the visits it cancels, and its words. */
interface PlanChange {
  action: AuditAction;
  kind: BookingMessageKind;
  /** The visits to cancel (before the cut-offs are checked on each locked row). */
  visits: (plan: PlanRow, tx: Transaction, link: AppointmentRow) => Promise<AppointmentRow[]>;
  /** For the audit trail: 'skipped …', 'paused their plan until …'. */
  sentence: string;
  /** The same, for a change the staff made: 'paused until …' (staffPlanChangedSummary). */
  staffSentence: string;
  /** Why the customer's visits were cancelled (their cancel reason). */
  reason: string;
  /** What the customer's message says beyond the booking (a pause's end). */
  message?: BookingChange;
  /** Writes the plan row, last (after every crew-day lock: locks.ts). */
  write?: (tx: Transaction, plan: PlanRow) => Promise<void>;
}

/**
 * Who changes which plan: the customer from the link of one of its visits, or the staff from the console.
 * `link` is the visit the change is told through (its e-mail, its audit record).
 */
interface PlanTarget {
  planId: string;
  link: AppointmentRow;
  actor: AuditEntry['admin'];
  requestedBy: 'customer' | 'admin';
  /** The audit record's sentence, given the visits cancelled. */
  summary: (link: AppointmentRow, cancelled: AppointmentRow[]) => string;
}

/** Runs one change under the plan's lock; after the commit, its refunds are asked and its horizon kept. */
async function changePlan(
  deps: PlanActionDeps,
  target: PlanTarget,
  allowed: (allowances: ReturnType<typeof planAllowances>) => { allowed: boolean; reason: string | null },
  change: PlanChange,
): Promise<void> {
  const { planId, actor } = target;
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
      const link = (await deps.plans.visit(tx, target.link.id)) ?? target.link;
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
        const amount = await refundOnCancel(deps, tx, done.row, refundable);
        if (amount > 0) {
          const refund = await startRefund(deps, tx, done.row, amount, target.requestedBy, change.reason, actor);
          refunds.push({ row: done.row, refund });
        }
      }
      await change.write?.(tx, plan);

      const summary = target.summary(link, cancelled);
      const touched = new Map([link, ...cancelled].map((row) => [row.id, row]));
      for (const row of touched.values()) {
        await deps.audit.record(
          { admin: actor, action: change.action, subject: 'appointment', subjectId: row.id, summary, at: now },
          tx,
        );
      }
      const refunded = refunds.reduce((sum, entry) => sum + entry.refund.amount, 0);
      await queueBookingMessage(deps.outbox, tx, change.kind, link, `${change.kind}:${now.getTime()}`, {
        ...change.message,
        ...(target.requestedBy === 'admin' ? { byStaff: true } : {}),
        ...(refunded > 0 ? { refunded } : {}),
      });
      return { refunds };
    },
  );
  for (const { row, refund } of result.refunds) await askProvider(deps, row, refund);
  // The plan keeps its visits ahead: a skipped one is replaced at the end, a pause's resume after it.
  await extendPlan(deps, planId, now);
}

/** The customer's change from the manage link of one visit; answers that visit's receipt. */
async function changeFromLink(
  deps: PlanActionDeps,
  reference: string,
  token: string,
  allowed: Parameters<typeof changePlan>[2],
  change: PlanChange,
): Promise<Receipt> {
  const booking = await bookingOfToken(deps, reference, token);
  if (!booking.planId) throw conflict(NOT_A_PLAN);
  const target: PlanTarget = {
    planId: booking.planId,
    link: booking,
    actor: customerActor(booking),
    requestedBy: 'customer',
    summary: (link, cancelled) => planChangedSummary(link, change.sentence, cancelled),
  };
  await changePlan(deps, target, allowed, change);
  return receiptOf(deps, (await deps.appointments.findByReference(reference)) ?? booking);
}

/** Skipping one visit: cancelled, its crew freed, never charged; a paid one refunded under the policy. */
const skipChange: PlanChange = {
  action: 'plan.visit-skipped',
  kind: 'plan-visit-skipped',
  // The visit told through is the one skipped, as read under the plan's lock.
  visits: async (_plan, _tx, link) => (link.cancelled ? [] : [link]),
  sentence: 'skipped a visit of their plan',
  staffSentence: 'a visit skipped',
  reason: 'Skipped (plan)',
};

/**
 * Pausing until `until` (after today, at most PLAN_PAUSE_MAX_DAYS ahead; 400 field `until` otherwise):
 * the visits before then are cancelled and freed, none is made or charged before it.
 */
function pauseChange(deps: PlanActionDeps, until: string): PlanChange {
  const today = lagosDate(deps.now);
  const latest = addDays(today, PLAN_PAUSE_MAX_DAYS);
  if (until <= today || until > latest) {
    throw invalidFields([
      {
        field: 'until',
        message: `Choose a date after today and at most ${PLAN_PAUSE_MAX_DAYS} days ahead (by ${longDate(latest)})`,
      },
    ]);
  }
  return {
    action: 'plan.paused',
    kind: 'plan-paused',
    visits: (plan, tx) => deps.plans.visitsBetween(tx, plan.id, today, until),
    sentence: `paused their plan until ${longDate(until)}`,
    staffSentence: `paused until ${longDate(until)}`,
    reason: `Plan paused until ${until}`,
    message: { until },
    write: (tx, plan) => deps.plans.pause(tx, plan.id, until),
  };
}

/** Cancelling the plan: its visits to come cancelled and freed, the paid ones refunded under the policy. */
const cancelChange = (deps: PlanActionDeps): PlanChange => ({
  action: 'plan.cancelled',
  kind: 'plan-cancelled',
  visits: (plan, tx) => deps.plans.visitsBetween(tx, plan.id, lagosDate(deps.now)),
  sentence: 'cancelled their plan',
  staffSentence: 'cancelled',
  reason: 'Plan cancelled',
  write: (tx, plan) => deps.plans.cancel(tx, plan.id, deps.now),
});

/** Skips the visit the link opens. */
export function skipPlanVisit(deps: PlanActionDeps, reference: string, request: PlanActionRequest): Promise<Receipt> {
  return changeFromLink(deps, reference, request.token, (open) => open.skip, skipChange);
}

/** Pauses the plan until `request.until`; it resumes by itself on that day. */
export function pausePlan(deps: PlanActionDeps, reference: string, request: PlanPauseRequest): Promise<Receipt> {
  return changeFromLink(deps, reference, request.token, (open) => open.pause, pauseChange(deps, request.until));
}

/** Cancels the plan. */
export function cancelPlan(deps: PlanActionDeps, reference: string, request: PlanActionRequest): Promise<Receipt> {
  return changeFromLink(deps, reference, request.token, (open) => open.cancel, cancelChange(deps));
}

export const PLAN_NOT_FOUND = 'Plan not found.';
export const NOT_THIS_PLANS_VISIT = 'This visit is not part of this plan.';
export const PLAN_NOT_PAUSED = 'This plan is not paused.';

/**
 * The staff's change from the console: the same rules, refunds and e-mail as the customer's own, audited
 * as the admin's. Told through `link`, or the plan's next visit (its latest when none is ahead).
 */
async function changeFromConsole(
  deps: PlanActionDeps,
  planId: string,
  admin: AuditEntry['admin'],
  allowed: Parameters<typeof changePlan>[2],
  change: PlanChange,
  link?: AppointmentRow,
): Promise<void> {
  const plan = await deps.plans.find(deps.db, planId);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const told = link ?? (await planContactVisit(deps, planId));
  if (!told) throw notFound(PLAN_NOT_FOUND);
  const target: PlanTarget = {
    planId,
    link: told,
    actor: admin,
    requestedBy: 'admin',
    summary: (row, cancelled) => staffPlanChangedSummary(row, change.staffSentence, cancelled),
  };
  await changePlan(deps, target, allowed, change);
}

/** The visit a change to the whole plan is told through: the next one, else the latest. */
export async function planContactVisit(deps: PlanActionDeps, planId: string): Promise<AppointmentRow | null> {
  const [next] = await deps.plans.visitsBetween(deps.db, planId, lagosDate(deps.now));
  if (next) return next;
  const all = await deps.plans.allVisits(planId);
  return all.at(-1) ?? null;
}

/** The staff skip one visit of the plan (404 when it is not one of this plan's). */
export async function staffSkipPlanVisit(
  deps: PlanActionDeps,
  planId: string,
  appointmentId: string,
  admin: AuditEntry['admin'],
): Promise<void> {
  const visit = await deps.appointments.findByIdWithDeleted(appointmentId);
  if (!visit || visit.deletedAt || visit.planId !== planId) throw notFound(NOT_THIS_PLANS_VISIT);
  await changeFromConsole(deps, planId, admin, (open) => open.skip, skipChange, visit);
}

export function staffPausePlan(deps: PlanActionDeps, planId: string, until: string, admin: AuditEntry['admin']) {
  return changeFromConsole(deps, planId, admin, (open) => open.pause, pauseChange(deps, until));
}

export function staffCancelPlan(deps: PlanActionDeps, planId: string, admin: AuditEntry['admin']) {
  return changeFromConsole(deps, planId, admin, (open) => open.cancel, cancelChange(deps));
}

/**
 * The staff's Resume of a paused plan: active again at once, the visits the pause passed over from today
 * on made again (those it cancelled stay cancelled), the customer told; 409 when it is not paused.
 */
export async function staffResumePlan(deps: PlanActionDeps, planId: string, admin: AuditEntry['admin']) {
  const { now } = deps;
  if (!(await deps.plans.find(deps.db, planId))) throw notFound(PLAN_NOT_FOUND);
  const rules = await deps.availability.current(now);
  await transact(
    deps,
    'availability',
    () => true,
    async (tx) => {
      await deps.plans.lock(tx, planId);
      const plan = await deps.plans.find(tx, planId);
      if (!plan) throw notFound(PLAN_NOT_FOUND);
      if (plan.status !== 'paused') throw conflict(PLAN_NOT_PAUSED);
      const extension = await makePassedOverVisits(deps, tx, plan, now, rules);
      await deps.plans.resume(tx, plan.id);
      const [link] = [...extension.made, ...(await deps.plans.visitsBetween(tx, plan.id, lagosDate(now)))];
      const told = link ?? (await deps.plans.allVisits(plan.id)).at(-1);
      if (!told) return;
      await deps.audit.record(
        {
          admin,
          action: 'plan.resumed',
          subject: 'appointment',
          subjectId: told.id,
          summary: staffPlanChangedSummary(told, 'resumed', []),
          at: now,
        },
        tx,
      );
      await queueBookingMessage(deps.outbox, tx, 'plan-resumed', told, `plan-resumed:${now.getTime()}`, {
        byStaff: true,
      });
    },
  );
  await extendPlan(deps, planId, now);
}
