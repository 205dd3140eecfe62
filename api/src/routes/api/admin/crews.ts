import {
  assignCrewRequest,
  assignCrewResponse,
  crewChangeResponse,
  crewConflictResponse,
  crewRequest,
  crewResponse,
  crewsResponse,
  errorResponse,
  idParams,
} from '@clean/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict, notFound } from '../../../http/http-errors';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { assignCrew } from '../../../services/crew-dispatch';
import { createCrew, setCrewActive, toCrew, updateCrew, type CrewChange } from '../../../services/crews';

const TAGS = ['crews'];
const NOT_FOUND = 'Crew not found.';
const AUDITED = 'Recorded in the audit trail.';

/** The answer of a change of a crew: the crew, or why nothing changed. */
function answer(reply: FastifyReply, result: CrewChange, status: 200 | 201, done: string) {
  switch (result.outcome) {
    case 'done':
      return reply.code(status).send({ success: true, message: done, crew: toCrew(result.row) });
    case 'not-found':
      throw notFound(NOT_FOUND);
    case 'name-taken':
      throw conflict('Another crew has this name. Choose another.');
    case 'unchanged':
      throw conflict(`This crew is already ${result.active ? 'active' : 'inactive'}.`);
    case 'has-jobs':
      throw conflict(
        `This crew has ${result.jobs} job${result.jobs === 1 ? '' : 's'} from today at its location. Send other crews to them first.`,
      );
    case 'stranded':
      return reply.code(409).send({
        success: false,
        message: `No other crew is free for ${result.jobs.length} paid job${result.jobs.length === 1 ? '' : 's'} of this crew. Send crews to them or move them first.`,
        bookings: result.jobs.map((job) => ({
          _id: job.id,
          reference: job.reference,
          customerName: `${job.firstName} ${job.lastName}`,
          location: job.location,
          date: job.date,
          time: job.time,
        })),
      });
  }
}

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
    async () => ({ success: true as const, crews: (await app.repos.crews.list()).map(toCrew) }),
  );

  app.get(
    '/crews/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One crew',
        security: adminSecurity,
        params: idParams,
        response: { 200: crewResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await app.repos.crews.find(request.params.id);
      if (!row) throw notFound(NOT_FOUND);
      return { success: true as const, crew: toCrew(row) };
    },
  );

  const deps = () => ({ ...app.deps, now: () => app.now() });

  app.post(
    '/crews',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a crew',
        description: `It takes bookings at once. ${AUDITED}`,
        security: adminSecurity,
        body: crewRequest,
        response: { 201: crewChangeResponse, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request, reply) =>
      answer(reply, await createCrew(deps(), request.body, sessionOf(request).admin), 201, 'Crew added.'),
  );

  app.put(
    '/crews/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Change a crew's name, members, location, days or hours",
        description: `Another location only while the crew has no job from today (409). ${AUDITED}`,
        security: adminSecurity,
        params: idParams,
        body: crewRequest,
        response: { 200: crewChangeResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await updateCrew(deps(), request.params.id, request.body, sessionOf(request).admin),
        200,
        'Crew saved.',
      ),
  );

  for (const active of [false, true]) {
    app.post(
      `/crews/:id/${active ? 'activate' : 'deactivate'}`,
      {
        schema: {
          tags: TAGS,
          summary: active ? 'Bring a crew back' : 'Stop a crew taking jobs',
          description: active
            ? `It takes bookings again at once. ${AUDITED}`
            : 'Its jobs from today go to crews of its location free at their times, paid ones first (a paid ' +
              "job takes an unpaid hold's crew if need be); 409 with the paid jobs no crew is free for, and " +
              `nothing changes. Never deleted: bookings keep naming it. ${AUDITED}`,
          security: adminSecurity,
          params: idParams,
          // 409: the paid jobs it would strand, or that it is already so.
          response: {
            200: crewChangeResponse,
            409: crewConflictResponse.or(errorResponse),
            ...errorResponses(400, 401, 404),
          },
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await setCrewActive(deps(), request.params.id, active, sessionOf(request).admin),
          200,
          active ? 'Crew activated.' : 'Crew deactivated.',
        ),
    );
  }

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
      const result = await assignCrew(deps(), request.params.id, request.body.crewId, sessionOf(request).admin);
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
