/**
 * De-duplication of transactions (docs/POPUP.md §1): before creating a transaction, the popup looks
 * for an earlier one that never completed (status null or 'abandoned') with the same parameters, and
 * reopens it instead. Parameters are equal when their sorted keys and their sorted values (functions by
 * their source text, objects as '[object Object]') join to the same strings, as the official library
 * compares them.
 */
import type { PopupTransaction } from './transaction';

const REUSABLE_STATUSES: readonly (string | null)[] = [null, 'abandoned'];

/** The official comparison: keys and values, each sorted as strings and joined with commas. */
export function sameParameters(a: object, b: object): boolean {
  const signature = (params: object): string =>
    `${Object.keys(params).sort().join()}|${Object.values(params).map(String).sort().join()}`;
  return signature(a) === signature(b);
}

/** The earliest reusable transaction with the same parameters, or undefined. */
export function findReusable(transactions: readonly PopupTransaction[], params: object): PopupTransaction | undefined {
  return transactions.find(
    (transaction) => REUSABLE_STATUSES.includes(transaction.status) && sameParameters(transaction.parameters, params),
  );
}
