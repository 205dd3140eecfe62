import { messageResponse } from '@clean/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../../http/http-errors';
import { errorResponses } from '../../../http/route-options';
import { receiveTermiiWebhook, receiveWhatsAppWebhook } from '../../../services/delivery-reports';

/** Raw bodies of this plugin's requests: a signature is over the bytes as sent, not a re-encoding. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

const TAGS = ['messaging'];
/** Meta's and Termii's signature headers. */
const META_SIGNATURE_HEADER = 'x-hub-signature-256';
const TERMII_SIGNATURE_HEADER = 'x-termii-signature';

const handshakeQuery = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

/**
 * `/api/messaging/…`: the WhatsApp Cloud API's and Termii's signed webhooks (docs/ARCHITECTURE.md,
 * "Messages on WhatsApp and SMS"): delivery reports move our messages forward (a failure queues the
 * fallback), customers' messages are kept for the inbox, STOP and START turn a channel off and on.
 */
const messaging: FastifyPluginAsyncZod = async (app) => {
  // This plugin's own JSON parser (encapsulated), as the payment webhook's: keep the raw bytes, parse
  // after the signature check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    rawBodies.set(request, typeof body === 'string' ? Buffer.from(body) : body);
    done(null, undefined);
  });
  const { whatsapp, termii } = app.config.messaging;

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags: TAGS,
        summary: "Meta's webhook verification handshake",
        description:
          'Answers `hub.challenge` as plain text when `hub.mode` is `subscribe` and `hub.verify_token` is ' +
          'WHATSAPP_VERIFY_TOKEN; 403 otherwise.',
        querystring: handshakeQuery,
        response: { 200: z.string(), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (
        !whatsapp.verifyToken ||
        query['hub.mode'] !== 'subscribe' ||
        query['hub.verify_token'] !== whatsapp.verifyToken
      ) {
        throw forbidden('The verify token does not match.');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/whatsapp/webhook',
    {
      schema: {
        tags: TAGS,
        summary: "WhatsApp's status reports and customers' messages",
        description:
          '`X-Hub-Signature-256` must be `sha256=` and the HMAC-SHA256 (hex) of the raw body keyed with ' +
          'WHATSAPP_APP_SECRET; 401 otherwise, and nothing changes. Statuses move the message with that wamid ' +
          'forward (sent, delivered, read; failed is final and queues the fallback once); messages are kept ' +
          'once per wamid, STOP or START alone turns WhatsApp off or on for the phone.',
        response: { 200: messageResponse, ...errorResponses(400, 401, 409, 413, 415) },
      },
    },
    async (request) => {
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      const signature = request.headers[META_SIGNATURE_HEADER];
      await receiveWhatsAppWebhook(app.deps, { raw, signature, secret: whatsapp.appSecret }, app.now());
      return { success: true, message: 'Received.' };
    },
  );

  app.post(
    '/termii/webhook',
    {
      schema: {
        tags: TAGS,
        summary: "Termii's delivery reports and customers' SMS",
        description:
          '`X-Termii-Signature` must be the HMAC-SHA512 (hex) of the raw body keyed with TERMII_SECRET_KEY; ' +
          '401 otherwise, and nothing changes. A report (`type: outbound`) moves the SMS with that ' +
          '`message_id` forward (`Delivered`; any other status but a sent one fails it with that status as ' +
          'the reason, and queues the fallback once); a customer’s SMS (`type: inbound`) is kept once per id, ' +
          'STOP or START alone turns SMS off or on for the phone.',
        response: { 200: messageResponse, ...errorResponses(400, 401, 409, 413, 415) },
      },
    },
    async (request) => {
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      const signature = request.headers[TERMII_SIGNATURE_HEADER];
      await receiveTermiiWebhook(app.deps, { raw, signature, secret: termii.secretKey }, app.now());
      return { success: true, message: 'Received.' };
    },
  );
};

export default messaging;
