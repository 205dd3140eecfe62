import { CURRENCY } from '../constants';

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The one currency formatter of the site: en-US style with the NGN code, e.g. "NGN 25,000.00", exactly
 * as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'NGN' })` writes it (a no-break space
 * after the code; "-NGN 5.00" below zero). Written out like the dates in lagos-time.ts: a page's first
 * Intl formatter loads the locale data, 30-60 ms of one task on a phone's first visit, and every page
 * loads this module (docs/DECISIONS.md#no-intl-on-the-first-render).
 */
export function formatNaira(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const [whole, kobo] = roundedAbsolute(amount, 2);
  return `${sign}${CURRENCY}\u00a0${whole}.${kobo}`;
}

/**
 * A number with at most `decimals` decimals (trailing zeros dropped) and its thousands grouped, as
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: decimals })` writes it: counts, hours. Written
 * out for the same reason as `formatNaira`.
 */
export function formatDecimal(value: number, decimals = 0): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [whole, fraction] = roundedAbsolute(value, decimals);
  const kept = fraction.replace(/0+$/, '');
  return `${sign}${whole}${kept ? `.${kept}` : ''}`;
}

/**
 * The size of `value` to `decimals` places, rounded half up from the shortest decimal that names it,
 * as Intl rounds (0.995 to two places is "1.00"; `toFixed` would round the binary value below it to
 * "0.99"): its whole part with thousands grouped, and its `decimals` digits.
 */
function roundedAbsolute(value: number, decimals: number): [whole: string, fraction: string] {
  const size = Math.abs(value);
  const decimal = String(size);
  const fixed = decimal.includes('e')
    ? size.toFixed(decimals)
    : (Math.round(Number(`${decimal}e${decimals}`)) / 10 ** decimals).toFixed(decimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  return [whole.replace(THOUSANDS, ','), fraction];
}
