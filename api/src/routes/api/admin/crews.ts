import {
  assignCrewRequest,
  assignCrewResponse,
  crewChangeResponse,
  crewConflictResponse,
  crewRequest,
  crewResponse,
  crewTimeOffRequest,
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
import {
  addCrewTimeOff,
  createCrew,
  removeCrewTimeOff,
  setCrewActive,
  toCrew,
  updateCrew,
  type CrewChange,
  type StrandedJob,
  type TimeOffRow,
} from '../../../services/crews';
import { lagosNow } from '@clean/shared/lagos-time';

const TAGS = ['crews'];
const timeOffParams = idParams.extend({ timeOffId: idParams.shape.id });
const NOT_FOUND = 'Crew not found.';
const AUDITED = 'Recorded in the audit trail.';

/** '1 job', '3 jobs'. */
const plural = (jobs: number) => `${jobs} job${jobs === 1 ? '' : 's'}`;

/** The jobs a refusal lists, as the console shows them. */
const listed = (jobs: StrandedJob[]) =>
  jobs.map((job) => ({
    _id: job.id,
    reference: job.reference,
    customerName: `${job.firstName} ${job.lastName}`,
    location: job.location,
    date: job.date,
    time: job.time,
  }));

/** The answer of a change of a crew: the crew (with `timeOff`, its own from today), or why nothing changed. */
function answer(
  reply: FastifyReply,
  result: CrewChange,
  status: 200 | 201,
  done: string,
  facts: (crewId: string) => Promise<{ timeOff: TimeOffRow[]; areas: string[] }>,
) {
  switch (result.outcome) {
    case 'done':
      return facts(result.row.id).then(({ timeOff, areas }) =>
        reply.code(status).send({ success: true, message: done, crew: toCrew(result.row, timeOff, areas) }),
      );
    case 'bad-areas':
      throw badRequest("Choose areas of the crew's location.", [
        { field: 'areas', message: "Choose areas of the crew's location" },
      ]);
    case 'not-found':
      throw notFound(NOT_FOUND);
    case 'past':
      throw badRequest('Time off starts today or later.', [
        { field: 'firstDate', message: 'Time off starts today or later' },
      ]);
    case 'working':
    case 'outside':
      return reply.code(409).send({
        success: false,
        message: `This crew has ${plural(result.jobs.length)} ${result.outcome === 'working' ? 'on those dates' : 'outside those days and hours'}. Send other crews to them first.`,
        bookings: listed(result.jobs),
      });
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
        bookings: listed(result.jobs),
      });
  }
}

/** The crews, and sending one to a booking (docs/PRODUCT.md, "Crews by name"). */
const crews: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const today = () => lagosNow(app.now()).date;
  const timeOffOf = async (crewId: string) => (await app.repos.crews.timeOffOf([crewId], today())).get(crewId) ?? [];
  const factsOf = async (crewId: string) => ({
    timeOff: await timeOffOf(crewId),
    areas: (await app.repos.areas.ofCrews([crewId])).get(crewId) ?? [],
  });

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
    async () => {
      const rows = await app.repos.crews.list();
      const ids = rows.map((row) => row.id);
      const timeOff = await app.repos.crews.timeOffOf(ids, today());
      const areas = await app.repos.areas.ofCrews(ids);
      return {
        success: true as const,
        crews: rows.map((row) => toCrew(row, timeOff.get(row.id), areas.get(row.id))),
      };
    },
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
      const { timeOff, areas } = await factsOf(row.id);
      return { success: true as const, crew: toCrew(row, timeOff, areas) };
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
      answer(reply, await createCrew(deps(), request.body, sessionOf(request).admin), 201, 'Crew added.', factsOf),
  );

  app.put(
    '/crews/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Change a crew's name, members, location, days or hours",
        description:
          'Another location only while the crew has no job from today, other days or hours only while its jobs ' +
          `from today still fall within them (409 lists those). ${AUDITED}`,
        security: adminSecurity,
        params: idParams,
        body: crewRequest,
        response: {
          200: crewChangeResponse,
          409: crewConflictResponse.or(errorResponse),
          ...errorResponses(400, 401, 404, 413),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await updateCrew(deps(), request.params.id, request.body, sessionOf(request).admin),
        200,
        'Crew saved.',
        factsOf,
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
          factsOf,
        ),
    );
  }

  app.post(
    '/crews/:id/time-off',
    {
      schema: {
        tags: TAGS,
        summary: 'Give a crew time off',
        description:
          'From `firstDate` to `lastDate` (today or later): the calendar offers none of its time then. 409 with ' +
          `the jobs it holds on those dates (send other crews to them first); nothing changes. ${AUDITED}`,
        security: adminSecurity,
        params: idParams,
        body: crewTimeOffRequest,
        response: {
          201: crewChangeResponse,
          409: crewConflictResponse.or(errorResponse),
          ...errorResponses(400, 401, 404, 413),
        },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await addCrewTimeOff(deps(), request.params.id, request.body, sessionOf(request).admin),
        201,
        'Time off added.',
        factsOf,
      ),
  );

  app.delete(
    '/crews/:id/time-off/:timeOffId',
    {
      schema: {
        tags: TAGS,
        summary: "Take back a crew's time off",
        description: `The crew works those dates again. ${AUDITED}`,
        security: adminSecurity,
        params: timeOffParams,
        response: { 200: crewChangeResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await removeCrewTimeOff(deps(), request.params.id, request.params.timeOffId, sessionOf(request).admin),
        200,
        'Time off taken back.',
        factsOf,
      ),
  );

  app.put(
    '/appointments/:id/crew',
    {
      schema: {
        tags: TAGS,
        summary: 'Send another crew of its location to a booking',
        description:
          "The crew must be an active crew of the booking's location that works the whole job (its days, " +
          'hours and time off; 409 otherwise) with no other job within the travel time of it (409 names the ' +
          'booking that has it), and the booking must hold a crew (409 for a cancelled one or an unpaid hold ' +
          "that ran out). Taken under the crews' lock of that date, as a booking takes a crew; recorded in " +
          'the audit trail.',
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
        case 'off':
          throw conflict('That crew does not work then (its days, hours or time off). Choose another crew.');
        case 'busy':
          throw conflict(`That crew has another job too close to this one (${result.reference}). Choose another crew.`);
      }
    },
  );
};

export default crews;
