/**
 * Charging a plan's later visits to the saved card (docs/PRODUCT.md, Recurring plans): a job calls
 * `chargeDueVisits` and each visit due within PLAN_CHARGE_HOURS_BEFORE is charged through the
 * provider's charge authorization, at the plan's price, with a reference of its own per attempt.
 *
 * Never twice: an attempt is a row (unique per visit and attempt, its reference unique) written and
 * committed under the visit's charge lock before the provider is asked, so a second worker, or a retry of
 * the job, finds it and does not charge again; the provider refuses a reference used before all the
 * same. Never for a cancelled, deleted, paid or skipped visit, nor a plan that is not active, nor one
 * without the card its customer consented to (the visit is read again under the lock). A refused
 * charge is tried once more CHARGE_RETRY_HOURS later; after the second refusal the visit waits for the
 * customer's payment (a message with the pay link; the admins see it under needs attention) and is
 * released at its hold time like any unpaid booking. An attempt whose answer never came is reconciled
 * from the provider's verify answer after PLAN_CHARGE_RECONCILE_MINUTES (`reconcileCharge`). A visit
 * whose customer is paying it with a new card (a pending card change, plan-card.ts) is not charged.
 */
import { CURRENCY } from '@clean/shared/constants';
import { lagosDate, lagosStart } from '@clean/shared/lagos-time';
import { queuePaymentAttentionAlerts } from '../messages/admin-alerts';
import { queueBookingMessage } from '../messages/queue-message';
import { ProviderUnavailableError, type AuthorizationCharger } from '../payments/provider-client';
import { recordVerifiedPayment, ATTENTION_FOR_ADMINS, type SettleDeps } from './settle-payment';
import { toKobo, verifyAppointmentPayment } from '../payments/verify-payment';
import type { AppointmentRepository, AppointmentRow } from '../repositories/appointment-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import type { PlanChargeRow, PlanRepository, PlanRow } from '../repositories/plan-repository';
import { addDays } from '@clean/shared/lagos-time';
import { cardChangeHoldsVisit, reconcileCardChanges } from './plan-card';

/** How long after a refused charge it is tried again (once). */
export const CHARGE_RETRY_HOURS = 4;
/** Attempts per visit: the first and one retry. */
export const CHARGE_ATTEMPTS = 2;

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface PlanChargeDeps extends SettleDeps {
  plans: PlanRepository;
  appointments: AppointmentRepository;
  charger: AuthorizationCharger;
  /** A card change the job settles is audited as the customer's (plan-card.ts). */
  audit: Pick<AuditRepository, 'record'>;
  chargeHoursBefore: number;
  /** PLAN_CHARGE_RECONCILE_MINUTES: how long an attempt may stay pending before the provider is asked about it. */
  reconcileMinutes: number;
}

/**
 * What a run did for a visit. `not-sent`: an attempt the provider never received (reconciled: failed, so
 * the retry follows as after a refusal).
 */
export type ChargeOutcome = 'charged' | 'refused' | 'waiting-for-payment' | 'not-sent' | 'not-due' | 'unavailable';

/** A reconciled attempt the provider has no record of: it never reached it, so nothing was charged. */
export const CHARGE_NOT_SENT = 'Not sent: the payment provider has no record of this charge.';

/** The reference of attempt `attempt` of a visit: the visit's own, with the attempt (unique, never reused). */
export const chargeReference = (visit: Pick<AppointmentRow, 'reference'>, attempt: number): string =>
  `${visit.reference}-C${attempt}`;

/** The next attempt due at `now` for a visit with `charges` (newest first), or null. */
function nextAttempt(charges: PlanChargeRow[], now: Date): number | null {
  const [last] = charges;
  if (!last) return 1;
  // In flight (another worker, or one that stopped mid-way: the provider refuses its reference again),
  // or paid.
  if (last.status !== 'failed') return null;
  if (last.attempt >= CHARGE_ATTEMPTS) return null;
  const retryAt = (last.settledAt ?? last.createdAt).getTime() + CHARGE_RETRY_HOURS * HOUR_MS;
  return retryAt <= now.getTime() ? last.attempt + 1 : null;
}

