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
  const [whole = '0', kobo = '00'] = toKobo(Math.abs(amount)).split('.');
  return `${sign}${CURRENCY}\u00a0${whole.replace(THOUSANDS, ',')}.${kobo}`;
}

/**
 * Two decimals rounded half up from the shortest decimal that names the number, as Intl rounds
 * (0.995 is "1.00"; `toFixed` would round the binary value below it to "0.99").
 */
function toKobo(amount: number): string {
  const decimal = String(amount);
  if (decimal.includes('e')) return amount.toFixed(2);
  return (Math.round(Number(`${decimal}e2`)) / 100).toFixed(2);
}
