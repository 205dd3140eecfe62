/**
 * Changing a plan's card from the manage link (docs/PRODUCT.md, Recurring plans): the customer pays the
 * plan's next visit that is neither paid nor being charged through the popup, as any booking is paid,
 * and the card that paid it is the one charged before the later visits.
 *
 * A change is a row before the popup opens (`startCardChange`), under the plan's lock and the visit's
 * charge lock (the charging job's claim, services/plan-charges.ts), with a reference of its own per change
 * (`{visit reference}-K{n}`). While it is pending the job does not charge the visit; after
 * CARD_CHANGE_OPEN_MINUTES the job asks the provider about it (`reconcileCardChanges`) and either settles
 * it (paid) or closes it before it charges. Settling (`settleCardChange`: the verify call, the webhook or
 * the job) is idempotent: the change turns paid once, and only then is the card replaced, the consent
 * recorded, the change audited and the customer told; the visit is paid through `recordVerifiedPayment`,
 * which pays a visit once.
 */
import type { PlanCardCheckout, PlanCardRequest, Receipt } from '@clean/shared/schemas';
import { conflict, notFound } from '../http/http-errors';
import { queuePaymentAttentionAlerts } from '../messages/admin-alerts';
import { queueBookingMessage } from '../messages/queue-message';
import {
  recordVerifiedPayment,
  settleByReference,
  settleRefusal,
  type PaymentRecorded,
  type SettleDeps,
} from './settle-payment';
import { verifyAppointmentPayment } from '../payments/verify-payment';
import type { AppointmentRow } from '../repositories/appointment-repository';
import type { AuditRepository } from '../repositories/audit-repository';
import type { Transaction } from '../db/transaction';
import type { PlanCardChangeRow, PlanRepository } from '../repositories/plan-repository';
import { bookingOfToken, customerActor, receiptOf, type ManageDeps } from './manage-booking';
import { NOT_A_PLAN } from './plan-actions';
import { cardChangeAllowance, NO_VISIT_TO_PAY, nextVisitToPay } from './plan-summary';

/** How long a started change keeps the charging job off its visit (the popup's time to be paid). */
export const CARD_CHANGE_OPEN_MINUTES = 30;
export const CARD_CHANGE_NOT_FOUND = 'No card change of this plan has this payment reference.';
export const CARD_CHANGED = 'Your card is changed: it paid this visit and will be charged before the next ones.';
/** The admins' alert when a card change paid a visit that had been paid meanwhile (both payments kept). */
export const PAID_TWICE =
  "A plan's visit was paid with a new card after it had been paid already: refund one of the two payments.";

const MINUTE_MS = 60_000;

export type CardChangeDeps = SettleDeps & {
  plans: PlanRepository;
  audit: Pick<AuditRepository, 'record'>;
};

/** The reference of the `n`th card change of a visit (unique: the provider refuses one used before). */
export const cardChangeReference = (visit: Pick<AppointmentRow, 'reference'>, n: number) => `${visit.reference}-K${n}`;

/**
 * Starts a change of the card of the plan the link's visit is part of: answers what the popup pays (the
 * next visit to pay, under a reference of its own). A change of the same visit still open is answered
 * again (a second tap, a reopened popup), not doubled. 409 with the reason when the plan is cancelled or
 * not started, no visit is to pay, or that visit is inside the cut-off; nothing is written then.
 */
export async function startCardChange(
  deps: ManageDeps & { plans: PlanRepository },
  reference: string,
  request: PlanCardRequest,
): Promise<PlanCardCheckout> {
  const { now } = deps;
  const booking = await bookingOfToken(deps, reference, request.token);
  const planId = booking.planId;
  if (!planId) throw conflict(NOT_A_PLAN);
  const change = await deps.db.transaction(async (tx) => {
    await deps.plans.lock(tx, planId);
    const plan = await deps.plans.find(tx, planId);
    if (!plan) throw conflict(NOT_A_PLAN);
    // The visit is read again under its charge lock: the job may have claimed it between the read and
    // the lock, and then the next one is the visit to pay (the job holds one visit's lock at a time).
    const locked = new Set<string>();
    let visit = plan.status === 'cancelled' ? null : await nextVisitToPay(deps.plans, tx, planId, now);
    while (visit && !locked.has(visit.id)) {
      await deps.plans.lockVisitCharge(tx, visit.id);
      locked.add(visit.id);
      visit = await nextVisitToPay(deps.plans, tx, planId, now);
    }
    const allowance = cardChangeAllowance(plan, visit, now);
    if (!allowance.allowed || !visit) throw conflict(allowance.reason ?? NO_VISIT_TO_PAY);
    const earlier = await deps.plans.cardChanges(tx, visit.id);
    const open = earlier.find(
      (row) =>
        row.status === 'pending' && row.createdAt.getTime() > now.getTime() - CARD_CHANGE_OPEN_MINUTES * MINUTE_MS,
    );
    const row =
      open ??
      (await deps.plans.startCardChange(tx, {
        planId,
        appointmentId: visit.id,
        reference: cardChangeReference(visit, earlier.length + 1),
        consentAt: now,
        createdAt: now,
      }));
    return { row, visit };
  });
  const { row, visit } = change;
  return {
    success: true,
    message: 'Pay this visit with the card you want us to charge from now on.',
    reference: row.reference,
    appointmentId: visit.id,
    visitReference: visit.reference,
    date: visit.date,
    time: visit.time,
    amount: visit.amount,
    email: visit.email,
  };
}