/** Whether the visit's charge is due: within `chargeHoursBefore` of its start, and not started yet. */
function chargeDue(visit: AppointmentRow, chargeHoursBefore: number, now: Date): boolean {
  const start = lagosStart(visit.date, visit.time);
  return start !== null && start > now && start.getTime() - chargeHoursBefore * HOUR_MS <= now.getTime();
}

/**
 * Claims the next attempt of a visit: under the visit's charge lock, the visit and its plan read again
 * (still owed, plan active with its card and consent), and the attempt row written. Null: nothing to do.
 */
async function claimAttempt(
  deps: PlanChargeDeps,
  appointmentId: string,
  now: Date,
): Promise<{ charge: PlanChargeRow; visit: AppointmentRow; plan: PlanRow } | null> {
  return deps.db.transaction(async (tx) => {
    await deps.plans.lockVisitCharge(tx, appointmentId);
    const visit = await deps.plans.visit(tx, appointmentId);
    if (!visit || !visit.planId || visit.payment || visit.cancelled || (visit.planVisit ?? 1) <= 1) return null;
    const plan = await deps.plans.find(tx, visit.planId);
    if (!plan || plan.status !== 'active' || !plan.authorizationCipher || !plan.consentAt) return null;
    if (!chargeDue(visit, deps.chargeHoursBefore, now)) return null;
    // The customer is paying it with a new card (plan-card.ts): that payment, not the saved card, pays it.
    if (await cardChangeHoldsVisit(deps.plans, tx, visit.id)) return null;
    const attempt = nextAttempt(await deps.plans.charges(tx, visit.id), now);
    if (attempt === null) return null;
    const charge = await deps.plans.startCharge(tx, {
      planId: plan.id,
      appointmentId: visit.id,
      attempt,
      reference: chargeReference(visit, attempt),
      createdAt: now,
    });
    return charge ? { charge, visit, plan } : null;
  });
}

/** The second refusal: the customer gets the pay link, the admins the alert. */
async function waitForPayment(deps: PlanChargeDeps, visit: AppointmentRow, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await queueBookingMessage(deps.outbox, tx, 'plan-payment-needed', visit, 'plan-payment-needed', { note: reason });
    await queuePaymentAttentionAlerts(deps.outbox, tx, visit, `${ATTENTION_FOR_ADMINS['charge-failed']} (${reason})`);
    await deps.appointments.flagChargeFailed(tx, visit.id);
  });
}

/** Charges one visit when its charge is due; what happened. */
export async function chargeVisit(deps: PlanChargeDeps, appointmentId: string, now: Date): Promise<ChargeOutcome> {
  const claimed = await claimAttempt(deps, appointmentId, now);
  if (!claimed) return 'not-due';
  const { charge, visit, plan } = claimed;
  const authorizationCode = deps.plans.authorizationCode(plan);
  if (!authorizationCode) return 'not-due';
  let answer;
  try {
    answer = await deps.charger.chargeAuthorization({
      email: plan.email,
      // The visit's own price: the plan's when it was made, or a new one accepted before this claim.
      amountKobo: toKobo(visit.amount),
      authorizationCode,
      reference: charge.reference,
      metadata: { appointmentId: visit.id, planId: plan.id },
    });
  } catch (error) {
    // Nothing can be concluded: the attempt stays pending (the provider's webhook, or a later look at
    // the reference, settles it) and is never sent again under another reference.
    if (error instanceof ProviderUnavailableError) return 'unavailable';
    throw error;
  }
  const transaction = answer.attempted ? answer.transaction : null;
  const paid =
    transaction?.status === 'success' &&
    transaction.reference === charge.reference &&
    transaction.amount === toKobo(visit.amount) &&
    transaction.currency.toUpperCase() === CURRENCY;
  if (paid) {
    await deps.db.transaction((tx) => deps.plans.settleCharge(tx, charge.id, 'success', null, now));
    await recordVerifiedPayment(deps, visit.id);
    return 'charged';
  }
  const reason = transaction?.gateway_response ?? (answer.attempted ? 'Charge failed' : answer.message);
  return settleRefused(deps, charge, visit, reason, now);
}

