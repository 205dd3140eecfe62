import { attentionReason, type BookingState, type BookingStatus } from '@clean/shared/schemas';

/** The columns the status is derived from (an appointment row has them all). */
export interface BookingFacts {
  payment: boolean;
  cancelled: boolean;
  isCompleted: boolean;
  holdExpiresAt: Date;
  paidAt: Date | null;
  needsAttention: boolean;
  attentionReason: string | null;
}

/**
 * Where a booking stands (the order of `bookingStatus` in the shared schema): derived on every read
 * from the stored facts and the clock, so an unpaid booking is `expired` the moment its hold runs out,
 * with no job to run.
 */
export function bookingStatusOf(facts: BookingFacts, now: Date): BookingStatus {
  // A plan visit whose card was refused waits for payment like any unpaid booking (its Pay Online
  // stays offered); the flag is for the admins.
  if (facts.needsAttention && facts.attentionReason !== 'charge-failed') return 'needs-attention';
  if (facts.cancelled) return 'cancelled';
  if (facts.isCompleted) return 'completed';
  if (facts.payment) return 'paid';
  return facts.holdExpiresAt > now ? 'awaiting-payment' : 'expired';
}

export function bookingStateOf(facts: BookingFacts, now: Date): BookingState {
  const reason = attentionReason.safeParse(facts.attentionReason);
  return {
    status: bookingStatusOf(facts, now),
    // Once paid the hold no longer matters.
    holdExpiresAt: facts.payment ? null : facts.holdExpiresAt.toISOString(),
    paidAt: facts.paidAt?.toISOString() ?? null,
    needsAttention: facts.needsAttention,
    attentionReason: facts.needsAttention && reason.success ? reason.data : null,
  };
}

/** The area and landmark of a booking's address, as its answers carry them (only those it has). */
export function placeOf(row: { areaName: string | null; landmark: string | null }): {
  area?: string;
  landmark?: string;
} {
  return {
    ...(row.areaName ? { area: row.areaName } : {}),
    ...(row.landmark ? { landmark: row.landmark } : {}),
  };
}
