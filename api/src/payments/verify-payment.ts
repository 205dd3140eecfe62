/**
 * Where payment verification plugs in. `POST /api/user/appointments` asks a `PaymentVerifier` whether
 * the payment reference of an appointment was really paid, and marks the appointment paid only when it
 * answers `paid`. The provider integration (server-to-server verify with the secret key, status, amount
 * and currency checks, signed webhook) is the payments issue's work; until then the API uses
 * `pendingPaymentVerifier`, which verifies nothing, so nothing is ever marked paid on a client's word.
 */

export interface PaymentToVerify {
  reference: string;
  /** Naira expected for the appointment. */
  amount: number;
  currency: 'NGN';
  email: string;
}

export type PaymentVerification =
  | { status: 'paid' }
  | { status: 'failed'; reason: string }
  /** The verifier could not tell (not configured, provider unreachable): keep the appointment unpaid. */
  | { status: 'pending'; reason: string };

export interface PaymentVerifier {
  verify(payment: PaymentToVerify): Promise<PaymentVerification>;
}

export const pendingPaymentVerifier: PaymentVerifier = {
  async verify() {
    return { status: 'pending', reason: 'Payment verification with the provider is not set up yet' };
  },
};
