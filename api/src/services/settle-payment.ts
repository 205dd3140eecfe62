/**
 * Recording a payment, the one way both the record call (`POST /api/user/appointments`) and the
 * provider's webhook do it: an already paid appointment answers at once and changes nothing; otherwise
 * the verifier asks the provider, and only a verified payment is recorded. A verified payment is never
 * dropped: it confirms the booking (also after its hold ran out, while a crew is free), or it is
 * recorded and flagged for the company (slot taken meanwhile, booking cancelled or deleted), and the customer is
 * told the company will call. A refused or unverifiable payment changes nothing; its message says the
 * money is safe and will be reconciled.
 */
import type { AttentionReason } from '@clean/shared/schemas';
import { conflict, HttpError, notFound } from '../http/http-errors';
import type { AppointmentRepository, AppointmentRow, PaidResult } from '../repositories/appointment-repository';
import { queueNewBookingAlerts, queuePaymentAttentionAlerts } from '../messages/admin-alerts';
import { queueBookingMessage, type BookingMessageOutbox } from '../messages/queue-message';
import { transact, type Transaction, type UnitOfWork } from '../db/transaction';
import { extendPlan, type PlanVisitDeps } from './plan-visits';
import {
  verifyAppointmentPayment,
  type PaymentVerification,
  type PaymentVerifier,
  type SavedAuthorization,
} from '../payments/verify-payment';

export const PAYMENT_CONFIRMED = 'Payment confirmed. Your appointment is booked.';
export const PAYMENT_ALREADY_RECORDED = 'Your payment was already recorded. See you soon!';
const WE_WILL_CALL = 'Your payment is safe: we will call you to arrange another time or a refund.';
export const ATTENTION_MESSAGES: Record<AttentionReason, string> = {
  'slot-taken': `We received your payment, but this time was booked by someone else after your slot hold ran out. ${WE_WILL_CALL}`,
  cancelled: `We received your payment, but this booking had been cancelled. ${WE_WILL_CALL}`,
  deleted: `We received your payment, but this booking had been removed. ${WE_WILL_CALL}`,
  'refund-failed': `Your refund could not be sent back to your card. We will call you to refund it another way.`,
  'charge-failed': 'We could not charge your saved card for this visit. Please pay online to keep it.',
  'could-not-work': `Our crew could not do this visit. ${WE_WILL_CALL}`,
};
/** Why a payment needs attention, as the admins' alert says it. */
export const ATTENTION_FOR_ADMINS: Record<AttentionReason, string> = {
  'slot-taken':
    'This booking was paid after its hold ran out, and its slot had been taken since: call about a new time or a refund.',
  cancelled: 'This booking was paid after it had been cancelled: call about a new time or a refund.',
  deleted: 'This booking was paid after it had been deleted: call about a new time or a refund.',
  'refund-failed':
    'The payment provider could not refund this booking: return the money another way and mark it refunded by hand.',
  'charge-failed':
    "A plan's visit could not be charged to the saved card twice: the customer was sent a pay link; call them before the visit",
  'could-not-work': 'The crew could not do this visit (see its timeline): call the customer and rebook it.',
};
export const ATTENTION_ALREADY_RECORDED = `Your payment was already recorded. ${WE_WILL_CALL}`;
export const PROVIDER_UNREACHABLE =
  'We could not reach the payment provider to confirm your payment. Your payment is safe and your booking is ' +
  'kept: we will reconcile it as soon as the provider answers. Please try again in a moment.';
export const APPOINTMENT_GONE =
  'We could not find this appointment. If you were charged, your payment is safe: please contact us with your payment reference.';

/** A plan's first payment also makes its visits up to the horizon (`extendPlan`). */
export interface SettleDeps extends UnitOfWork, PlanVisitDeps {
  appointments: AppointmentRepository;
  verifier: PaymentVerifier;
  now: Date;
  outbox: BookingMessageOutbox;
}

/** What a recorded payment bought, for the answer of the record call. */
export interface PaymentRecorded {
  status: 'paid' | 'needs-attention';
  message: string;
}

/** A paid row's answer (also for repeats): confirmed, or flagged with the company's promise to call. */
export function recordedAnswer(row: AppointmentRow): PaymentRecorded {
  return row.needsAttention
    ? { status: 'needs-attention', message: ATTENTION_ALREADY_RECORDED }
    : { status: 'paid', message: PAYMENT_ALREADY_RECORDED };
}

