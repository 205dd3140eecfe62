/**
 * The schedule board: for each day and location asked, every slot of the day with its crews and the
 * bookings in it, from the rules in force and the bookings (docs/PRODUCT.md, Admin console).
 */
import { LOCATIONS } from '@clean/shared/constants';
import type { ScheduleBooking, ScheduleDay, ScheduleSlot } from '@clean/shared/schemas';
import { hourLabel, labelHour } from '@clean/shared/lagos-time';
import type { ScheduleRow } from '../repositories/schedule-repository';
import { closedReason, slotHoursOn, type OpeningRules } from '../domain/availability';
import { bookingStateOf } from '../domain/booking-status';

function toScheduleBooking(row: ScheduleRow, now: Date): ScheduleBooking {
  const state = bookingStateOf(row, now);
  return {
    _id: row.id,
    reference: row.reference,
    customerName: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    product: row.productName,
    service: row.serviceName,
    frequency: row.frequencyName,
    amount: row.amount,
    payment: row.payment,
    status: state.status,
    holdExpiresAt: state.holdExpiresAt,
    attentionReason: state.attentionReason,
  };
}

/** A slot's place in the day: by hour; a time that is not an hour label (none are stored) goes last. */
const hourOf = (time: string) => labelHour(time) ?? 24;

/**
 * The days `dates` at `locations` (LOCATIONS order): a closed location gets no slots of its own, and
 * its reason in `closed`; any hour a booking sits at is shown too (a removed hour, a closed day), so no
 * booking is hidden. Bookings are those of `rows` (not deleted; all statuses), oldest first.
 */
export function scheduleDays(
  rules: OpeningRules,
  dates: readonly string[],
  locations: readonly string[],
  rows: readonly ScheduleRow[],
  now: Date,
): ScheduleDay[] {
  const ordered = LOCATIONS.filter((location) => locations.includes(location));
  // Each day and location's bookings, keeping the rows' order: one pass, however many days and bookings.
  const byDay = new Map<string, ScheduleRow[]>();
  for (const row of rows) {
    const key = `${row.date}|${row.location}`;
    const list = byDay.get(key);
    if (list) list.push(row);
    else byDay.set(key, [row]);
  }
  return dates.map((date) => {
    const closed: ScheduleDay['closed'] = [];
    const slots: ScheduleSlot[] = [];
    for (const location of ordered) {
      const reason = closedReason(rules, date, location);
      if (reason !== null) closed.push({ location, reason });
      const here = byDay.get(`${date}|${location}`) ?? [];
      const times = new Set<string>(reason === null ? slotHoursOn(rules, date).map(hourLabel) : []);
      for (const row of here) times.add(row.time);
      const crews = rules.crews.get(location) ?? 0;
      for (const time of [...times].sort((a, b) => hourOf(a) - hourOf(b) || a.localeCompare(b))) {
        const bookings = here
          .filter((row) => row.time === time)
          .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
          .map((row) => toScheduleBooking(row, now));
        slots.push({ location, time, crews, bookings });
      }
    }
    return { date, closed, slots };
  });
}