/** A refused (or never sent) attempt: failed; after the last one the visit waits for the customer's payment. */
async function settleRefused(
  deps: PlanChargeDeps,
  charge: PlanChargeRow,
  visit: AppointmentRow,
  reason: string,
  now: Date,
): Promise<'refused' | 'waiting-for-payment' | 'not-due'> {
  // Settled meanwhile (the webhook, another worker's reconciliation): that one decided.
  if (!(await deps.db.transaction((tx) => deps.plans.settleCharge(tx, charge.id, 'failed', reason, now)))) {
    return 'not-due';
  }
  if (charge.attempt >= CHARGE_ATTEMPTS) {
    await waitForPayment(deps, visit, reason);
    return 'waiting-for-payment';
  }
  return 'refused';
}

/**
 * Settles one attempt whose provider answer never came (the call timed out, the process stopped) and
 * that no webhook settled, as the webhook would: the provider's verify answer for its reference decides.
 * Paid: the charge succeeds and the visit is paid (once: a later webhook finds it paid). Refused: as a
 * refusal. Unknown to the provider: it was never sent, so nothing was charged: failed, and the retry
 * path takes over (under another reference; the provider never sees this one again). Still pending at the
 * provider, or the provider unreachable: left for the next run.
 */
export async function reconcileCharge(deps: PlanChargeDeps, charge: PlanChargeRow, now: Date): Promise<ChargeOutcome> {
  const visit = await deps.appointments.findForPayment({ id: charge.appointmentId });
  if (!visit) return 'not-due';
  const verification = await verifyAppointmentPayment(deps.verifier, { ...visit, reference: charge.reference });
  if (verification.status === 'pending') return 'unavailable';
  if (verification.status === 'paid') {
    if (!(await deps.db.transaction((tx) => deps.plans.settleCharge(tx, charge.id, 'success', null, now)))) {
      return 'not-due';
    }
    await recordVerifiedPayment(deps, visit.id);
    return 'charged';
  }
  if (verification.unknownReference) {
    const outcome = await settleRefused(deps, charge, visit, CHARGE_NOT_SENT, now);
    return outcome === 'refused' ? 'not-sent' : outcome;
  }
  // The card's own refusal; any other status (pending, ongoing) is the provider still deciding.
  if (verification.providerStatus === 'failed') return settleRefused(deps, charge, visit, verification.reason, now);
  return 'unavailable';
}

/** Reconciles every attempt pending longer than `reconcileMinutes` at `now` (the charging job, before it charges). */
export async function reconcileStaleCharges(deps: PlanChargeDeps, now: Date): Promise<VisitCharge[]> {
  const outcomes: VisitCharge[] = [];
  for (const charge of await deps.plans.staleCharges(new Date(now.getTime() - deps.reconcileMinutes * MINUTE_MS))) {
    const outcome = await reconcileCharge(deps, charge, now);
    if (outcome !== 'not-due') outcomes.push({ appointmentId: charge.appointmentId, outcome });
  }
  return outcomes;
}

/** What the charging job did for one visit. */
export interface VisitCharge {
  appointmentId: string;
  outcome: ChargeOutcome;
}

/**
 * The charging job: reconciles the attempts left pending, then charges every visit whose charge is due at
 * `now`; answers what it did, visit by visit.
 */
export async function chargeDueVisits(deps: PlanChargeDeps, now: Date): Promise<VisitCharge[]> {
  // First the attempts whose answer never came: a visit reconciled as not sent may be charged again below.
  const outcomes: VisitCharge[] = await reconcileStaleCharges(deps, now);
  // Then the card changes left open: paid ones pay their visit, abandoned ones let the saved card be charged.
  await reconcileCardChanges(deps, now);
  const candidates = await deps.plans.chargeableVisits(addDays(lagosDate(now), -1));
  for (const { appointment } of candidates) {
    if (!chargeDue(appointment, deps.chargeHoursBefore, now)) continue;
    const outcome = await chargeVisit(deps, appointment.id, now);
    // Another worker's claim, or a visit no longer owed: nothing was done for it here.
    if (outcome !== 'not-due') outcomes.push({ appointmentId: appointment.id, outcome });
  }
  return outcomes;
}
