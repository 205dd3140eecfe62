/**
 * When a plan's visits fall (docs/PRODUCT.md, Recurring plans), as pure rules: visit n is due
 * `interval × (n - 1)` days after the first, at the plan's time; when that slot is closed or full, the
 * nearest other time that day is offered, then the next day's, nearest to the plan's time first.
 */
import { addDays, hourLabel, labelHour } from '@clean/shared/lagos-time';
import { slotHoursOn, slotProblems, type OpeningRules } from './availability';

/** A booking window no plan reaches the end of (a hundred years). */
const UNBOUNDED_DAYS = 36_500;

/** The date visit `visit` (1: the first) of a plan is due. */
export const visitDueDate = (firstDate: string, intervalDays: number, visit: number): string =>
  addDays(firstDate, intervalDays * (visit - 1));

/** A date and time a visit may take. */
export interface VisitSlot {
  date: string;
  time: string;
}

/**
 * Where a visit due on `date` at `time` may go, best first: the due slot, the other hours that day by
 * their distance from the plan's hour (the earlier of two equally near), then the next day's alike.
 * The caller takes the first with a free crew.
 */
export function visitSlotCandidates(rules: Pick<OpeningRules, 'slotHours'>, date: string, time: string): VisitSlot[] {
  const hour = labelHour(time) ?? 0;
  const byNearness = (day: string) =>
    slotHoursOn(rules, day)
      .sort((a, b) => Math.abs(a - hour) - Math.abs(b - hour) || a - b)
      .map((candidate) => ({ date: day, time: hourLabel(candidate) }));
  const sameDay = byNearness(date).filter((slot) => slot.time !== time);
  return [{ date, time }, ...sameDay, ...byNearness(addDays(date, 1))];
}

/**
 * Why a plan's visit cannot take `date` and `time` under the rules (closed, not a start time, past):
 * the booking window does not apply, as a plan's visits are made ahead by the plan, not chosen.
 */
export function visitSlotProblems(rules: OpeningRules, now: Date, slot: VisitSlot, location: string) {
  const unbounded = { ...rules, horizonDays: UNBOUNDED_DAYS };
  return slotProblems(unbounded, now, slot.date, slot.time, location);
}
