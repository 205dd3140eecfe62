import { z } from 'zod';
import { messageResponse } from './common';

/**
 * The card payment provider's server-side answers (Paystack's wire format, also the local sandbox's),
 * as far as the API reads them: `GET /transaction/verify/:reference` and the `charge.success` webhook.
 * Unknown fields are kept out of the parsed value (zod objects strip them), so the provider may add any.
 */

/** `data` of a verify answer and of a webhook: one transaction. Amounts are in kobo (Naira × 100). */
export const providerTransaction = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
  gateway_response: z.string().nullable().optional(),
  metadata: z.unknown().optional(),
  customer: z.object({ email: z.string().optional() }).partial().nullable().optional(),
  /**
   * The card that paid, when a card did: `authorization_code` charges it again later (a plan's visits)
   * when `reusable`; an empty object otherwise. Never card data beyond the last four digits.
   */
  authorization: z
    .object({
      authorization_code: z.string(),
      reusable: z.boolean(),
      last4: z.string(),
      brand: z.string(),
    })
    .partial()
    .nullable()
    .optional(),
});
export type ProviderTransaction = z.infer<typeof providerTransaction>;

/** The envelope of every provider answer: `{ status, message, data? }`. */
export const providerEnvelope = z.object({ status: z.boolean(), message: z.string().optional() });

/** A successful `GET /transaction/verify/:reference`. */
export const providerVerifyResponse = providerEnvelope.extend({ status: z.literal(true), data: providerTransaction });
export type ProviderVerifyResponse = z.infer<typeof providerVerifyResponse>;

/** Body of a provider webhook: `{ event, data }`; only `charge.success` carries a transaction we read. */
export const providerWebhookEvent = z.object({ event: z.string().min(1), data: z.unknown() });
export type ProviderWebhookEvent = z.infer<typeof providerWebhookEvent>;

/** `data` of a `charge.success` webhook: what the API needs to find the appointment. */
export const chargeSuccessData = z.object({ reference: z.string().trim().min(1).max(100) });

/** POST /api/payments/webhook answers `{ success, message }`. */
export const paymentWebhookResponse = messageResponse;
export type PaymentWebhookResponse = z.infer<typeof paymentWebhookResponse>;