/**
 * Settles a card change the provider was asked about and said paid: the change turns paid once (the
 * card replaced, the consent recorded, the change audited, the customer told), and the visit is paid
 * once. A verified payment is never dropped: a visit paid meanwhile (charged, or Pay Online) keeps both
 * payments and the admins are asked to refund one.
 */
async function recordCardChange(
  deps: CardChangeDeps,
  change: PlanCardChangeRow,
  card: { code: string; last4: string | null; brand: string | null } | undefined,
): Promise<PaymentRecorded> {
  const { now } = deps;
  await deps.db.transaction(async (tx) => {
    await deps.plans.lock(tx, change.planId);
    await deps.plans.lockVisitCharge(tx, change.appointmentId);
    if (!(await deps.plans.settleCardChange(tx, change.id, 'paid', now))) return;
    const visit = await deps.plans.visit(tx, change.appointmentId);
    if (!visit) return;
    if (visit.payment) await queuePaymentAttentionAlerts(deps.outbox, tx, visit, `${PAID_TWICE} (${change.reference})`);
    // A card the provider does not let us charge again (it said so) pays the visit and replaces nothing.
    if (card) await deps.plans.replaceCard(tx, change.planId, card, change.consentAt);
    await deps.audit.record(
      {
        admin: customerActor(visit),
        action: 'plan.card-changed',
        subject: 'appointment',
        subjectId: visit.id,
        summary:
          `${visit.firstName} ${visit.lastName} ` +
          (card
            ? `changed the card of their plan to the one ending ${card.last4 ?? '?'}, paying this visit`
            : 'paid this visit of their plan with a card that cannot be charged again (the saved card stays)'),
        at: now,
      },
      tx,
    );
    if (card) {
      await queueBookingMessage(deps.outbox, tx, 'plan-card-changed', visit, `plan-card-changed:${change.reference}`, {
        card: card.last4 ?? undefined,
      });
    }
  });
  return recordVerifiedPayment(deps, change.appointmentId);
}

/** Asks the provider about a card change and settles it when paid (409/502 otherwise, nothing changed). */
export async function settleCardChange(deps: CardChangeDeps, change: PlanCardChangeRow): Promise<PaymentRecorded> {
  const visit = await deps.appointments.findForPayment({ id: change.appointmentId });
  if (!visit) throw notFound(CARD_CHANGE_NOT_FOUND);
  // Settled before (a repeat, or the webhook first): the visit's payment answers, once recorded.
  if (change.status === 'paid') return recordVerifiedPayment(deps, change.appointmentId);
  const verification = await verifyAppointmentPayment(deps.verifier, { ...visit, reference: change.reference });
  if (verification.status !== 'paid') settleRefusal(verification);
  return recordCardChange(deps, change, verification.authorization);
}

/** The popup's success on the manage page: settles the change of `reference`; answers the link's receipt. */
export async function verifyCardChange(
  deps: CardChangeDeps & ManageDeps & { plans: PlanRepository },
  linkReference: string,
  request: { token: string; reference: string },
): Promise<{ receipt: Receipt; recorded: PaymentRecorded }> {
  const booking = await bookingOfToken(deps, linkReference, request.token);
  const change = await deps.plans.cardChangeByReference(deps.db, request.reference);
  if (!change || !booking.planId || change.planId !== booking.planId) throw notFound(CARD_CHANGE_NOT_FOUND);
  const recorded = await settleCardChange(deps, change);
  const row = (await deps.appointments.findByReference(linkReference)) ?? booking;
  return { receipt: await receiptOf(deps, row), recorded };
}

/** The webhook's `charge.success`: a card change's reference settles it; any other goes the usual way. */
export async function settleWebhookReference(deps: CardChangeDeps, reference: string): Promise<PaymentRecorded> {
  const change = await deps.plans.cardChangeByReference(deps.db, reference);
  return change ? settleCardChange(deps, change) : settleByReference(deps, reference);
}

/**
 * The charging job, before it charges: each change pending longer than CARD_CHANGE_OPEN_MINUTES is asked
 * about. Paid: settled (the visit is paid, not charged). Refused, abandoned or unknown to the provider:
 * closed, so the job may charge the saved card. The provider unreachable: left pending (the visit waits).
 */
export async function reconcileCardChanges(deps: CardChangeDeps, now: Date): Promise<number> {
  let settled = 0;
  for (const change of await deps.plans.staleCardChanges(
    new Date(now.getTime() - CARD_CHANGE_OPEN_MINUTES * MINUTE_MS),
  )) {
    const visit = await deps.appointments.findForPayment({ id: change.appointmentId });
    const verification = visit
      ? await verifyAppointmentPayment(deps.verifier, { ...visit, reference: change.reference })
      : ({ status: 'failed', reason: 'The visit is gone.' } as const);
    if (verification.status === 'pending') continue;
    if (verification.status === 'paid') {
      await recordCardChange(deps, change, verification.authorization);
    } else {
      await deps.db.transaction(async (tx) => {
        await deps.plans.lockVisitCharge(tx, change.appointmentId);
        await deps.plans.settleCardChange(tx, change.id, 'closed', now);
      });
    }
    settled += 1;
  }
  return settled;
}

/**
 * Whether a change of card has the visit: pending (the customer may be paying it), or paid (its payment is
 * the visit's, even when a stop between the change's settling and the visit's payment left it unpaid for
 * a moment). The charging job leaves such a visit alone.
 */
export async function cardChangeHoldsVisit(
  plans: Pick<PlanRepository, 'cardChanges'>,
  tx: Transaction,
  appointmentId: string,
): Promise<boolean> {
  return (await plans.cardChanges(tx, appointmentId)).some((row) => row.status !== 'closed');
}
