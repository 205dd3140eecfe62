/**
 * The console's plans (docs/PRODUCT.md, Recurring plans): the list with each plan's next visit, next
 * charge and last charge, and one plan's page with its terms, card, visits, charges and the staff's
 * actions (services/plan-actions.ts runs them). Reads only; the authorization code never leaves the
 * repository here (only the card's brand and last four digits do).
 */
import { lagosDate, lagosStart } from '@clean/shared/lagos-time';
import type {
  AdminPlanCharge,
  AdminPlanDetail,
  AdminPlanListItem,
  AdminPlanVisit,
  PlanState,
} from '@clean/shared/schemas';
import type { Database } from '../db/client';
import { bookingStatusOf } from '../domain/booking-status';
import type { ManagePolicy } from '../domain/manage-policy';
import { notFound } from '../http/http-errors';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { ManageRepository } from '../repositories/manage-repository';
import type { PlanPriceRepository } from '../repositories/plan-price-repository';
import type { PlanChargeRow, PlanRepository, PlanRow } from '../repositories/plan-repository';
import { PLAN_NOT_FOUND } from './plan-actions';
import { offeredAmount } from './plan-offered-price';
import { planAllowances } from './plan-summary';

const HOUR_MS = 60 * 60 * 1000;

export interface AdminPlanDeps {
  db: Database;
  plans: Pick<PlanRepository, 'list' | 'find' | 'visitsFrom' | 'allVisits' | 'chargesOfPlans'>;
  manage: Pick<ManageRepository, 'policy'>;
  planPrices: Pick<PlanPriceRepository, 'catalogueAmount'>;
  /** PLAN_CHARGE_HOURS_BEFORE. */
  planChargeHoursBefore: number;
  now: Date;
}

const PLAN_NOT_PAUSED_REASON = 'Only a paused plan can be resumed.';

/**
 * When the card is charged next: PLAN_CHARGE_HOURS_BEFORE before the soonest later visit not paid yet
 * whose charges are not over (a second refusal leaves it waiting for payment). Null for a plan that is
 * not active or has no card.
 */
function nextChargeAt(
  plan: PlanRow,
  upcoming: AppointmentRow[],
  charges: PlanChargeRow[],
  hoursBefore: number,
): string | null {
  if (plan.status !== 'active' || plan.authorizationCipher === null) return null;
  for (const visit of upcoming) {
    if (visit.payment || (visit.planVisit ?? 1) <= 1) continue;
    const refused = charges.filter((charge) => charge.appointmentId === visit.id && charge.status === 'failed');
    if (refused.length >= 2) continue;
    const start = lagosStart(visit.date, visit.time);
    if (start) return new Date(start.getTime() - hoursBefore * HOUR_MS).toISOString();
  }
  return null;
}

/** The fields a plan shows in the list and on its page. */
function listItemOf(
  plan: PlanRow,
  upcoming: AppointmentRow[],
  charges: PlanChargeRow[],
  hoursBefore: number,
): AdminPlanListItem {
  const [next] = upcoming;
  const last = charges.at(-1);
  return {
    _id: plan.id,
    status: plan.status,
    name: `${plan.firstName} ${plan.lastName}`,
    email: plan.email,
    product: plan.productName,
    service: plan.serviceName,
    frequency: plan.frequencyName,
    intervalDays: plan.intervalDays,
    amount: plan.amount,
    time: plan.time,
    durationMinutes: plan.durationMinutes,
    pausedUntil: plan.pausedUntil,
    nextVisit: next ? { appointmentId: next.id, reference: next.reference, date: next.date, time: next.time } : null,
    nextChargeAt: nextChargeAt(plan, upcoming, charges, hoursBefore),
    lastCharge: last ? { status: last.status, at: (last.settledAt ?? last.createdAt).toISOString() } : null,
    createdAt: plan.createdAt.toISOString(),
  };
}

