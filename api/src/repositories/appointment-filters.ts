import type { AppointmentFilterValues, BookingStatus } from '@clean/shared/schemas';
import { and, asc, desc, eq, gte, lte, not, type SQL } from 'drizzle-orm';
import { appointments, minutesOfDay as minutesOfDayOf } from '../db/schema';
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

/** Minutes after midnight of the appointment's time label (schema.ts, minutesOfDay). */
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

/**
 * ORDER BY of the sort asked for. Equal keys fall back to the newest booking first, then the id, so
 * the order is the same on every request and pages neither repeat nor skip a row.
 */
export function orderOf(filters: Pick<AppointmentFilterValues, 'sort' | 'order'>): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const newestFirst = [desc(appointments.createdAt), desc(appointments.id)];
  switch (filters.sort) {
    case 'created':
      return [direction(appointments.createdAt), direction(appointments.id)];
    case 'date':
      return [direction(appointments.date), direction(minutesOfDay()), ...newestFirst];
    case 'amount':
      return [direction(appointments.amount), ...newestFirst];
  }
}
