import { CURRENCY } from '../constants';

const naira = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });

/** The one currency formatter of the site: en-US style with the NGN code, e.g. "NGN 25,000.00". */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}
