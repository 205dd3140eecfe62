/*
 * Numbers written out rather than by Intl: the first Intl formatter a page makes loads the locale
 * data, 30-60 ms of one task on a phone, and the console's frame loads this module on every page
 * (docs/DECISIONS.md, "No Intl on the first render"). Each writes what the en-US Intl formatter named
 * beside it writes, character for character, for any finite number (test/format-count.test.ts).
 */

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * At most `decimals` decimals, rounded half away from zero from the shortest decimal that names the
 * number (as Intl does: 2.25 is '2.3' where `toFixed` would round the binary value below it to '2.2'),
 * trailing zeros dropped, thousands grouped: `Intl.NumberFormat('en-US', { maximumFractionDigits })`.
 */
export function formatDecimal(value: number, decimals = 0): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const shortest = String(Math.abs(value));
  const fixed = shortest.includes('e')
    ? Math.abs(value).toFixed(decimals)
    : (Math.round(Number(`${shortest}e${decimals}`)) / 10 ** decimals).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${sign}${whole.replace(THOUSANDS, ',')}${kept ? `.${kept}` : ''}`;
}

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
