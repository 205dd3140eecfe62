import { formatDecimal } from '@clean/shared';

/*
 * Numbers written out rather than by Intl, on the shared package's `formatDecimal`: the first Intl
 * formatter a page makes loads the locale data, 30-60 ms of one task on a phone, and the console's
 * frame loads this module on every page (docs/DECISIONS.md, "No Intl on the first render"). Each
 * writes what the en-US Intl formatter named beside it writes, character for character, for any
 * finite number (test/format-count.test.ts).
 */

/** A count as people read it, with thousands separators: 1,000,000 (en-US, as money is). */
export function formatCount(value: number): string {
  return formatDecimal(value, 0);
}

/** A share from 0 to 1 as a percentage with at most one decimal: '1.7%' (Intl's `style: 'percent'`). */
export function formatPercent(share: number): string {
  const shortest = String(Math.abs(share));
  // Moved two places in decimal, so 0.0175 is 1.75 (times 100 in binary would give 1.7499…).
  const shifted = shortest.includes('e') ? Math.abs(share) * 100 : Number(`${shortest}e2`);
  return `${formatDecimal(share < 0 || Object.is(share, -0) ? -shifted : shifted, 1)}%`;
}

let compact: Intl.NumberFormat | undefined;

/**
 * A count short enough for a chart's axis or a narrow label: 1.2K, 10M, 10B. Intl, made at the first
 * use: only a chart's axis asks, after the page's first render.
 */
export function formatCompactCount(value: number): string {
  compact ??= new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  return compact.format(value);
}
