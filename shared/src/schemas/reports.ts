import { z } from 'zod';
import { isoDate, nairaTotal, timeLabel } from './common';

export const REPORT_WEEKS = 12;

/**
 * GET /api/admin/reports (Africa/Lagos weeks, Monday first):
 * - `earningsByWeek`: the last REPORT_WEEKS weeks, oldest first, this week last; money of paid
 *   bookings (not cancelled, refunded or deleted) by the week it was paid;
 * - `bookingsByLocation`: bookings not deleted, cancelled or expired, per location of LOCATIONS;
 * - `busiestSlots`: the same bookings per start time, busiest first.
 */
export const reportsResponse = z.object({
  success: z.literal(true),
  earningsByWeek: z.array(z.object({ weekStart: isoDate, amount: nairaTotal, bookings: z.number().int() })),
  bookingsByLocation: z.array(z.object({ location: z.string(), bookings: z.number().int().nonnegative() })),
  busiestSlots: z.array(z.object({ time: timeLabel, bookings: z.number().int().nonnegative() })),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;
