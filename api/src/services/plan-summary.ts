/**
 * The plan of a visit as its receipt shows it (docs/PRODUCT.md, Recurring plans): its terms, its next
 * visits, the saved card's last digits, and which of skip, pause and cancel are open now. Pure but for
 * the reads; plan-actions.ts checks the same allowances again under the plan's lock.
 */
import { lagosDate } from '@clean/shared/lagos-time';
import type { ActionAllowance, PlanSummary } from '@clean/shared/schemas';
import { manageAllowances, type ManagePolicy } from '../domain/manage-policy';
import type { Database } from '../db/client';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRepository, PlanRow } from '../repositories/plan-repository';
import { offeredAmount } from './plan-offered-price';

/** How many of the next visits the receipt lists. */
const NEXT_VISITS_SHOWN = 4;

const open: ActionAllowance = { allowed: true, reason: null };
const closed = (reason: string): ActionAllowance => ({ allowed: false, reason });

export const PLAN_CANCELLED = 'This plan is cancelled.';
export const PLAN_NOT_STARTED = 'Your plan starts once its first visit is paid.';

/** Skip, pause and cancel, each with its reason when closed. */
export function planAllowances(
  plan: Pick<PlanRow, 'status'>,
  visit: AppointmentRow,
  policy: ManagePolicy,
  now: Date,
): Pick<PlanSummary, 'skip' | 'pause' | 'cancel'> {
  if (plan.status === 'cancelled') {
    return { skip: closed(PLAN_CANCELLED), pause: closed(PLAN_CANCELLED), cancel: closed(PLAN_CANCELLED) };
  }
  // Skipping is cancelling this one visit: the same cut-offs as the manage link's cancel.
  const { cancel } = manageAllowances(visit, policy, now);
  const skip =
    plan.status === 'pending' ? closed(PLAN_NOT_STARTED) : cancel.allowed ? open : closed(cancel.reason ?? '');
  return { skip, pause: plan.status === 'pending' ? closed(PLAN_NOT_STARTED) : open, cancel: open };
}

export async function planSummaryOf(
  deps: {
    db: Database;
    plans: Pick<PlanRepository, 'find' | 'visitsBetween'>;
    planPrices: Pick<PlanPriceRepository, 'catalogueAmount'>;
    planChargeHoursBefore: number;
    now: Date;
  },
  visit: AppointmentRow,
  policy: ManagePolicy,
): Promise<PlanSummary | null> {
  if (!visit.planId) return null;
  const plan = await deps.plans.find(deps.db, visit.planId);
  if (!plan) return null;
  const next = await deps.plans.visitsBetween(deps.db, plan.id, lagosDate(deps.now));
  return {
    status: plan.status,
    intervalDays: plan.intervalDays,
    amount: plan.amount,
    firstDate: plan.firstDate,
    time: plan.time,
    chargeHoursBefore: deps.planChargeHoursBefore,
    pausedUntil: plan.pausedUntil,
    cardLast4: plan.cardLast4,
    offeredAmount: await offeredAmount(deps, plan),
    nextVisits: next
      .slice(0, NEXT_VISITS_SHOWN)
      .map((row) => ({ reference: row.reference, date: row.date, time: row.time, paid: row.payment })),
    ...planAllowances(plan, visit, policy, deps.now),
  };
}