/** One page of plans of one state (or all), newest first. */
export async function listPlans(
  deps: AdminPlanDeps,
  status: PlanState | undefined,
  page: number,
  pageSize: number,
): Promise<{ plans: AdminPlanListItem[]; total: number }> {
  const { rows, total } = await deps.plans.list(status, page, pageSize);
  const ids = rows.map((row) => row.id);
  const [visits, charges] = await Promise.all([
    deps.plans.visitsFrom(ids, lagosDate(deps.now)),
    deps.plans.chargesOfPlans(ids),
  ]);
  return {
    plans: rows.map((plan) =>
      listItemOf(
        plan,
        visits.filter((visit) => visit.planId === plan.id),
        charges.filter((charge) => charge.planId === plan.id),
        deps.planChargeHoursBefore,
      ),
    ),
    total,
  };
}

function visitOf(
  plan: PlanRow,
  visit: AppointmentRow,
  charges: PlanChargeRow[],
  policy: ManagePolicy,
  now: Date,
): AdminPlanVisit {
  const own = charges.filter((charge) => charge.appointmentId === visit.id);
  const latest = own.at(-1);
  return {
    appointmentId: visit.id,
    reference: visit.reference,
    date: visit.date,
    time: visit.time,
    visit: visit.planVisit ?? 1,
    status: bookingStatusOf(visit, now),
    paid: visit.payment,
    cancelled: visit.cancelled,
    charge: latest ? { status: latest.status, attempts: own.length } : null,
    skip: visit.cancelled
      ? { allowed: false, reason: 'This visit is cancelled.' }
      : planAllowances(plan, visit, policy, now).skip,
  };
}

/** A plan's page: its terms, card, every visit with its charges' outcome, and what the staff may do. */
export async function planDetail(deps: AdminPlanDeps, id: string): Promise<AdminPlanDetail> {
  const { now } = deps;
  const plan = await deps.plans.find(deps.db, id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const today = lagosDate(now);
  const [visits, charges, policy, offered] = await Promise.all([
    deps.plans.allVisits(plan.id),
    deps.plans.chargesOfPlans([plan.id]),
    deps.manage.policy(),
    offeredAmount(deps, plan),
  ]);
  const upcoming = visits
    .filter((visit) => !visit.cancelled && visit.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.planVisit ?? 0) - (b.planVisit ?? 0));
  const references = new Map(visits.map((visit) => [visit.id, visit.reference]));
  const [first] = visits;
  const open = first ? planAllowances(plan, first, policy, now) : null;
  return {
    ...listItemOf(plan, upcoming, charges, deps.planChargeHoursBefore),
    phone: plan.phone,
    address: plan.address,
    location: plan.location,
    firstDate: plan.firstDate,
    chargeHoursBefore: deps.planChargeHoursBefore,
    consentAt: plan.consentAt.toISOString(),
    cancelledAt: plan.cancelledAt?.toISOString() ?? null,
    offeredAmount: offered,
    card: plan.cardLast4 || plan.cardBrand ? { brand: plan.cardBrand, last4: plan.cardLast4 } : null,
    visits: visits.map((visit) => visitOf(plan, visit, charges, policy, now)),
    charges: charges.map((charge): AdminPlanCharge => ({
      reference: charge.reference,
      visitReference: references.get(charge.appointmentId) ?? '',
      attempt: charge.attempt,
      status: charge.status,
      message: charge.message,
      createdAt: charge.createdAt.toISOString(),
      settledAt: charge.settledAt?.toISOString() ?? null,
    })),
    pause: open?.pause ?? { allowed: false, reason: PLAN_NOT_FOUND },
    cancel: open?.cancel ?? { allowed: false, reason: PLAN_NOT_FOUND },
    resume:
      plan.status === 'paused' ? { allowed: true, reason: null } : { allowed: false, reason: PLAN_NOT_PAUSED_REASON },
  };
}
