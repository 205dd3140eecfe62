/**
 * Recurring plans' interval constants (docs/PRODUCT.md, Recurring plans). A subpath each app bundles
 * for itself (`BUNDLED_SUBPATHS`, tooling/src/webpack/shared-singletons.ts), so they stay out of the
 * shared root every first visit downloads.
 */

/** A frequency's interval of 0 days: one visit, no plan (docs/PRODUCT.md, Recurring plans). */
export const ONE_OFF_INTERVAL = 0;
/** The longest interval a plan's visits may have. */
export const MAX_PLAN_INTERVAL_DAYS = 365;
/** The intervals the product form offers by name; any other number of days is allowed too. */
export const PLAN_INTERVAL_PRESETS = [0, 7, 14, 28] as const;

/**
 * A card's brand as the customer and the staff both read it: "Visa", "Mastercard", "Verve" (the
 * provider writes it in any case: 'visa', 'VISA', 'mastercard').
 */
export function cardBrandName(brand: string): string {
  return brand.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());
}
