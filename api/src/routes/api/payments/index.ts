import {
  chargeSuccessData,
  paymentWebhookResponse,
  providerWebhookEvent,
  refundWebhookData,
} from '@clean/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, unauthorized } from '../../../http/http-errors';
import { errorResponses } from '../../../http/route-options';
import { settleRefundEvent } from '../../../services/manage-booking';
import { settleWebhookReference } from '../../../services/plan-card';
import { hasValidSignature, SIGNATURE_HEADER } from '../../../payments/webhook-signature';

/** Raw bodies of this plugin's requests: the signature is over the bytes as sent, not a re-encoding. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * `POST /api/payments/webhook`: the provider's signed events. `charge.success` is reconciled as the
 * record call is: the reference names the appointment, the provider is asked (server to server) and only
 * a verified payment is recorded, so a paid booking is kept even if the payer's browser died (after its
 * hold ran out or a cancel too: then it is flagged for the company, see settle-payment.ts). Replays
 * are harmless (a paid appointment changes no more); other events are acknowledged and ignored.
 */
const payments: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own JSON parser (encapsulated): keep the raw bytes, parse after the signature check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, typeof body === 'string' ? Buffer.from(body) : body);
    done(null, undefined);
  });

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: "The payment provider's webhook (charge.success, refund.processed, refund.failed)",
        description:
          `Signed by the provider: \`${SIGNATURE_HEADER}\` is the HMAC-SHA512 (hex) of the raw body keyed with ` +
          'the secret key; 401 otherwise. `charge.success` is verified with the provider before the ' +
          'payment of its reference is recorded (paid, or flagged needs-attention when its slot was taken after ' +
          'the hold ran out or it was cancelled; 404 unknown reference, 409 refused payment, 502 ' +
          'provider unreachable, 503 database unreachable: the provider retries, and a retry records it once); ' +
          "a card change's reference (`-K{n}`) settles that change once " +
          '(services/plan-card.ts). `refund.processed` and `refund.failed` settle the refund ' +
          'they name once (a replay changes nothing): processed takes its money out of the earnings, failed ' +
          'flags the booking for the company. Other events are acknowledged and ignored.',
        response: { 200: paymentWebhookResponse, ...errorResponses(400, 401, 404, 409, 413, 415, 502) },
      },
    },
    async (request) => {
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      if (!hasValidSignature(raw, request.headers[SIGNATURE_HEADER], app.config.payments.secretKey)) {
        throw unauthorized('The webhook signature is missing or does not match.');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        throw badRequest('The webhook body is not valid JSON.');
      }
      const event = providerWebhookEvent.safeParse(json);
      if (!event.success) throw badRequest('The webhook body must be an object with an event and its data.');
      if (event.data.event === 'refund.processed' || event.data.event === 'refund.failed') {
        const refund = refundWebhookData.safeParse(event.data.data);
        if (!refund.success) throw badRequest('A refund event must carry the refund id and transaction reference.');
        const status = event.data.event === 'refund.processed' ? 'processed' : 'failed';
        const outcome = await settleRefundEvent(
          {
            ...app.deps,
            refundProvider: app.refundProvider,
            planChargeHoursBefore: app.config.plans.chargeHoursBefore,
            secret: app.config.manageLinkSecret,
            now: app.now(),
          },
          {
            providerRefundId: refund.data.id,
            reference: refund.data.transaction_reference,
            amountKobo: refund.data.amount ?? null,
          },
          status,
          status === 'failed' ? 'The provider could not send the money back' : null,
        );
        return { success: true, message: `Refund ${refund.data.id}: ${outcome}.` };
      }
      if (event.data.event !== 'charge.success') {
        return { success: true, message: `Event ${event.data.event} acknowledged; nothing to do.` };
      }
      const data = chargeSuccessData.safeParse(event.data.data);
      if (!data.success) throw badRequest('A charge.success event must carry the payment reference.');
      const { message } = await settleWebhookReference(
        {
          ...app.deps,
          verifier: app.paymentVerifier,
          horizonVisits: app.config.plans.horizonVisits,
          now: app.now(),
        },
        data.data.reference,
      );
      return { success: true, message };
    },
  );
};

export default payments;
