/**
 * Marking an appointment paid, the one way both the record call (`POST /api/user/appointments`) and
 * the provider's webhook do it: an already paid appointment answers at once and changes nothing;
 * otherwise the verifier asks the provider, and only a verified payment marks it paid. A refused or
 * unverifiable payment changes nothing and is an error a person can act on.
 */
import { conflict, HttpError } from '../lib/http-errors';
import type { AppointmentRepository, AppointmentRow } from '../repositories/appointment-repository';
import type { PaymentVerifier } from './verify-payment';

export const PAYMENT_CONFIRMED = 'Payment confirmed. Your appointment is booked.';
export const PAYMENT_ALREADY_RECORDED = 'Your payment was already recorded. See you soon!';
export const PROVIDER_UNREACHABLE =
  'We could not reach the payment provider to confirm your payment. Your booking is kept; please try again in a moment.';

export interface SettleDeps {
  appointments: AppointmentRepository;
  verifier: PaymentVerifier;
}

export async function settlePayment(deps: SettleDeps, appointment: AppointmentRow): Promise<string> {
  if (appointment.cancelled) throw conflict('This appointment was cancelled. Please contact us about your payment.');
  if (appointment.payment) return PAYMENT_ALREADY_RECORDED;
  const verification = await deps.verifier.verify({
    appointmentId: appointment.id,
    reference: appointment.reference,
    amount: appointment.amount,
    currency: 'NGN',
    email: appointment.email,
  });
  if (verification.status === 'paid') {
    await deps.appointments.markPaid(appointment.id);
    return PAYMENT_CONFIRMED;
  }
  if (verification.status === 'failed') {
    throw conflict(`We could not confirm this payment. ${verification.reason} Please contact us if you were charged.`);
  }
  throw new HttpError(502, PROVIDER_UNREACHABLE);
}
