import type { ScheduleBooking, ScheduleSlot } from '@clean/shared/schemas';

/**
 * The board's arithmetic, kept free of React so it can be checked case by case. A booking holds one
 * crew of its slot while it is paid (needs-attention ones were paid, so they count too; a completed
 * visit used its crew), or while it is unpaid and its hold has not run out. Cancelled and expired
 * bookings hold none; deleted ones never reach the board.
 */

type HoldFields = Pick<ScheduleBooking, 'status' | 'payment' | 'holdExpiresAt'>;

const MINUTE_MS = 60_000;

/** Whether `booking` keeps a crew busy at the instant `now` (ms since the epoch). */
export function holdsCrew(booking: HoldFields, now: number): boolean {
  switch (booking.status) {
    case 'cancelled':
    case 'expired':
      return false;
    case 'paid':
    case 'needs-attention':
    case 'completed':
      return true;
    case 'awaiting-payment':
      return !holdExpired(booking, now);
  }
}

/** An unpaid booking whose hold ran out at or before `now`. A hold with no end never runs out. */
function holdExpired(booking: HoldFields, now: number): boolean {
  return booking.holdExpiresAt !== null && Date.parse(booking.holdExpiresAt) <= now;
}

/**
 * What the board says about a booking's hold: none for a paid (or cancelled) one; for an unpaid one
 * waiting for its payment, the whole minutes left, rounded up (59 s left is '1 min'), or expired.
 */
export type HoldState = { kind: 'none' } | { kind: 'holding'; minutesLeft: number } | { kind: 'expired' };

export function holdState(booking: HoldFields, now: number): HoldState {
  if (booking.payment || booking.status === 'cancelled' || booking.status === 'completed') return { kind: 'none' };
  if (booking.status === 'expired' || holdExpired(booking, now)) return { kind: 'expired' };
  if (booking.holdExpiresAt === null) return { kind: 'none' };
  return { kind: 'holding', minutesLeft: Math.ceil((Date.parse(booking.holdExpiresAt) - now) / MINUTE_MS) };
}

export interface SlotUsage {
  /** Crews busy with a booking. */
  used: number;
  /** Crews the location sends to this slot. */
  available: number;
  /** Crews still free (never below 0). */
  free: number;
  /** Bookings beyond the crews: someone must be called (0 when it fits). */
  over: number;
}

/** Crews of `slot` busy at `now`: from the server's `usage` (week answers), else from its bookings. */
function crewsUsed(slot: Pick<ScheduleSlot, 'bookings' | 'usage'>, now: number): number {
  if (slot.usage) {
    // The same rule as holdsCrew: taken ones for good, an unpaid one until its hold ends.
    return slot.usage.taken + slot.usage.holdsUntil.filter((end) => Date.parse(end) > now).length;
  }
  return slot.bookings.filter((booking) => holdsCrew(booking, now)).length;
}

export function slotUsage(slot: Pick<ScheduleSlot, 'crews' | 'bookings' | 'usage'>, now: number): SlotUsage {
  const used = crewsUsed(slot, now);
  return {
    used,
    available: slot.crews,
    free: Math.max(0, slot.crews - used),
    over: Math.max(0, used - slot.crews),
  };
}

/** The instant the board counts from: the server's clock moved on by the time since it answered. */
export function serverNow(serverTime: string, receivedAt: number, clientNow: number): number {
  return Date.parse(serverTime) + (clientNow - receivedAt);
}
