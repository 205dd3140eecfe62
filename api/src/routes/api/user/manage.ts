import {
  cancelRequest,
  contactChannelRequest,
  contactChannelResponse,
  manageQuery,
  receiptParams,
  receiptResponse,
  rescheduleRequest,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { changeContactChannel, contactChannelSaved } from '../../../services/contact-channel';
import { cancelBooking, cancelledMessage, receiptByToken, rescheduleBooking } from '../../../services/manage-booking';
import { manageDeps, receiptAnswer, type ManageLinkOptions } from './manage-link';

/**
 * A booking from its manage link (docs/PRODUCT.md, Manage my booking): its receipt, a new time, a
 * cancellation, the channel for messages.
 */
const manage: FastifyPluginAsyncZod<ManageLinkOptions> = async (app, { manageLimit }) => {
  app.get(
    '/bookings/:reference/manage',
    {
      config: rateLimited(app.config, 'lookup'),
      schema: {
        tags: ['user'],
        summary: "A booking's receipt from its manage link",
        description:
          '`token` is the signed token of the manage link (e-mails, success modal): it opens this booking ' +
          'only, until a week after its visit. A token of another booking, a changed or an expired one answer ' +
          "404 'This link is not valid any more' with no personal data. The receipt's `manage` says which " +
          'actions are open now and why not, with the token for them.',
        params: receiptParams,
        querystring: manageQuery,
        response: { 200: receiptResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) =>
      receiptAnswer(
        app,
        await receiptByToken(manageDeps(app), request.params.reference, request.query.token),
        'Booking found.',
      ),
  );

  app.post(
    '/bookings/:reference/reschedule',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: 'Move the visit to another free time (manage link)',
        description:
          'Takes a crew of the new slot at the same location as a booking does and frees the old one, in one ' +
          'transaction; 409 when the slot was taken meanwhile, or the reschedule cut-off or the most moves ' +
          'allowed say no (the message says which); 400 a closed or past time; 404 an invalid link. Paid stays ' +
          'paid. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: rescheduleRequest.strict(),
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) =>
      receiptAnswer(
        app,
        await rescheduleBooking(manageDeps(app), request.params.reference, request.body),
        `Your visit is moved to ${request.body.date} at ${request.body.time}.`,
      ),
  );

  app.post(
    '/bookings/:reference/cancel',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: 'Cancel the booking with a reason (manage link)',
        description:
          'An unpaid booking is cancelled and its crew freed. A paid one, before the cancellation cut-off, ' +
          "is cancelled and refunded through the provider's Refund API: what was paid less every refund " +
          'already asked and not failed, pending ones included; the message states that amount (`booking.refund`: ' +
          'pending until the signed refund.processed webhook); after the cut-off 409 (call or WhatsApp the company). ' +
          '404 an invalid link. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: cancelRequest,
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const { booking, refunded } = await cancelBooking(manageDeps(app), request.params.reference, request.body);
      return receiptAnswer(app, booking, cancelledMessage(refunded, booking.refund?.status === 'failed'));
    },
  );

  app.put(
    '/bookings/:reference/contact-channel',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: 'Choose how we send messages: WhatsApp, SMS or e-mail (manage link)',
        description:
          'Records the channel with the privacy notice the page showed and the time (docs/PRODUCT.md, ' +
          '"Messages on WhatsApp and SMS"); for a plan\'s visit, on the plan and its visits to come too. ' +
          'WhatsApp for a phone that is not a mobile number answers 400 under `channel`; 404 an invalid link. ' +
          'Audited as the customer. `contact.stopped`: the channels the phone turned off with STOP. Rate ' +
          'limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: contactChannelRequest.strict(),
        response: { 200: contactChannelResponse, ...errorResponses(400, 404, 413, 429) },
      },
    },
    async (request) => {
      const deps = { ...app.deps, secret: app.config.manageLinkSecret, now: app.now() };
      const contact = await changeContactChannel(deps, request.params.reference, request.body);
      return { success: true, message: contactChannelSaved(contact), contact };
    },
  );
};

export default manage;
