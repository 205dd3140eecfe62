/**
 * The schedule board: for each day and location asked, every slot of the day with its crews and the
 * bookings in it (day view) or their counts (week view), from the rules in force and the bookings
 * (docs/PRODUCT.md, Admin console).
 */
import { LOCATIONS } from '@clean/shared/constants';
import type { ScheduleBooking, ScheduleDay, ScheduleSlot } from '@clean/shared/schemas';
import { hourLabel, labelHour } from '@clean/shared/lagos-time';
import type { AvailabilityRepository } from '../repositories/availability-repository';
import type { ScheduleRepository, ScheduleRow, SlotKey } from '../repositories/schedule-repository';
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
    plan: row.planId !== null,
    amount: row.amount,
    payment: row.payment,
    status: state.status,
    holdExpiresAt: state.holdExpiresAt,
    attentionReason: state.attentionReason,
    crew: row.crewName,
    jobStep: row.jobStep ?? 'assigned',
  };
}

/** A slot's place in the day: by hour; a time that is not an hour label (none are stored) goes last. */
const hourOf = (time: string) => labelHour(time) ?? 24;

/**
 * The days `dates` at `locations` (LOCATIONS order): a closed location gets no slots of its own, and
 * its reason in `closed`; any hour one of `items` sits at is shown too (a removed hour, a closed day),
 * so no booking is hidden. `slotOf` makes each slot from the items at its hour.
 */
function layDays<Item extends SlotKey>(
  rules: OpeningRules,
  dates: readonly string[],
  locations: readonly string[],
  items: readonly Item[],
  slotOf: (slot: Omit<ScheduleSlot, 'bookings'>, here: Item[], date: string) => ScheduleSlot,
): ScheduleDay[] {
  const ordered = LOCATIONS.filter((location) => locations.includes(location));
  // Each day and location's items, keeping their order: one pass, however many days and items.
  const byDay = new Map<string, Item[]>();
  for (const item of items) {
    const key = `${item.date}|${item.location}`;
    const list = byDay.get(key);
    if (list) list.push(item);
    else byDay.set(key, [item]);
  }
  return dates.map((date) => {
    const closed: ScheduleDay['closed'] = [];
    const slots: ScheduleSlot[] = [];
    for (const location of ordered) {
      const reason = closedReason(rules, date, location);
      if (reason !== null) closed.push({ location, reason });
      const here = byDay.get(`${date}|${location}`) ?? [];
      const times = new Set<string>(reason === null ? slotHoursOn(rules, date).map(hourLabel) : []);
      for (const item of here) times.add(item.time);
      const crews = rules.crews.get(location) ?? 0;
      for (const time of [...times].sort((a, b) => hourOf(a) - hourOf(b) || a.localeCompare(b))) {
        slots.push(
          slotOf(
            { location, time, crews },
            here.filter((item) => item.time === time),
            date,
          ),
        );
      }
    }
    return { date, closed, slots };
  });
}

/** The day board: each slot lists its bookings (`rows`: not deleted, all statuses), oldest first. */
export function scheduleDays(
  rules: OpeningRules,
  dates: readonly string[],
  locations: readonly string[],
  rows: readonly ScheduleRow[],
  now: Date,
): ScheduleDay[] {
  return layDays(rules, dates, locations, rows, (slot, here) => ({
    ...slot,
    bookings: here
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((row) => toScheduleBooking(row, now)),
  }));
}

/**
 * The week board: the same slots as `scheduleDays` would give, each with no bookings but its `usage`:
 * `counts` (one per slot with a booking: how many hold a crew for good) and the running `holds` (hold
 * ends, soonest first), as the schedule repository's slotUsage gives them.
 */
export function scheduleWeekDays(
  rules: OpeningRules,
  dates: readonly string[],
  locations: readonly string[],
  counts: readonly (SlotKey & { taken: number })[],
  holds: readonly (SlotKey & { holdExpiresAt: Date })[],
): ScheduleDay[] {
  const holdsAt = new Map<string, string[]>();
  for (const hold of holds) {
    const key = `${hold.date}|${hold.location}|${hold.time}`;
    const list = holdsAt.get(key);
    const end = hold.holdExpiresAt.toISOString();
    if (list) list.push(end);
    else holdsAt.set(key, [end]);
  }
  return layDays(rules, dates, locations, counts, (slot, here, date) => ({
    ...slot,
    bookings: [],
    usage: {
      taken: here.reduce((sum, count) => sum + count.taken, 0),
      holdsUntil: holdsAt.get(`${date}|${slot.location}|${slot.time}`) ?? [],
    },
  }));
}

type ScheduleDeps<Read extends keyof ScheduleRepository> = {
  availability: Pick<AvailabilityRepository, 'between'>;
  schedule: Pick<ScheduleRepository, Read>;
};

/** The first and last of `dates` (in order, at least one). */
function spanOf(dates: readonly string[]): [first: string, last: string] {
  const first = dates[0];
  if (first === undefined) throw new Error('A schedule spans at least one day');
  return [first, dates[dates.length - 1] ?? first];
}

/** The day board of `dates` at `locations`: the rules in force and the bookings (any status) read together. */
export async function readScheduleDays(
  deps: ScheduleDeps<'bookings'>,
  dates: readonly string[],
  locations: readonly string[],
  now: Date,
): Promise<ScheduleDay[]> {
  const [first, last] = spanOf(dates);
  const [rules, rows] = await Promise.all([
    deps.availability.between(first, last),
    deps.schedule.bookings(first, last, locations),
  ]);
  return scheduleDays(rules, dates, locations, rows, now);
}

/** The week board of `dates` at `locations`: the rules in force and each slot's usage, read together. */
export async function readScheduleWeek(
  deps: ScheduleDeps<'slotUsage'>,
  dates: readonly string[],
  locations: readonly string[],
  now: Date,
): Promise<ScheduleDay[]> {
  const [first, last] = spanOf(dates);
  const [rules, { counts, holds }] = await Promise.all([
    deps.availability.between(first, last),
    deps.schedule.slotUsage(first, last, locations, now),
  ]);
  return scheduleWeekDays(rules, dates, locations, counts, holds);
}
