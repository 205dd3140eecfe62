import { SEARCH_LIMIT, searchQuery, searchResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { search as searchAll } from '../../../services/search';
import { PHONE_SEARCH_MIN_DIGITS } from '../../../domain/search-terms';

/** The top bar search (docs/PRODUCT.md, Admin console), for admins. */
const search: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Appointments, customers and contact messages matching a text, best first',
        description:
          `Up to ${SEARCH_LIMIT} of each kind. Appointments (not deleted) by customer name (first, last or ` +
          'full), email, phone or booking reference; customers by the names, emails and phones of their ' +
          'bookings; messages by name, email or subject. Any case; % and _ are matched as typed. Phone ' +
          `numbers by their digits (at least ${PHONE_SEARCH_MIN_DIGITS}), +234… and 0… alike. Best first: ` +
          'an exact reference, an exact email or phone, a value starting with the text, one containing it; ' +
          'newest first among equals.',
        security: adminSecurity,
        querystring: searchQuery,
        response: { 200: searchResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchAll(request.query.q, app.deps, app.now()),
  );
};

export default search;
