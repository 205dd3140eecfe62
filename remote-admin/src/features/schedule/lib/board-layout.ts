import { LOCATIONS, type Location } from '@clean/shared/constants';
import type { ScheduleDay, ScheduleSlot } from '@clean/shared/schemas';
import { byHour } from '@clean/shared/lagos-time';

/** The locations the board shows, in the one order of LOCATIONS: the one asked for, else all. */
export const boardLocations = (location: Location | null): readonly Location[] => (location ? [location] : LOCATIONS);

/** One location's slots of a day, earliest first. */
export function slotsAt(day: ScheduleDay, location: string): ScheduleSlot[] {
  return day.slots.filter((slot) => slot.location === location).sort((a, b) => byHour(a.time, b.time));
}

/** Why a location is closed that day, or null when it is open. */
export function closedReason(day: ScheduleDay, location: string): string | null {
  return day.closed.find((entry) => entry.location === location)?.reason ?? null;
}

/** Every slot hour a location has on any day of the week: the rows of its grid. */
export function weekTimes(days: ScheduleDay[], location: string): string[] {
  const times = new Set(
    days.flatMap((day) => day.slots.filter((slot) => slot.location === location)).map((s) => s.time),
  );
  return [...times].sort(byHour);
}

export function slotOf(day: ScheduleDay, location: string, time: string): ScheduleSlot | undefined {
  return day.slots.find((slot) => slot.location === location && slot.time === time);
}
