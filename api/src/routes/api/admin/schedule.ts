import { LOCATIONS } from '@clean/shared/constants';
import { crewBoardQuery, crewBoardResponse, scheduleQuery, scheduleResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addDays, lagosNow } from '@clean/shared/lagos-time';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { readCrewBoard } from '../../../services/crew-board';
import { readScheduleDays, readScheduleWeek } from '../../../services/schedule';

const DAYS = { day: 1, week: 7 } as const;

/** The schedule board (docs/PRODUCT.md, Admin console), for admins. */
const schedule: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/schedule',
    {
      schema: {
        tags: ['schedule'],
        summary: 'Slots with their crews and bookings, for a day or a week',
        description:
          'From `date` (default today in Lagos), 1 day (`view=day`) or 7 (`view=week`), at `location` or ' +
          'every location. Each day lists every slot hour of each location (Saturday: 6, 7 and 8 AM), none ' +
          'for a location closed that day (named in `closed` with why), plus any hour a booking sits at; ' +
          'each slot has the crews of its location and its bookings (not deleted, any status). Ordered by ' +
          'date, location (as in LOCATIONS), hour. A week gives each slot `usage` (crews taken for good, ' +
          'and the ends of the holds still running) and no bookings (`bookings: []`).',
        security: adminSecurity,
        querystring: scheduleQuery,
        response: { 200: scheduleResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const now = app.now();
      const today = lagosNow(now).date;
      const first = request.query.date ?? today;
      const dates = Array.from({ length: DAYS[request.query.view] }, (_, offset) => addDays(first, offset));
      const locations: readonly string[] = request.query.location ? [request.query.location] : LOCATIONS;
      const answer = { success: true as const, serverTime: now.toISOString(), today };
      const read = request.query.view === 'week' ? readScheduleWeek : readScheduleDays;
      return { ...answer, days: await read(app.deps, dates, locations, now) };
    },
  );

  app.get(
    '/schedule/crews',
    {
      schema: {
        tags: ['schedule'],
        summary: "One location's day, crew by crew, each job as long as it lasts",
        description:
          'On `date` (default today in Lagos) at `location`: a lane per crew (the active ones, and any other ' +
          'with a job that day), with the hours it works that day (`hours` null and `off` saying why when it ' +
          'does not: not one of its days, or time off) and the jobs it holds (paid, or unpaid within their ' +
          'hold) by start, each with its start and length in minutes after midnight; then, when there are ' +
          'any, a lane without a crew (`crew` null) for jobs none was named for. `starts` and `ends` span the ' +
          "crews' hours and the jobs; `travelMinutes` is the location's travel time between two jobs.",
        security: adminSecurity,
        querystring: crewBoardQuery,
        response: { 200: crewBoardResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const now = app.now();
      const date = request.query.date ?? lagosNow(now).date;
      return { success: true as const, ...(await readCrewBoard(app.deps, date, request.query.location, now)) };
    },
  );
};

export default schedule;
