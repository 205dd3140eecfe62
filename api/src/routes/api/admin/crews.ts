import { assignCrewRequest, assignCrewResponse, crewsResponse, idParams } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { assignCrew, toCrewSummary } from '../../../services/crew-dispatch';

const TAGS = ['crews'];

/** The crews, and sending one to a booking (docs/PRODUCT.md, "Crews by name"). */
const crews: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/crews',
    {
      schema: {
        tags: TAGS,
        summary: 'Every crew, the active ones first, by location and name',
        security: adminSecurity,
        response: { 200: crewsResponse, ...errorResponses(401) },
      },
    },
    async () => ({ success: true as const, crews: (await app.repos.crews.list()).map(toCrewSummary) }),
  );

  app.put(
    '/appointments/:id/crew',
    {
      schema: {
        tags: TAGS,
        summary: 'Send another crew of its location to a booking',
        description:
          "The crew must be an active crew of the booking's location with no other job at that time (409 names " +
          'the booking that has it), and the booking must hold a crew (409 for a cancelled one or an unpaid ' +
          "hold that ran out). Taken under the slot's lock, as a booking takes a crew; recorded in the audit trail.",
        security: adminSecurity,
        params: idParams,
        body: assignCrewRequest.strict(),
        response: { 200: assignCrewResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const deps = { ...app.deps, now: () => app.now() };
      const result = await assignCrew(deps, request.params.id, request.body.crewId, sessionOf(request).admin);
      switch (result.outcome) {
        case 'done':
          return { success: true, message: `${result.crew.name} will go.`, crew: result.crew };
        case 'not-found':
          throw notFound('Appointment not found. It may have been deleted.');
        case 'holds-none':
          throw conflict('This booking holds no crew: it was cancelled, or its hold ran out unpaid.');
        case 'not-here':
          throw badRequest("Choose an active crew of the booking's location.", [
            { field: 'crewId', message: "Choose an active crew of the booking's location." },
          ]);
        case 'busy':
          throw conflict(`That crew has another job at this time (${result.reference}). Choose another crew.`);
      }
    },
  );
};

export default crews;
