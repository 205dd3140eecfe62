import { LOCATIONS } from '@clean/shared/constants';
import { CREW_REPORT_DAYS, priceLine, REPORT_MONTHS, REPORT_WEEKS, type ReportsResponse } from '@clean/shared/schemas';
import { and, count, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointments, bookingCounts, crews, paidDays, plans } from '../db/schema';
import { workingMinutes } from '../domain/crew-time';
import { readCrewCalendar } from './crew-assignment';
import { liveAppointment } from './appointment-scopes';
import { addDays, lagosNow, weekday } from '@clean/shared/lagos-time';

type Reports = Omit<ReportsResponse, 'success'>;

/** The Monday of the Lagos week holding `date` (yyyy-MM-dd). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The month `months` after `month` (yyyy-MM; negative: before). */
function addMonths(month: string, months: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, number - 1 + months, 1));
  return shifted.toISOString().slice(0, 7);
}

/** The first instant of a Lagos date (midnight in Lagos is 23:00 UTC the day before). */
const lagosMidnight = (date: string) => new Date(`${date}T00:00:00+01:00`);

/** Minutes after midnight of a time label ('7:00 AM'), as `minutesOfDay` (appointment-filters.ts) counts them. */
function minutesOf(time: string): number {
  const hour = Number.parseInt(time.split(':')[0] ?? '0', 10);
  return (hour % 12) * 60 + (time.endsWith('PM') ? 720 : 0);
}

/**
 * The dashboard reports, from the counters the trigger of migration 0004 keeps (docs/DECISIONS.md,
 * "Customers and summaries kept up to date"): a few rows per location and start time, and one per day of
 * payments. Only what depends on the clock is read from the appointments, through partial indexes: the
 * unpaid bookings still within their hold, and today's payments.
 */
