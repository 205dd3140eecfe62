import { CREW_REPORT_DAYS, ON_TIME_MINUTES, REPORT_WEEKS, reportsResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';

/** The dashboard reports (docs/PRODUCT.md, Admin console), for admins. */
const reports: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/reports',
    {
      schema: {
        tags: ['appointments'],
        summary:
          'Earnings, bookings per location, busiest start times, recurring revenue, crews’ hours, earnings by price line',
        description:
          `\`earningsByWeek\`: the last ${REPORT_WEEKS} weeks (Africa/Lagos, Monday first), oldest first and ` +
          'this week last, weeks without money included with 0: the amount and number of paid bookings ' +
          '(not cancelled, refunded or deleted) by the week they were paid. `bookingsByLocation`: every ' +
          'location, bookings not deleted, cancelled or expired. `busiestSlots`: the same bookings per ' +
          'start time, busiest first (equal counts: earlier in the day first). `recurring`: what the active ' +
          'plans bring a month (price × 365 / 12 / interval days) and, for the last REPORT_MONTHS months ' +
          '(Africa/Lagos, this month last), the money kept of plan visits paid in each. `crewHours`: each ' +
          `active crew's jobs and hours booked over the ${CREW_REPORT_DAYS} days from today; \`utilisation\`: ` +
          "each location's booked hours against the hours its crews work then (days, hours, less time off). " +
          '`earningsByLine`: over the weeks of `earningsByWeek`, the money kept of paid bookings per kind of ' +
          'price line (base, parameter, extra, area), each booking shared among its lines by their amounts, ' +
          'a booking without lines wholly base. `crewVisits`: per crew over the last ' +
          `${CREW_REPORT_DAYS} days, the visits whose start or 'could not work' it recorded, the starts at most ` +
          `${ON_TIME_MINUTES} minutes after the booked time, the visits not worked and the median minutes ` +
          'from started to done.',
        security: adminSecurity,
        response: { 200: reportsResponse, ...errorResponses(401) },
      },
    },
    async () => {
      const now = app.now();
      const since = new Date(now.getTime() - CREW_REPORT_DAYS * 24 * 60 * 60 * 1000);
      const [reports, crewVisits] = await Promise.all([
        app.repos.reports.reports(now),
        app.repos.crewJobs.visitsSince(since, ON_TIME_MINUTES),
      ]);
      return { success: true as const, ...reports, crewVisits };
    },
  );
};

export default reports;
