/**
 * Payment verification. `POST /api/user/appointments` and the provider's webhook ask a
 * `PaymentVerifier` whether the payment reference of an appointment was really paid, and mark the
 * appointment paid only when it answers `paid`. `providerPaymentVerifier` asks the provider server to
 * server (secret key) and checks status, amount (kobo), currency and that the transaction is this
 * appointment's.
 */
import { CURRENCY, MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import type { PaymentProviderClient } from './provider-client';
import { ProviderUnavailableError } from './provider-client';
import type { SavedAuthorization } from '../repositories/plan-repository';

export interface PaymentToVerify {
  /** The appointment the payment must belong to. */
  appointmentId: string;
  reference: string;
  /** Naira expected for the appointment. */
  amount: number;
  currency: typeof CURRENCY;
  email: string;
}

export type { SavedAuthorization };

export type PaymentVerification =
  /** Paid; `authorization` when a card paid and the provider says it can be charged again. */
  | { status: 'paid'; authorization?: SavedAuthorization }
  /**
   * The provider says this payment does not pay for this appointment (yet); `reason` says why, for a
   * person. `providerStatus` is the transaction's status when it is this appointment's, of the right
   * amount and currency, but not successful: `pending` is a bank transfer on its way. `unknownReference`:
   * the provider has no transaction of this reference at all (it was never sent to it).
   */
  | { status: 'failed'; reason: string; providerStatus?: string; unknownReference?: true }
  /** The verifier could not tell (provider unreachable or refusing our key): keep the appointment unpaid. */
  | { status: 'pending'; reason: string };

export interface PaymentVerifier {
  verify(payment: PaymentToVerify): Promise<PaymentVerification>;
}

/** The appointment's fields a verification checks the payment against. */
type AppointmentToVerify = Pick<PaymentToVerify, 'reference' | 'amount' | 'email'> & { id: string };

/**
 * Asks the verifier whether the appointment's own payment reference paid its price, in our currency:
 * the one request the record call, the webhook and a reported transfer all make.
 */
export const verifyAppointmentPayment = (
  verifier: PaymentVerifier,
  appointment: AppointmentToVerify,
): Promise<PaymentVerification> =>
  verifier.verify({
    appointmentId: appointment.id,
    reference: appointment.reference,
    amount: appointment.amount,
    currency: CURRENCY,
    email: appointment.email,
  });

/** Naira to kobo, the provider's unit (docs/PRODUCT.md, Payments and holds: amounts × 100); rounded, as Naira carry 2 decimals. */
export const toKobo = (naira: number): number => Math.round(naira * MINOR_UNITS_PER_NAIRA);

/** `metadata.appointmentId` of a transaction, when the payer's page set one (object or JSON text). */
function metadataAppointmentId(metadata: unknown): string | undefined {
  let value = metadata;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const id = (value as Record<string, unknown>).appointmentId;
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

/** Verifies with the provider's `GET /transaction/verify/:reference`. */
export function providerPaymentVerifier(client: PaymentProviderClient): PaymentVerifier {
  return {
    async verify(payment) {
      let lookup;
      try {
        lookup = await client.verifyTransaction(payment.reference);
      } catch (error) {
        if (error instanceof ProviderUnavailableError) return { status: 'pending', reason: error.message };
        throw error;
      }
      if (!lookup.found) {
        return { status: 'failed', reason: 'No payment was found for this reference.', unknownReference: true };
      }
      const { transaction } = lookup;
      if (transaction.reference !== payment.reference) {
        return { status: 'failed', reason: 'The payment found is for another reference.' };
      }
      const owner = metadataAppointmentId(transaction.metadata);
      if (owner !== undefined && owner !== payment.appointmentId) {
        return { status: 'failed', reason: 'This payment belongs to another appointment.' };
      }
      if (transaction.currency.toUpperCase() !== payment.currency) {
        return {
          status: 'failed',
          reason: `The payment was made in ${transaction.currency}, not ${payment.currency}.`,
        };
      }
      if (transaction.amount !== toKobo(payment.amount)) {
        return { status: 'failed', reason: 'The amount paid does not match the price of the appointment.' };
      }
      // Status last: a pending transfer is reported only when it is for this appointment, in full.
      if (transaction.status !== 'success') {
        return {
          status: 'failed',
          reason: `The payment is not complete (status: ${transaction.status}).`,
          providerStatus: transaction.status,
        };
      }
      const card = transaction.authorization;
      return card?.reusable && card.authorization_code
        ? {
            status: 'paid',
            authorization: { code: card.authorization_code, last4: card.last4 ?? null, brand: card.brand ?? null },
          }
        : { status: 'paid' };
    },
  };
}
