import type { ScheduleSlot } from '@clean/shared/schemas';

/**
 * The rows of a location's day: a slot with bookings stands alone; consecutive slots with none (and
 * the same crews) fold into one run, so a long quiet day takes one line rather than a card per hour.
 */
export type SlotRow =
  { kind: 'slot'; slot: ScheduleSlot } | { kind: 'free'; first: string; last: string; count: number; crews: number };

export function slotRows(slots: readonly ScheduleSlot[]): SlotRow[] {
  const rows: SlotRow[] = [];
  for (const slot of slots) {
    const previous = rows[rows.length - 1];
    if (slot.bookings.length > 0) rows.push({ kind: 'slot', slot });
    else if (previous?.kind === 'free' && previous.crews === slot.crews) {
      previous.last = slot.time;
      previous.count += 1;
    } else rows.push({ kind: 'free', first: slot.time, last: slot.time, count: 1, crews: slot.crews });
  }
  return rows;
}

/** Bookings a slot lists before 'Show all': enough to see who is there, few enough to keep it short. */
export const BOOKINGS_SHOWN = 4;
