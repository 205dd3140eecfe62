import { LOCATIONS } from '@clean/shared/constants';
import { REPORT_WEEKS, type ReportsResponse } from '@clean/shared/schemas';
import { and, asc, count, desc, eq, isNull, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments } from '../db/schema';
import { addDays, lagosNow, weekday } from '@clean/shared/lagos-time';
import { minutesOfDay } from './appointment-filters';
import { isPaid, liveAppointment, notCancelled, paidBooking, withinHold } from './appointment-scopes';

type Reports = Omit<ReportsResponse, 'success'>;

/** Lagos is UTC+1 all year (see @clean/shared/lagos-time): a Lagos wall-clock time is the UTC one plus an hour. */
const LAGOS_OFFSET = sql.raw(`interval '1 hour'`);

/** The Monday of the Lagos week holding `date` (yyyy-MM-dd). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The first instant of a Lagos date (midnight in Lagos is 23:00 UTC the day before). */
const lagosMidnight = (date: string) => new Date(`${date}T00:00:00+01:00`);

/**
 * A booking that counts in the bookings reports: not deleted or cancelled, and not expired (paid,
 * completed, or unpaid within its hold as of `now`).
 */
const liveBooking = (now: Date) =>
  and(liveAppointment, notCancelled, or(isPaid, eq(appointments.isCompleted, true), withinHold(now)));

/** The dashboard reports: sums and counts made by the database, gaps filled with zeros here. */
export function createReportsRepository(db: Database) {
  /** Money of paid bookings (not cancelled, refunded or deleted) per Lagos week of its payment. */
  async function earningsByWeek(now: Date): Promise<Reports['earningsByWeek']> {
    const thisWeek = mondayOf(lagosNow(now).date);
    const weeks = Array.from({ length: REPORT_WEEKS }, (_, index) => addDays(thisWeek, 7 * (index - REPORT_WEEKS + 1)));
    const [firstWeek] = weeks;
    if (firstWeek === undefined) return [];
    // A paid booking always has `paid_at`; older rows without one count at their booking time.
    const paidAt = sql`coalesce(${appointments.paidAt}, ${appointments.createdAt})`;
    // date_trunc('week') starts weeks on Monday; the shift makes them Lagos weeks whatever the
    // session's time zone.
    const week = sql<string>`to_char(date_trunc('week', (${paidAt} AT TIME ZONE 'UTC') + ${LAGOS_OFFSET}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({ week, amount: sum(appointments.amount), bookings: count() })
      .from(appointments)
      .where(
        and(
          paidBooking,
          isNull(appointments.refundedAt),
          sql`${paidAt} >= ${lagosMidnight(firstWeek).toISOString()}::timestamptz`,
          // A payment dated after now (a test clock moved back) belongs to no week shown.
          sql`${paidAt} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .groupBy(week);
    const byWeek = new Map(rows.map((row) => [row.week, row]));
    return weeks.map((weekStart) => {
      const found = byWeek.get(weekStart);
      return { weekStart, amount: Number(found?.amount ?? 0), bookings: found?.bookings ?? 0 };
    });
  }

  /** Live bookings per location, every location of LOCATIONS in its order. */
  async function bookingsByLocation(now: Date): Promise<Reports['bookingsByLocation']> {
    const rows = await db
      .select({ location: appointments.location, bookings: count() })
      .from(appointments)
      .where(liveBooking(now))
      .groupBy(appointments.location);
    const byLocation = new Map(rows.map((row) => [row.location, row.bookings]));
    return LOCATIONS.map((location) => ({ location, bookings: byLocation.get(location) ?? 0 }));
  }

  /** Live bookings per start time, busiest first; equal counts earliest in the day first. */
  async function busiestSlots(now: Date): Promise<Reports['busiestSlots']> {
    const bookings = count();
    return db
      .select({ time: appointments.time, bookings })
      .from(appointments)
      .where(liveBooking(now))
      .groupBy(appointments.time)
      .orderBy(desc(bookings), asc(minutesOfDay()));
  }

  return {
    async reports(now: Date): Promise<Reports> {
      const [earnings, locations, slots] = await Promise.all([
        earningsByWeek(now),
        bookingsByLocation(now),
        busiestSlots(now),
      ]);
      return { earningsByWeek: earnings, bookingsByLocation: locations, busiestSlots: slots };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
