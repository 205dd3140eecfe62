/**
 * The plan of a visit as its receipt shows it (docs/PRODUCT.md, Recurring plans): its terms, its next
 * visits, the saved card's last digits, and which of skip, pause, cancel and change the card are open now. Pure but for
 * the reads; plan-actions.ts checks the same allowances again under the plan's lock.
 */
import { lagosDate, lagosStart, longDate } from '@clean/shared/lagos-time';
import type { ActionAllowance, PlanSummary } from '@clean/shared/schemas';
import { bookingStatusOf } from '../domain/booking-status';
import { manageAllowances, type ManagePolicy } from '../domain/manage-policy';
import type { Database } from '../db/client';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { Transaction } from '../db/transaction';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanRepository, PlanRow } from '../repositories/plan-repository';
import { offeredAmount } from './plan-offered-price';
import { planSizeTerms, type PlanSizeTerms, type PlanSizeTermsDeps } from './plan-size-terms';

/** How many of the next visits the receipt lists. */
const NEXT_VISITS_SHOWN = 4;

const open: ActionAllowance = { allowed: true, reason: null };
const closed = (reason: string): ActionAllowance => ({ allowed: false, reason });

export const PLAN_CANCELLED = 'This plan is cancelled.';
export const PLAN_NOT_STARTED = 'Your plan starts once its first visit is paid.';

/** A visit starting sooner than this is not paid through a card change (its crew is on the way). */
export const CARD_CHANGE_CUTOFF_HOURS = 2;

export const NO_VISIT_TO_PAY =
  'There is no visit to pay with a new card now: your next visits are paid or being charged.';

const HOUR_MS = 3_600_000;

const cutOffReason = (visit: Pick<AppointmentRow, 'date' | 'time'>) =>
  `The card can be changed until ${CARD_CHANGE_CUTOFF_HOURS} hours before a visit, and your next visit to pay ` +
  `(${longDate(visit.date)} at ${visit.time}) starts sooner. Call or WhatsApp us.`;

type PlanReads = Pick<PlanRepository, 'visitsBetween' | 'charges' | 'cardChanges'>;

/**
 * The plan's next visit a card change pays: the soonest to come that is unpaid and whose charge is not
 * in flight or done (a refused one, waiting for payment, is the natural case). Null: none.
 */
export async function nextVisitToPay(
  plans: PlanReads,
  tx: Transaction | Database,
  planId: string,
  now: Date,
): Promise<AppointmentRow | null> {
  for (const visit of await plans.visitsBetween(tx, planId, lagosDate(now))) {
    if (visit.payment) continue;
    const [last] = await plans.charges(tx, visit.id);
    if (last && last.status !== 'failed') continue;
    // Paid by a change of card already (its payment being recorded).
    if ((await plans.cardChanges(tx, visit.id)).some((change) => change.status === 'paid')) continue;
    return visit;
  }
  return null;
}

/** Whether the card can be changed now with `visit` (the next to pay), and why not. */
export function cardChangeAllowance(
  plan: Pick<PlanRow, 'status'>,
  visit: AppointmentRow | null,
  now: Date,
): ActionAllowance {
  if (plan.status === 'cancelled') return closed(PLAN_CANCELLED);
  if (plan.status === 'pending') return closed(PLAN_NOT_STARTED);
  if (!visit || bookingStatusOf(visit, now) !== 'awaiting-payment') return closed(NO_VISIT_TO_PAY);
  const start = lagosStart(visit.date, visit.time)?.getTime() ?? 0;
  if (start - now.getTime() < CARD_CHANGE_CUTOFF_HOURS * HOUR_MS) return closed(cutOffReason(visit));
  return open;
}

/** The receipt's Change card: whether it is open, and the visit it pays. */
async function cardChangeSummary(
  deps: { db: Database; plans: PlanReads; now: Date },
  plan: PlanRow,
): Promise<PlanSummary['changeCard']> {
  const visit = plan.status === 'cancelled' ? null : await nextVisitToPay(deps.plans, deps.db, plan.id, deps.now);
  const allowance = cardChangeAllowance(plan, visit, deps.now);
  return {
    ...allowance,
    visit:
      allowance.allowed && visit
        ? { reference: visit.reference, date: visit.date, time: visit.time, amount: visit.amount }
        : null,
  };
}

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

/**
 * What the manage link's size form quotes by: for a started plan, not cancelled, whose service asks a
 * home size or offers extras (docs/PRODUCT.md, "A price that fits the home"); null otherwise.
 */
async function sizeTermsOf(deps: PlanSizeTermsDeps, plan: PlanRow): Promise<PlanSizeTerms | null> {
  if (plan.status === 'pending' || plan.status === 'cancelled') return null;
  const terms = await planSizeTerms(deps, plan);
  return terms && terms.service.parameters.length + terms.service.extras.length > 0 ? terms : null;
}

export async function planSummaryOf(
  deps: PlanSizeTermsDeps & {
    db: Database;
    plans: Pick<PlanRepository, 'find' | 'visitsBetween' | 'charges' | 'cardChanges'>;
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
    size: plan.size && { parameters: [...(plan.size.parameters ?? [])], extras: [...(plan.size.extras ?? [])] },
    sizeTerms: await sizeTermsOf(deps, plan),
    cardBrand: plan.cardBrand,
    nextVisits: next
      .slice(0, NEXT_VISITS_SHOWN)
      .map((row) => ({ reference: row.reference, date: row.date, time: row.time, paid: row.payment })),
    ...planAllowances(plan, visit, policy, deps.now),
    changeCard: await cardChangeSummary(deps, plan),
  };
}