/**
 * A plan just started shows the visits the customer signed up for at once, not only its first one until
 * the hourly horizon job runs: its next visits are made as after a skip, once the payment is committed
 * (a visit takes its crew-day lock, which comes before any row lock: locks.ts). A repeat (the webhook
 * recorded the payment first) extends it too: under the plan's lock it waits for the visits the first
 * caller is making, or makes them if that process stopped after its commit, so a paid answer always
 * comes with the visits the customer sees next.
 */
async function extendStartedPlan(deps: SettleDeps, row: AppointmentRow): Promise<void> {
  if (row.planId && row.planVisit === 1) await extendPlan(deps, row.planId, deps.now);
}

/** Records a payment the provider verified (see `markPaid`). */
export async function recordVerifiedPayment(
  deps: SettleDeps,
  appointmentId: string,
  authorization: SavedAuthorization | null = null,
): Promise<PaymentRecorded> {
  // A paid booking holds its crew for good (a revived one takes it again): the feed hears of it.
  const result: PaidResult = await transact(
    deps,
    'availability',
    (paid) => paid.outcome !== 'not-found' && paid.outcome !== 'already-paid',
    async (tx: Transaction) => {
      const paid = await deps.appointments.markPaid(tx, appointmentId, deps.now);
      // A confirmed booking (not a flagged one: the company calls) gets its confirmation, in this transaction.
      if (paid.outcome === 'paid' || paid.outcome === 'revived') {
        // A plan starts with its first visit paid, keeping the card to charge before the next ones (the
        // customer consented on the form: services/booking.ts).
        if (paid.row.planId && paid.row.planVisit === 1) await deps.plans.activate(tx, paid.row.planId, authorization);
        await queueBookingMessage(deps.outbox, tx, 'payment-confirmed', paid.row);
        await queueNewBookingAlerts(deps.outbox, tx, paid.row);
      }
      // The admins hear of a payment they must act on at once.
      if (paid.outcome === 'needs-attention') {
        await queuePaymentAttentionAlerts(deps.outbox, tx, paid.row, ATTENTION_FOR_ADMINS[paid.reason]);
      }
      return paid;
    },
  );
  if (result.outcome === 'paid' || result.outcome === 'revived' || result.outcome === 'already-paid') {
    await extendStartedPlan(deps, result.row);
  }
  switch (result.outcome) {
    case 'not-found':
      throw notFound(APPOINTMENT_GONE);
    case 'already-paid':
      return recordedAnswer(result.row);
    case 'needs-attention':
      return { status: 'needs-attention', message: ATTENTION_MESSAGES[result.reason] };
    default:
      return { status: 'paid', message: PAYMENT_CONFIRMED };
  }
}

/** The provider's webhook: settles the payment of the appointment its reference was issued for. */
export async function settleByReference(deps: SettleDeps, reference: string): Promise<PaymentRecorded> {
  const appointment = await deps.appointments.findForPayment({ reference });
  if (appointment) return settlePayment(deps, appointment);
  // A charge of a plan's saved card has a reference of its own (services/plan-charges.ts).
  const charge = await deps.plans.chargeByReference(reference);
  const visit = charge ? await deps.appointments.findForPayment({ id: charge.appointmentId }) : null;
  if (!charge || !visit) throw notFound('No appointment has this payment reference.');
  if (visit.payment) return recordedAnswer(visit);
  const verification = await verifyAppointmentPayment(deps.verifier, { ...visit, reference });
  if (verification.status !== 'paid') return settleRefusal(verification);
  await deps.db.transaction((tx) => deps.plans.settleCharge(tx, charge.id, 'success', null, deps.now));
  return recordVerifiedPayment(deps, visit.id);
}

/** The answer to a payment the provider did not verify: refused (409), or not known yet (502). */
export function settleRefusal(verification: Exclude<PaymentVerification, { status: 'paid' }>): never {
  if (verification.status === 'failed') {
    throw conflict(
      `We could not confirm this payment. ${verification.reason} If you were charged, your payment is safe: ` +
        'we check every payment with the provider and will reconcile it. Please contact us with your payment reference.',
    );
  }
  throw new HttpError(502, PROVIDER_UNREACHABLE);
}

export async function settlePayment(deps: SettleDeps, appointment: AppointmentRow): Promise<PaymentRecorded> {
  if (appointment.payment) {
    await extendStartedPlan(deps, appointment);
    return recordedAnswer(appointment);
  }
  const verification = await verifyAppointmentPayment(deps.verifier, appointment);
  if (verification.status === 'paid') {
    return recordVerifiedPayment(deps, appointment.id, verification.authorization ?? null);
  }
  return settleRefusal(verification);
}
