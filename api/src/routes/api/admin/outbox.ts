import {
  idParams,
  outboxQuery,
  outboxResendRequest,
  outboxResendResponse,
  outboxResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { listOutbox, resendMessage, toOutboxMessage } from '../../../services/outbox';

export const OUTBOX_MESSAGE_NOT_FOUND = 'Message not found in the outbox.';

const TAGS = ['outbox'];

/** The outbox (docs/PRODUCT.md#admin-console): every message sent or to send, and Resend. */
const outbox: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/outbox',
    {
      schema: {
        tags: TAGS,
        summary: 'One page of the outbox, newest first',
        description:
          '`status` (queued, sent or failed; all when absent), `channel` (whatsapp, sms or email), ' +
          '`recipient` (one address or phone, any case), ' +
          '`page` (from 1) of `pageSize` (1 to 100, ' +
          'default 20). A failed message carries the server’s reason in `lastError`; WhatsApp and SMS messages ' +
          'their last report in `delivery`; `fallbackOf` names the message a fallback replaced, `fallbackId` ' +
          'the fallback that replaced it.',
        security: adminSecurity,
        querystring: outboxQuery,
        response: { 200: outboxResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { status, channel, recipient, page, pageSize } = request.query;
      const found = await listOutbox(app.deps, { status, channel, recipient }, page, pageSize);
      return { success: true as const, messages: found.messages, total: found.total, page, pageSize };
    },
  );

  app.post(
    '/outbox/:id/resend',
    {
      schema: {
        tags: TAGS,
        summary: 'Queue a copy of a message (sent by a job); for a failed one, its retry',
        description:
          'A data request’s e-mail (an erasure’s confirmation or a download’s link) is refused with 409: its ' +
          'one-time code is not kept once sent, so the customer asks again from their booking page. With ' +
          '`channel`, the copy goes on that channel to the booking’s phone (E.164) or e-mail; 409 with the reason ' +
          'when that channel cannot reach them (no booking, not a mobile number, STOP, not configured, ' +
          'WhatsApp without the customer’s choice).',
        security: adminSecurity,
        params: idParams,
        // No body at all: a copy on the message's own channel, as before channels.
        body: z.preprocess((body) => body ?? {}, outboxResendRequest.strict()),
        response: { 201: outboxResendResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const copy = await resendMessage(app.deps, request.params.id, request.body.channel);
      if (!copy) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
      return reply
        .code(201)
        .send({ success: true, message: 'A copy is queued.', outboxMessage: toOutboxMessage(copy) });
    },
  );
};

export default outbox;