export function createReportsRepository(db: Database) {
  /**
   * Money kept of paid bookings (not cancelled, refunded or deleted; partial refunds taken off) per Lagos week of its payment (a paid
   * booking always has `paid_at`; older rows without one count at their booking time). Past days come
   * from `paid_days`; today's payments up to `now` are read live (a payment dated after now, when a
   * test clock moved back, belongs to no week shown).
   */
  async function earningsByWeek(now: Date): Promise<Reports['earningsByWeek']> {
    const today = lagosNow(now).date;
    const thisWeek = mondayOf(today);
    const weeks = Array.from({ length: REPORT_WEEKS }, (_, index) => addDays(thisWeek, 7 * (index - REPORT_WEEKS + 1)));
    const [firstWeek] = weeks;
    if (firstWeek === undefined) return [];
    const paidAt = sql`coalesce(${appointments.paidAt}, ${appointments.createdAt})`;
    const [days, todays] = await Promise.all([
      db
        .select({ day: paidDays.day, amount: paidDays.amount, bookings: paidDays.bookings })
        .from(paidDays)
        .where(and(gte(paidDays.day, firstWeek), lt(paidDays.day, today))),
      db
        .select({
          amount: sql<string>`coalesce(sum(${appointments.amount} - ${appointments.refundedAmount}), 0)::text`,
          bookings: count(),
        })
        .from(appointments)
        .where(
          sql`${appointments.payment} = true AND ${appointments.cancelled} = false AND ${liveAppointment}
            AND ${appointments.refundedAt} IS NULL
            AND ${paidAt} >= ${lagosMidnight(today).toISOString()}::timestamptz
            AND ${paidAt} <= ${now.toISOString()}::timestamptz`,
        ),
    ]);
    const byWeek = new Map(weeks.map((week) => [week, { amount: 0, bookings: 0 }]));
    const add = (week: string, amount: string | number, bookings: number) => {
      const total = byWeek.get(week);
      if (!total) return;
      total.amount += Number(amount);
      total.bookings += bookings;
    };
    for (const day of days) add(mondayOf(day.day), day.amount, day.bookings);
    for (const row of todays) add(thisWeek, row.amount, row.bookings);
    // Sums of kobo in floating point drift (0.1 + 0.2): amounts have two decimals at most.
    return weeks.map((weekStart) => {
      const total = byWeek.get(weekStart) ?? { amount: 0, bookings: 0 };
      return { weekStart, amount: Math.round(total.amount * 100) / 100, bookings: total.bookings };
    });
  }

  /**
   * What each kind of price line earned over the weeks of `earningsByWeek` (docs/PRODUCT.md, "A price
   * that fits the home"), from the paid bookings themselves (through the index of paid rows): each
   * booking's money kept (partial refunds taken off) is shared among its lines by their amounts, so the
   * kinds add up to what the weeks show. A booking without lines (plain, booked before lines were
   * kept, or a plan's visit at a price that replaced them) is one base line; a kind this API does not
   * know counts as base.
   */
  async function earningsByLine(now: Date): Promise<NonNullable<Reports['earningsByLine']>> {
    const today = lagosNow(now).date;
    const firstWeek = addDays(mondayOf(today), -7 * (REPORT_WEEKS - 1));
    const paidAt = sql`coalesce(${appointments.paidAt}, ${appointments.createdAt})`;
    const lines = sql`CASE WHEN jsonb_typeof(${appointments.priceLines}) = 'array'
        AND jsonb_array_length(${appointments.priceLines}) > 0 THEN ${appointments.priceLines}
      ELSE jsonb_build_array(jsonb_build_object('kind', 'base', 'amount', ${appointments.amount})) END`;
    const shares = sql`(
      SELECT ${appointments.id} AS id,
        CASE WHEN element->>'kind' IN ('parameter', 'extra', 'area') THEN element->>'kind' ELSE 'base' END AS kind,
        (element->>'amount')::numeric AS amount,
        sum((element->>'amount')::numeric) OVER (PARTITION BY ${appointments.id}) AS lines_total,
        ${appointments.amount} - ${appointments.refundedAmount} AS kept
      FROM ${appointments} CROSS JOIN LATERAL jsonb_array_elements(${lines}) AS element
      WHERE ${appointments.payment} = true AND ${appointments.cancelled} = false AND ${liveAppointment}
        AND ${appointments.refundedAt} IS NULL
        AND ${paidAt} >= ${lagosMidnight(firstWeek).toISOString()}::timestamptz
        AND ${paidAt} <= ${now.toISOString()}::timestamptz
    ) AS share`;
    const rows = await db
      .select({
        kind: sql<string>`share.kind`,
        // Lines that add up to nothing leave the booking's money to its base.
        amount: sql<string>`coalesce(sum(CASE WHEN share.lines_total > 0 THEN share.kept * share.amount / share.lines_total
          WHEN share.kind = 'base' THEN share.kept ELSE 0 END), 0)::text`,
        bookings: sql<number>`count(DISTINCT share.id)::int`,
      })
      .from(shares)
      .groupBy(sql`share.kind`);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    return priceLine.shape.kind.options.map((kind) => {
      const row = byKind.get(kind);
      return { kind, amount: Math.round(Number(row?.amount ?? 0) * 100) / 100, bookings: row?.bookings ?? 0 };
    });
  }

  /**
   * Bookings that count in the bookings reports, per location and start time: not deleted or cancelled,
   * and not expired (paid or completed: the counters; unpaid within its hold as of `now`: read live).
   */
  async function liveBookings(now: Date): Promise<{ location: string; time: string; bookings: number }[]> {
    const [firm, held] = await Promise.all([
      db
        .select({ location: bookingCounts.location, time: bookingCounts.time, bookings: bookingCounts.firm })
        .from(bookingCounts)
        .where(ne(bookingCounts.firm, 0)),
      db
        .select({ location: appointments.location, time: appointments.time, bookings: count() })
        .from(appointments)
        .where(
          sql`${appointments.payment} = false AND ${appointments.cancelled} = false
            AND ${appointments.isCompleted} = false AND ${liveAppointment}
            AND ${appointments.holdExpiresAt} > ${now.toISOString()}::timestamptz`,
        )
        .groupBy(appointments.location, appointments.time),
    ]);
    return [...firm, ...held];
  }

  /** Live bookings per location, every location of LOCATIONS in its order. */
  function bookingsByLocation(rows: Awaited<ReturnType<typeof liveBookings>>): Reports['bookingsByLocation'] {
    const byLocation = new Map<string, number>();
    for (const row of rows) byLocation.set(row.location, (byLocation.get(row.location) ?? 0) + row.bookings);
    return LOCATIONS.map((location) => ({ location, bookings: byLocation.get(location) ?? 0 }));
  }

  /** Live bookings per start time, busiest first; equal counts earliest in the day first. */
  function busiestSlots(rows: Awaited<ReturnType<typeof liveBookings>>): Reports['busiestSlots'] {
    const byTime = new Map<string, number>();
    for (const row of rows) byTime.set(row.time, (byTime.get(row.time) ?? 0) + row.bookings);
    return [...byTime.entries()]
      .filter(([, bookings]) => bookings > 0)
      .map(([time, bookings]) => ({ time, bookings }))
      .sort((a, b) => b.bookings - a.bookings || minutesOf(a.time) - minutesOf(b.time));
  }

  /**
   * The plans' money: what the active ones bring a month at their price and interval, and the money kept
   * of their paid visits per Lagos month of payment, the last REPORT_MONTHS (this one last). Plan visits
   * are few beside all bookings, and the partial index on `plan_id` finds them.
   */
  async function recurringRevenue(now: Date): Promise<NonNullable<Reports['recurring']>> {
    const thisMonth = lagosNow(now).date.slice(0, 7);
    const months = Array.from({ length: REPORT_MONTHS }, (_, index) => addMonths(thisMonth, index - REPORT_MONTHS + 1));
    const [firstMonth = thisMonth] = months;
    // Lagos is UTC+1 all year: the month of a payment is that of its instant an hour on.
    const paidMonth = sql<string>`to_char(${appointments.paidAt} + interval '1 hour', 'YYYY-MM')`;
    const [active, paid] = await Promise.all([
      db
        .select({
          monthly: sql<string>`coalesce(sum(${plans.amount} * 365.0 / 12 / ${plans.intervalDays}), 0)::text`,
          plans: count(),
        })
        .from(plans)
        .where(sql`${plans.status} = 'active'`),
      db
        .select({
          month: paidMonth,
          amount: sql<string>`coalesce(sum(${appointments.amount} - ${appointments.refundedAmount}), 0)::text`,
          visits: count(),
        })
        .from(appointments)
        .where(
          sql`${appointments.planId} IS NOT NULL AND ${appointments.payment} = true
            AND ${appointments.cancelled} = false AND ${liveAppointment}
            AND ${appointments.refundedAt} IS NULL AND ${appointments.paidAt} IS NOT NULL
            AND ${appointments.paidAt} >= ${lagosMidnight(`${firstMonth}-01`).toISOString()}::timestamptz
            AND ${appointments.paidAt} <= ${now.toISOString()}::timestamptz`,
        )
        .groupBy(paidMonth),
    ]);
    const byMonth = new Map(paid.map((row) => [row.month, row]));
    const [total] = active;
    return {
      monthlyNow: Math.round(Number(total?.monthly ?? 0) * 100) / 100,
      activePlans: total?.plans ?? 0,
      byMonth: months.map((month) => {
        const row = byMonth.get(month);
        return { month, amount: Math.round(Number(row?.amount ?? 0) * 100) / 100, visits: row?.visits ?? 0 };
      }),
    };
  }

  /**
   * The crews' time over CREW_REPORT_DAYS days from today: each active crew's jobs and hours booked, and
   * each location's booked hours against its crews' working hours (days and hours, less time off).
   */
  async function crewTime(now: Date): Promise<Pick<Reports, 'crewHours' | 'utilisation'>> {
    const today = lagosNow(now).date;
    const dates = Array.from({ length: CREW_REPORT_DAYS }, (_, offset) => addDays(today, offset));
    const [calendar, names] = await Promise.all([
      readCrewCalendar(db, { from: today, to: dates.at(-1) ?? today, now }),
      db.select({ id: crews.id, name: crews.name }).from(crews),
    ]);
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    const crewHours: NonNullable<Reports['crewHours']> = [];
    const utilisation = LOCATIONS.map((location) => {
      let booked = 0;
      let working = 0;
      for (const crew of calendar.crewsAt(location)) {
        const jobs = dates.flatMap((date) => calendar.jobsOn(crew.id, date));
        const minutes = jobs.reduce((sum, job) => sum + job.minutes, 0);
        booked += minutes;
        working += dates.reduce((sum, date) => sum + workingMinutes(crew, date), 0);
        crewHours.push({ crew: nameOf.get(crew.id) ?? crew.id, location, jobs: jobs.length, hours: minutes / 60 });
      }
      const share = working > 0 ? Math.round((booked / working) * 1000) / 1000 : 0;
      return { location, bookedHours: booked / 60, workingHours: working / 60, share };
    });
    return { crewHours, utilisation };
  }

  return {
    async reports(now: Date): Promise<Reports> {
      const [earnings, live, recurring, crewsAhead, byLine] = await Promise.all([
        earningsByWeek(now),
        liveBookings(now),
        recurringRevenue(now),
        crewTime(now),
        earningsByLine(now),
      ]);
      return {
        earningsByWeek: earnings,
        bookingsByLocation: bookingsByLocation(live),
        busiestSlots: busiestSlots(live),
        recurring,
        ...crewsAhead,
        earningsByLine: byLine,
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
