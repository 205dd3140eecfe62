/**
 * From validated parameters to the URL parameters: the body of request_inline and the `params` of
 * `inline:url` (docs/POPUP.md §4). Key order follows the official library's, so bodies
 * are byte-identical.
 */
import type { UrlParameters } from './types';

/** Renamed only when the source value is truthy; the new key goes at the end, in this order. */
export const RENAMES: readonly (readonly [from: string, to: string])[] = [
  ['firstName', 'firstname'],
  ['lastName', 'lastname'],
  ['customerCode', 'customer_code'],
  ['paymentRequest', 'payment_request'],
  ['subaccountCode', 'subaccount'],
  ['transactionCharge', 'transaction_charge'],
  ['planCode', 'plan'],
  ['subscriptionCount', 'quantity'],
  ['planInterval', 'interval'],
  ['subscriptionLimit', 'invoice_limit'],
  ['subscriptionStartDate', 'start_date'],
  ['reference', 'ref'],
];

/** Past this length a referrer address loses its query string. */
export const REFERRER_LIMIT = 500;

export interface PageLocation {
  href: string;
  ancestorOrigins?: ArrayLike<string>;
}

/** The page address and the origins of the pages around it, each cut past 500 characters. */
export function referrer(location: PageLocation): string {
  return [location.href, ...Array.from(location.ancestorOrigins ?? [])]
    .map((address) => (address.length > REFERRER_LIMIT ? (address.split('?')[0] ?? '') : address))
    .join(',');
}

const isFalse = (value: unknown): boolean => value === false || value === 'false';

/**
 * Like the official library, this adds `referrer` to the merchant's own `metadata` object.
 */
export function toUrlParameters(params: Record<string, unknown>, location: PageLocation): UrlParameters {
  const result: Record<string, unknown> = { ...params };
  const metadata = (params.metadata && typeof params.metadata === 'object' ? params.metadata : {}) as Record<
    string,
    unknown
  >;
  metadata.referrer = referrer(location);
  result.metadata = JSON.stringify(metadata);
  result.mode = 'popup';
  if (params.split && typeof params.split !== 'string') result.split = JSON.stringify(params.split);
  if (isFalse(result.card)) {
    result.channels = ['bank'];
    delete result.card;
  }
  if (isFalse(result.bank)) {
    result.channels = ['card'];
    delete result.bank;
  }
  for (const [from, to] of RENAMES) {
    if (result[from]) {
      result[to] = result[from];
      delete result[from];
    }
  }
  for (const key of Object.keys(params)) if (typeof params[key] === 'function') delete result[key];
  return result as UrlParameters;
}
