import { receiptParams, receiptQuery, receiptResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { receiptByContact } from '../../../services/manage-booking';
import { manageDeps, receiptAnswer } from './manage-link';

/** A booking's receipt, for the person who made it (by its email or phone). */
const receipt: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bookings/:reference',
    {
      config: rateLimited(app.config, 'lookup'),
      schema: {
        tags: ['user'],
        summary: "A booking's receipt, for the person who made it",
        description:
          '`contact` is the email (any case) or phone number (compared by digits; +234… and 0… match) given ' +
          'when booking. Status: `awaiting-payment` (until `holdExpiresAt`), `paid`, `expired`, ' +
          '`needs-attention` (paid; the company will call), `cancelled`, `completed`. An unknown reference ' +
          'and a wrong contact answer the same 404 with no personal data. Rate limited (RATE_LIMIT_LOOKUP).',
        params: receiptParams,
        querystring: receiptQuery,
        response: { 200: receiptResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const booking = await receiptByContact(manageDeps(app), request.params.reference, request.query.contact);
      return receiptAnswer(app, booking, 'Booking found.');
    },
  );
};

export default receipt;
