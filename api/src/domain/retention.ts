const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment before which an unpaid booking's ran-out hold makes it removable: `days` whole days
 * before `now` (docs/PRODUCT.md, Payments and holds). Lagos keeps no daylight saving, so a day is 24 h.
 */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
