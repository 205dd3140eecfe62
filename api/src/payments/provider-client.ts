/**
 * A small client of the card payment provider's server-side API (Paystack's wire format; locally the
 * payment sandbox): `GET /transaction/verify/:reference`, `POST /refund` and
 * `POST /transaction/charge_authorization`, with
 * `Authorization: Bearer {secret key}`.
 * Node's fetch with a timeout; the route code only sees the `PaymentProviderClient` interface, so tests
 * run it against the real sandbox listening on a loopback port.
 */
import { providerEnvelope, providerVerifyResponse, type ProviderTransaction } from '@clean/shared/schemas';
import { z } from 'zod';
import type { PaymentProviderSettings } from '../config';

/** What the provider says about a reference: its transaction, or that it knows no such reference. */
export type ProviderLookup = { found: true; transaction: ProviderTransaction } | { found: false; message: string };

export interface PaymentProviderClient {
  /** Throws `ProviderUnavailableError` when the provider cannot answer (network, timeout, 5xx, bad answer). */
  verifyTransaction(reference: string): Promise<ProviderLookup>;
}

/** The provider's answer to a refund request: queued (its id, which the `refund.*` webhooks name) or refused. */
export type RefundAnswer = { accepted: true; refundId: string } | { accepted: false; message: string };

export interface RefundProvider {
  /**
   * `POST /refund` with the transaction reference and the amount in kobo (Paystack's Refund API).
   * Throws `ProviderUnavailableError` when the provider cannot answer.
   */
  refund(request: { reference: string; amountKobo: number; note: string }): Promise<RefundAnswer>;
}

/** A charge of a saved card: the provider's transaction (status `success` or `failed`), or a refusal of the request. */
export type ChargeAnswer =
  { attempted: true; transaction: ProviderTransaction } | { attempted: false; message: string };

export interface AuthorizationCharger {
  /**
   * `POST /transaction/charge_authorization` (Paystack's): charges the card saved by an earlier payment.
   * A refusal (400: unknown code, duplicate reference) answers `attempted: false`; throws
   * `ProviderUnavailableError` when the provider cannot answer (nothing can be concluded then).
   */
  chargeAuthorization(request: {
    email: string;
    amountKobo: number;
    authorizationCode: string;
    reference: string;
    metadata: Record<string, string>;
  }): Promise<ChargeAnswer>;
}

/** The provider could not be asked or gave no usable answer: nothing can be concluded about the payment. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const refundAnswer = providerEnvelope.extend({
  data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }).optional(),
});

export function createProviderClient(
  settings: PaymentProviderSettings,
  fetchImpl: typeof fetch = fetch,
): PaymentProviderClient & RefundProvider & AuthorizationCharger {
  const base = settings.apiUrl.replace(/\/+$/, '');
  /** POSTs `body` with the secret key; the answer's status and parsed body, or ProviderUnavailableError. */
  async function post(path: string, body: object): Promise<{ response: Response; body: unknown }> {
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          accept: 'application/json',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      return { response, body: await readJson(response) };
    } catch (error) {
      throw new ProviderUnavailableError('The payment provider could not be reached', { cause: error });
    }
  }
  return {
    async chargeAuthorization({ email, amountKobo, authorizationCode, reference, metadata }) {
      const { response, body } = await post('/transaction/charge_authorization', {
        email,
        amount: amountKobo,
        authorization_code: authorizationCode,
        reference,
        currency: 'NGN',
        metadata,
      });
      if (response.ok) {
        const parsed = providerVerifyResponse.safeParse(body);
        if (!parsed.success) throw new ProviderUnavailableError('The payment provider gave an unexpected answer');
        return { attempted: true, transaction: parsed.data.data };
      }
      const envelope = providerEnvelope.safeParse(body);
      if (response.status === 400 && envelope.success) {
        return { attempted: false, message: envelope.data.message ?? 'The provider refused the charge' };
      }
      throw new ProviderUnavailableError(`The payment provider answered ${response.status} to the charge`);
    },
    async refund({ reference, amountKobo, note }) {
      const { response, body } = await post('/refund', {
        transaction: reference,
        amount: amountKobo,
        currency: 'NGN',
        merchant_note: note,
      });
      const parsed = refundAnswer.safeParse(body);
      if (response.ok && parsed.success && parsed.data.status && parsed.data.data) {
        return { accepted: true, refundId: parsed.data.data.id };
      }
      // The provider's refusal of this refund (400: not paid, too much, already refunded).
      if (response.status === 400 && parsed.success) {
        return { accepted: false, message: parsed.data.message ?? 'The provider refused the refund' };
      }
      throw new ProviderUnavailableError(`The payment provider answered ${response.status} to the refund`);
    },
    async verifyTransaction(reference) {
      let response: Response;
      let body: unknown;
      try {
        response = await fetchImpl(`${base}/transaction/verify/${encodeURIComponent(reference)}`, {
          method: 'GET',
          headers: { authorization: `Bearer ${settings.secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        body = await readJson(response);
      } catch (error) {
        throw new ProviderUnavailableError('The payment provider could not be reached', { cause: error });
      }
      if (response.ok) {
        const parsed = providerVerifyResponse.safeParse(body);
        if (!parsed.success) throw new ProviderUnavailableError('The payment provider gave an unexpected answer');
        return { found: true, transaction: parsed.data.data };
      }
      const envelope = providerEnvelope.safeParse(body);
      const message = envelope.success ? (envelope.data.message ?? '') : '';
      // The provider answers 400 (Paystack) or 404 "Transaction reference not found" for an unknown one.
      if ((response.status === 400 || response.status === 404) && /not found/i.test(message)) {
        return { found: false, message };
      }
      // 401 (a wrong secret key), 429, 5xx...: the payment cannot be judged now.
      throw new ProviderUnavailableError(
        `The payment provider answered ${response.status}${message ? `: ${message}` : ''}`,
      );
    },
  };
}
