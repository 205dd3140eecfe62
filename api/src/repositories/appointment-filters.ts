import type { AppointmentFilterValues, BookingStatus } from '@clean/shared/schemas';
import { and, asc, desc, eq, gte, lte, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { minutesOfDay as minutesOfDayOf } from '../db/search-expressions';
import { isPaid, isUnpaid, liveAppointment, notCancelled, withinHold } from './appointment-scopes';

/**
 * The derived status of `bookingStatusOf` (services/booking-status.ts) as SQL conditions, with the
 * app's clock: each status excludes the ones before it in the same order (needs-attention, cancelled,
 * completed, paid, then awaiting-payment or expired by the hold), so exactly one holds for every row.
 */
export function statusIs(status: BookingStatus, now: Date): SQL {
  const notFlagged = eq(appointments.needsAttention, false);
  const open = and(notFlagged, notCancelled, eq(appointments.isCompleted, false));
  const unpaid = and(open, isUnpaid);
  const conditions: Record<BookingStatus, SQL | undefined> = {
    'needs-attention': eq(appointments.needsAttention, true),
    cancelled: and(notFlagged, eq(appointments.cancelled, true)),
    completed: and(notFlagged, notCancelled, eq(appointments.isCompleted, true)),
    paid: and(open, isPaid),
    'awaiting-payment': and(unpaid, withinHold(now)),
    expired: and(unpaid, not(withinHold(now))),
  };
  // `and` of defined parts is never undefined.
  return conditions[status] as SQL;
}

/**
 * Minutes after midnight of a time label ('6:00 AM' → 360, '12:00 PM' → 720), so slots sort by the
 * time of day rather than as text ('10:00 AM' before '6:00 AM').
 */
export const minutesOfDay = (time: typeof appointments.time = appointments.time): SQL<number> => minutesOfDayOf(time);

/** The filters that select rows (the others order them). */
export type FilterConditions = Pick<AppointmentFilterValues, 'status' | 'payment' | 'location' | 'from' | 'to'>;

/** The appointments (not deleted) the filters select; `now` decides which unpaid ones have expired. */
export function matchingFilters(filters: FilterConditions, now: Date): SQL {
  const { status, payment, location, from, to } = filters;
  return and(
    liveAppointment,
    status === undefined ? undefined : statusIs(status, now),
    payment === undefined ? undefined : payment === 'paid' ? isPaid : isUnpaid,
    location === undefined ? undefined : eq(appointments.location, location),
    from === undefined ? undefined : gte(appointments.date, from),
    to === undefined ? undefined : lte(appointments.date, to),
  ) as SQL;
}

/** One key of a list's order: its value, direction, and SQL type (a key read back from text is cast to it). */
export interface OrderKey {
  value: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  type: 'timestamptz' | 'text' | 'date' | 'integer' | 'numeric';
}

/**
 * The keys of the sort asked for. Equal keys fall back to the newest booking first, then the id, so
 * the order is the same on every request and pages (or the export's batches) neither repeat nor skip
 * a row. Each order has its index (schema.ts).
 */
export function orderKeys(filters: Pick<AppointmentFilterValues, 'sort' | 'order'>): OrderKey[] {
  const direction = filters.order === 'asc' ? 'asc' : 'desc';
  const newestFirst: OrderKey[] = [
    { value: appointments.createdAt, direction: 'desc', type: 'timestamptz' },
    { value: appointments.id, direction: 'desc', type: 'text' },
  ];
  switch (filters.sort) {
    case 'created':
      return [
        { value: appointments.createdAt, direction, type: 'timestamptz' },
        { value: appointments.id, direction, type: 'text' },
      ];
    case 'date':
      return [
        { value: appointments.date, direction, type: 'date' },
        { value: minutesOfDay(), direction, type: 'integer' },
        ...newestFirst,
      ];
    case 'amount':
      return [{ value: appointments.amount, direction, type: 'numeric' }, ...newestFirst];
  }
}

/** ORDER BY of `keys`. */
export const orderBy = (keys: readonly OrderKey[]): SQL[] =>
  keys.map((key) => (key.direction === 'asc' ? asc : desc)(key.value));

/** ORDER BY of the sort asked for (`orderKeys`). */
export function orderOf(filters: Pick<AppointmentFilterValues, 'sort' | 'order'>): SQL[] {
  return orderBy(orderKeys(filters));
}

/** The same keys the other way round: the list read backwards (the same index, walked backwards). */
export const reversed = (keys: readonly OrderKey[]): OrderKey[] =>
  keys.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' }));

/** The keys of a row as text, in the order of `keys`: where a keyset read goes on from (`after`). */
export const keysAsText = (keys: readonly OrderKey[]): SQL<string[]> =>
  sql<string[]>`ARRAY[${sql.join(
    keys.map((key) => sql`(${key.value})::text`),
    sql`, `,
  )}]`;

/**
 * The rows after the row whose keys (`keysAsText`) are `after`, in the order of `keys`, that share its
 * first `level` keys: equal on those, then beyond it on the next one. Levels from the last key down to
 * the first, read in that order, are every row after it in order; each is one range of the order's
 * index (an OR of them would not be).
 */
export function afterAtLevel(keys: readonly OrderKey[], after: readonly string[], level: number): SQL {
  const valueOf = (index: number): SQL => sql`CAST(${after[index]} AS ${sql.raw(keys[index]!.type)})`;
  const key = keys[level]!;
  return and(
    // "Between v and v" rather than "= v": with an equality the planner drops the key from the order
    // and may walk another index (newest first) filtering out most rows; a range keeps the key in the
    // order, which only this order's index gives.
    ...keys.slice(0, level).map((equal, index) => sql`${equal.value} BETWEEN ${valueOf(index)} AND ${valueOf(index)}`),
    key.direction === 'asc' ? sql`${key.value} > ${valueOf(level)}` : sql`${key.value} < ${valueOf(level)}`,
  ) as SQL;
}
