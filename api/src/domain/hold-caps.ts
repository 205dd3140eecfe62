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

/** Whether one more hold would go over a cap: per email, per phone or per address. */
export const holdCapReached = (counts: HoldCounts, limits: HoldLimits): boolean =>
  counts.email >= limits.perContact || counts.phone >= limits.perContact || counts.address >= limits.perAddress;
