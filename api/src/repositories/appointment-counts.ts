import type { BookingStatus } from '@clean/shared/schemas';
import { and, count, eq, gte, lte, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appointmentCounts as counts, appointments, bookingCounts } from '../db/schema';
import { matchingFilters, type FilterConditions } from './appointment-filters';

/** The database or a transaction of it. */
type Reader = Pick<Database, 'select'>;

/**
 * The stored columns of `statusIs` (appointment-filters.ts) on `appointment_counts`, which has them
 * all. Awaiting-payment and expired are one bucket here, "open and unpaid": which of the two a row is
 * depends on the clock, so `countMatching` splits it with a live count of the running holds.
 */
function bucketIs(status: BookingStatus): SQL {
  const notFlagged = eq(counts.needsAttention, false);
  const open = and(notFlagged, eq(counts.cancelled, false), eq(counts.isCompleted, false));
  const buckets: Record<BookingStatus, SQL | undefined> = {
    'needs-attention': eq(counts.needsAttention, true),
    cancelled: and(notFlagged, eq(counts.cancelled, true)),
    completed: and(notFlagged, eq(counts.cancelled, false), eq(counts.isCompleted, true)),
    paid: and(open, eq(counts.payment, true)),
    'awaiting-payment': and(open, eq(counts.payment, false)),
    expired: and(open, eq(counts.payment, false)),
  };
  // `and` of defined parts is never undefined.
  return buckets[status] as SQL;
}

/**
 * How many live appointments the filters select, as `count(*)` over `matchingFilters` would say, from
 * the counts the trigger of migration 0006 keeps (a few rows per day and location) and the running
 * holds (a few, through their index): the cost follows the days filtered, not the appointments.
 */
export async function countMatching(reader: Reader, filters: FilterConditions, now: Date): Promise<number> {
  const { status, payment, location, from, to } = filters;
  if (status === undefined && payment === undefined && from === undefined && to === undefined) {
    // Every live appointment, or a location's: the live counts per location and time of migration 0004
    // (48 rows) answer it, where those per day (over 100,000 rows with a million appointments, about
    // 100 ms to add up) would be read whole.
    const [live] = await reader
      .select({ total: sum(bookingCounts.live).mapWith(Number) })
      .from(bookingCounts)
      .where(location === undefined ? undefined : eq(bookingCounts.location, location));
    return live?.total ?? 0;
  }
  const [stored] = await reader
    .select({ total: sum(counts.appointments).mapWith(Number) })
    .from(counts)
    .where(
      and(
        status === undefined ? undefined : bucketIs(status),
        payment === undefined ? undefined : eq(counts.payment, payment === 'paid'),
        location === undefined ? undefined : eq(counts.location, location),
        from === undefined ? undefined : gte(counts.date, from),
        to === undefined ? undefined : lte(counts.date, to),
      ),
    );
  const total = stored?.total ?? 0;
  if (status !== 'awaiting-payment' && status !== 'expired') return total;
  const [running] = await reader
    .select({ total: count() })
    .from(appointments)
    .where(matchingFilters({ ...filters, status: 'awaiting-payment' }, now));
  const holding = running?.total ?? 0;
  return status === 'awaiting-payment' ? holding : total - holding;
}
