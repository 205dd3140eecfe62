import { z } from 'zod';
import { priceLine } from './catalogue';
import { isoDate, nairaTotal, timeLabel } from './common';

export { CREW_REPORT_DAYS, ON_TIME_MINUTES, REPORT_MONTHS, REPORT_WEEKS } from '../constants';

/**
 * Recurring plans' money (docs/PRODUCT.md, Recurring plans): `monthlyNow`, what the active plans bring
 * in a month at their price and interval (price × 365 / 12 / interval days), and `byMonth`, the last
 * REPORT_MONTHS Lagos months, oldest first: money kept of the plans' paid visits (not cancelled, refunded
 * or deleted; partial refunds taken off) by the month they were paid.
 */
export const recurringRevenue = z.object({
  monthlyNow: nairaTotal,
  activePlans: z.number().int().nonnegative(),
  byMonth: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), amount: nairaTotal, visits: z.number().int() }),
  ),
});
export type RecurringRevenue = z.infer<typeof recurringRevenue>;

/**
 * The crews' time over the CREW_REPORT_DAYS days from today (docs/PRODUCT.md, Jobs of real length):
 * `crewHours`, each active crew's booked jobs and their hours; `utilisation`, each location's booked
 * hours against the hours its crews work (their days and hours, less time off), as a share from 0.
 */
export const crewHours = z.array(
  z.object({
    crew: z.string(),
    location: z.string(),
    jobs: z.number().int().nonnegative(),
    hours: z.number().nonnegative(),
  }),
);
export const utilisation = z.array(
  z.object({
    location: z.string(),
    bookedHours: z.number().nonnegative(),
    workingHours: z.number().nonnegative(),
    share: z.number().nonnegative(),
  }),
);

/**
 * How each crew's visits went over the last CREW_REPORT_DAYS days to today (docs/PRODUCT.md, "The
 * crew's day"): `visits`, its jobs whose crew recorded a start or 'could not work'; `onTimeStarts`, those
 * started at most ON_TIME_MINUTES after their time; `couldNotWork`; `medianMinutesOnSite`, from started
 * to done over the ones done (null: none).
 */
export const crewVisits = z.array(
  z.object({
    crew: z.string(),
    location: z.string(),
    visits: z.number().int().nonnegative(),
    onTimeStarts: z.number().int().nonnegative(),
    couldNotWork: z.number().int().nonnegative(),
    medianMinutesOnSite: z.number().nonnegative().nullable(),
  }),
);

/**
 * GET /api/admin/reports (Africa/Lagos weeks, Monday first):
 * - `earningsByWeek`: the last REPORT_WEEKS weeks, oldest first, this week last; money of paid
 *   bookings (not cancelled, refunded or deleted) by the week it was paid;
 * - `bookingsByLocation`: bookings not deleted, cancelled or expired, per location of LOCATIONS;
 * - `busiestSlots`: the same bookings per start time, busiest first;
 * - `recurring`: the plans' money (absent from an API from before plans were reported);
 * - `crewHours` and `utilisation`: the crews' time ahead (absent from an API from before job lengths);
 * - `earningsByLine`: what each kind of price line earned over the same weeks as `earningsByWeek`
 *   (docs/PRODUCT.md, "A price that fits the home"), every kind in the order base, parameter (home
 *   size), extra, area (surcharge); each paid booking's money kept shared among its lines by their
 *   amounts, a booking without lines wholly base; `bookings`: the paid bookings with such a line
 *   (absent from an API from before the lines were reported).
 */
export const reportsResponse = z.object({
  success: z.literal(true),
  earningsByWeek: z.array(z.object({ weekStart: isoDate, amount: nairaTotal, bookings: z.number().int() })),
  bookingsByLocation: z.array(z.object({ location: z.string(), bookings: z.number().int().nonnegative() })),
  busiestSlots: z.array(z.object({ time: timeLabel, bookings: z.number().int().nonnegative() })),
  recurring: recurringRevenue.optional(),
  crewHours: crewHours.optional(),
  utilisation: utilisation.optional(),
  earningsByLine: z
    .array(z.object({ kind: priceLine.shape.kind, amount: nairaTotal, bookings: z.number().int().nonnegative() }))
    .optional(),
  /** How the crews' visits went (absent from an API from before crews recorded their day). */
  crewVisits: crewVisits.optional(),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;
