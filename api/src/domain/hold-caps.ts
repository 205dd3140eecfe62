/**
 * The cap on unpaid holds (docs/PRODUCT.md, "Unpaid holds are capped"): a booking holds a crew before
 * it is paid, so without a cap one person could keep the calendar full without paying.
 */

/** Live unpaid holds of a booking's email, phone and client address. */
export interface HoldCounts {
  email: number;
  phone: number;
  address: number;
}

/** How many live unpaid holds one customer (per email, per phone) and one client address may have. */
export interface HoldLimits {
  perContact: number;
  perAddress: number;
}

/** When a pending bank transfer extends a hold to (docs/PRODUCT.md, Payments and holds). */
export interface TransferHoldRules {
  /** TRANSFER_HOLD_MINUTES: from the report. */
  transferMinutes: number;
  /** TRANSFER_HOLD_CEILING_MINUTES: the latest, after the booking's own hold was due to end. */
  transferCeilingMinutes: number;
}

/**
 * The end of the hold a pending transfer gives a booking: TRANSFER_HOLD_MINUTES from `now`, but never
 * past the ceiling; 'used' when a transfer extended it before (it does so once, else reporting every
 * hour would hold a crew for ever without paying); 'too-late' when the ceiling has passed. The
 * booking's own hold end is its `holdExpiresAt` until a transfer extends it, the only change to it.
 */
export function transferHoldEnd(
  hold: { holdExpiresAt: Date; transferHeldAt: Date | null },
  now: Date,
  rules: TransferHoldRules,
): Date | 'used' | 'too-late' {
  if (hold.transferHeldAt !== null) return 'used';
  const ceiling = hold.holdExpiresAt.getTime() + rules.transferCeilingMinutes * 60_000;
  const until = Math.min(now.getTime() + rules.transferMinutes * 60_000, ceiling);
  return until > now.getTime() ? new Date(until) : 'too-late';
}

/** Whether one more hold would go over a cap: per email, per phone or per address. */
export const holdCapReached = (counts: HoldCounts, limits: HoldLimits): boolean =>
  counts.email >= limits.perContact || counts.phone >= limits.perContact || counts.address >= limits.perAddress;
