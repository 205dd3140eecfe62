import { LOCATIONS, type Location } from '@clean/shared/constants';
import type { AvailabilityEntry, FieldIssue } from '@clean/shared/schemas';
import { TRAVEL_MINUTES } from '@clean/shared/format';
import { addDays, hourLabel, labelHour, lagosNow, weekday } from '@clean/shared/lagos-time';
import { anyCrewFree, type CrewCalendar } from './crew-time';

const SATURDAY = 6;

/**
 * A business rule of the company (docs/PRODUCT.md, Availability): on Saturdays crews start only at
 * 6:00, 7:00 and 8:00 AM (Lagos), whatever the weekly hours say; an hour here that the weekly hours
 * do not offer is not offered on Saturdays either. It is not one of the admin-edited rules.
 */
export const SATURDAY_HOURS: readonly number[] = [6, 7, 8];

/** 'On Saturdays we start only at 6:00 AM, 7:00 AM or 8:00 AM.' */
const SATURDAY_TIMES = SATURDAY_HOURS.map(hourLabel)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A date without bookings at one location, or at all of them (`location` null). */
export interface ClosedDateRule {
  id: string;
  date: string;
  location: string | null;
  label: string;
}

/**
 * The availability rules in force, as stored in the database (admins edit them; the environment only
 * gave the first values): weekly hours and closed weekdays for every location, crews per location,
 * closed dates (only those of the dates read), and the booking horizon (from the environment).
 */
export interface OpeningRules {
  /** Sorted hours (0-23, Lagos) at which a crew can start. */
  slotHours: readonly number[];
  /** 0 = Sunday … 6 = Saturday. */
  closedWeekdays: readonly number[];
  /** Active crews by location; a location without an entry has none. */
  crews: ReadonlyMap<string, number>;
  /** Minutes a crew needs between two jobs, by location; a location without an entry has the default. */
  travelMinutes: ReadonlyMap<string, number>;
  closedDates: readonly ClosedDateRule[];
  horizonDays: number;
  /** When an admin last changed them; null while only the environment's values exist. */
  updatedAt: Date | null;
}

export const slotKey = (date: string, time: string, location: string): string => `${date}|${time}|${location}`;

/** The travel time between two jobs at `location` under `rules`. */
export const travelMinutesAt = (rules: Pick<OpeningRules, 'travelMinutes'>, location: string): number =>
  rules.travelMinutes.get(location) ?? TRAVEL_MINUTES.default;

/** First and last bookable dates: today (Lagos) and `horizonDays - 1` days later. */
export function bookingWindow(rules: Pick<OpeningRules, 'horizonDays'>, now: Date): { first: string; last: string } {
  const today = lagosNow(now).date;
  return { first: today, last: addDays(today, rules.horizonDays - 1) };
}

/** Why `location` takes no bookings on `date` ('Closed on Sundays', a closed date's label), or null. */
export function closedReason(rules: OpeningRules, date: string, location: string): string | null {
  const day = weekday(date);
  if (rules.closedWeekdays.includes(day)) return `Closed on ${WEEKDAY_NAMES[day] ?? 'this weekday'}s`;
  const closed = rules.closedDates.find(
    (entry) => entry.date === date && (entry.location === null || entry.location === location),
  );
  if (closed) return closed.label || 'Closed date';
  return null;
}

/** The hours a crew can start on `date` (Saturday's short list on Saturdays), whether or not it is closed. */
export function slotHoursOn(rules: Pick<OpeningRules, 'slotHours'>, date: string): number[] {
  return weekday(date) === SATURDAY
    ? rules.slotHours.filter((hour) => SATURDAY_HOURS.includes(hour))
    : [...rules.slotHours];
}

/** Hours offered on an open date, before counting bookings: only hours still ahead today. */
function hoursOn(rules: OpeningRules, date: string, now: Date): number[] {
  const current = lagosNow(now);
  const hours = slotHoursOn(rules, date);
  return date === current.date ? hours.filter((hour) => hour > current.hour) : hours;
}

/** Crews a slot can take under the rules: the location's, or 0 when that date or time is not offered. */
export function crewsAt(rules: OpeningRules, slot: { date: string; time: string; location: string }): number {
  if (closedReason(rules, slot.date, slot.location) !== null) return 0;
  const hour = labelHour(slot.time);
  if (hour === null || !slotHoursOn(rules, slot.date).includes(hour)) return 0;
  return rules.crews.get(slot.location) ?? 0;
}

/**
 * Every date of the booking window open at the location (or, without one, at any location), with the
 * start times at which some crew there is free for the whole job of `minutes` (its hours, days and
 * time off, its other jobs and the travel time between them, the areas it goes to: domain/crew-time.ts).
 */
export function computeAvailability(
  rules: OpeningRules,
  now: Date,
  calendar: CrewCalendar,
  minutes: number,
  location?: Location,
  area?: string,
): AvailabilityEntry[] {
  const { first } = bookingWindow(rules, now);
  const asked: readonly string[] = location ? [location] : LOCATIONS;
  const entries: AvailabilityEntry[] = [];
  for (let offset = 0; offset < rules.horizonDays; offset += 1) {
    const date = addDays(first, offset);
    const open = asked.filter((place) => closedReason(rules, date, place) === null);
    if (open.length === 0) continue;
    const availableTimes = hoursOn(rules, date, now)
      // Without a location, a time is offered when any location open that day still has a crew free.
      .filter((hour) =>
        open.some((place) =>
          anyCrewFree(calendar.crewsAt(place), (crewId) => calendar.jobsOn(crewId, date), {
            date,
            startMinute: hour * 60,
            minutes,
            travelMinutes: travelMinutesAt(rules, place),
            area,
          }),
        ),
      )
      .map(hourLabel);
    entries.push({ date, availableTimes });
  }
  return entries;
}

/** Why a date and time cannot be booked at `location` (ignoring crews already taken), or null when they can. */
export function slotProblems(
  rules: OpeningRules,
  now: Date,
  date: string,
  time: string,
  location: string,
): FieldIssue[] {
  const { first, last } = bookingWindow(rules, now);
  if (date < first)
    return [{ field: 'date', message: 'This date is in the past. Please choose today or a later date.' }];
  if (date > last) {
    return [
      { field: 'date', message: `Bookings open ${rules.horizonDays} days ahead. Please choose an earlier date.` },
    ];
  }
  if (closedReason(rules, date, location) !== null)
    return [{ field: 'date', message: 'We are closed on this date. Please choose another day.' }];
  const hour = labelHour(time);
  if (hour !== null && hoursOn(rules, date, now).includes(hour)) return [];
  if (hour !== null && date === first && hour <= lagosNow(now).hour && rules.slotHours.includes(hour)) {
    return [{ field: 'time', message: 'This time has already passed today. Please choose a later time.' }];
  }
  if (weekday(date) === SATURDAY) {
    return [{ field: 'time', message: `On Saturdays we start only at ${SATURDAY_TIMES}.` }];
  }
  return [{ field: 'time', message: 'We do not start at this time. Please choose one of the available times.' }];
}
