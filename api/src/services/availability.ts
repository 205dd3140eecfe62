import { FALLBACK_TIME_SLOTS, LOCATIONS, type Location } from '@clean/shared/constants';
import type { AvailabilityEntry, FieldIssue } from '@clean/shared/schemas';
import type { AvailabilityRules } from '../config';
import { addDays, hourLabel, labelHour, lagosNow, weekday } from '../lib/lagos-time';

const SATURDAY = 6;
/** On Saturdays only 6:00, 7:00 and 8:00 AM are offered (DESIGN.md: the spec's unnamed date check). */
export const SATURDAY_HOURS: readonly number[] = FALLBACK_TIME_SLOTS.map((label) => labelHour(label) ?? -1);

/** Active (not cancelled) appointments per slot: `slotKey(date, time, location)` → count. */
export type BookedCounts = ReadonlyMap<string, number>;

export const slotKey = (date: string, time: string, location: string): string => `${date}|${time}|${location}`;

/** First and last bookable dates: today (Lagos) and `horizonDays - 1` days later. */
export function bookingWindow(rules: AvailabilityRules, now: Date): { first: string; last: string } {
  const today = lagosNow(now).date;
  return { first: today, last: addDays(today, rules.horizonDays - 1) };
}

function isClosed(rules: AvailabilityRules, date: string): boolean {
  return rules.closedWeekdays.includes(weekday(date)) || rules.closedDates.includes(date);
}

/** Hours offered on an open date, before counting bookings: Saturday's short list, and only hours still ahead today. */
function hoursOn(rules: AvailabilityRules, date: string, now: Date): number[] {
  const current = lagosNow(now);
  const hours =
    weekday(date) === SATURDAY ? rules.slotHours.filter((hour) => SATURDAY_HOURS.includes(hour)) : rules.slotHours;
  return date === current.date ? hours.filter((hour) => hour > current.hour) : [...hours];
}

/** Every open date of the booking window, with the times that still have a free crew. */
export function computeAvailability(
  rules: AvailabilityRules,
  now: Date,
  booked: BookedCounts,
  location?: Location,
): AvailabilityEntry[] {
  const { first } = bookingWindow(rules, now);
  const locations: readonly string[] = location ? [location] : LOCATIONS;
  const entries: AvailabilityEntry[] = [];
  for (let offset = 0; offset < rules.horizonDays; offset += 1) {
    const date = addDays(first, offset);
    if (isClosed(rules, date)) continue;
    const availableTimes = hoursOn(rules, date, now)
      .map(hourLabel)
      // Without a location, a time is offered when any location still has a crew free.
      .filter((time) => locations.some((place) => (booked.get(slotKey(date, time, place)) ?? 0) < rules.crewsPerSlot));
    entries.push({ date, availableTimes });
  }
  return entries;
}

/** Why a date and time cannot be booked (ignoring crews already taken), or null when they can. */
export function slotProblems(rules: AvailabilityRules, now: Date, date: string, time: string): FieldIssue[] {
  const { first, last } = bookingWindow(rules, now);
  if (date < first)
    return [{ field: 'date', message: 'This date is in the past. Please choose today or a later date.' }];
  if (date > last) {
    return [
      { field: 'date', message: `Bookings open ${rules.horizonDays} days ahead. Please choose an earlier date.` },
    ];
  }
  if (isClosed(rules, date))
    return [{ field: 'date', message: 'We are closed on this date. Please choose another day.' }];
  const hour = labelHour(time);
  if (hour !== null && hoursOn(rules, date, now).includes(hour)) return [];
  if (hour !== null && date === first && hour <= lagosNow(now).hour && rules.slotHours.includes(hour)) {
    return [{ field: 'time', message: 'This time has already passed today. Please choose a later time.' }];
  }
  if (weekday(date) === SATURDAY) {
    return [{ field: 'time', message: 'On Saturdays we start only at 6:00 AM, 7:00 AM or 8:00 AM.' }];
  }
  return [{ field: 'time', message: 'We do not start at this time. Please choose one of the available times.' }];
}
