import type { AvailabilityEntry } from '@clean/shared/schemas';
import { isBeforeToday, parseApiDate, toApiDate } from '@clean/shared/dates';

/** The availability answer indexed by its yyyy-MM-dd date, for the calendar's per-tile questions. */
export type AvailabilityIndex = ReadonlyMap<string, readonly string[]>;

export function indexAvailability(entries: readonly AvailabilityEntry[] | undefined): AvailabilityIndex {
  return new Map((entries ?? []).map((entry) => [entry.date, entry.availableTimes]));
}

/** Free times of a date, or undefined when the answer does not offer the date at all. */
export function timesOn(index: AvailabilityIndex, date: string): readonly string[] | undefined {
  return index.get(date);
}

/** A date can be chosen when it is not past and the answer offers at least one free time on it. */
export function isBookable(index: AvailabilityIndex, date: Date, now: Date = new Date()): boolean {
  if (isBeforeToday(date, now)) return false;
  return (index.get(toApiDate(date))?.length ?? 0) > 0;
}

/** The last date the answer offers: the calendar's maximum (the booking horizon). */
export function lastOfferedDate(index: AvailabilityIndex): Date | undefined {
  let last: string | undefined;
  for (const date of index.keys()) if (!last || date > last) last = date;
  return last ? (parseApiDate(last) ?? undefined) : undefined;
}
