/**
 * The sandbox's documented test cards. Any future expiry date and any 3-digit CVV are accepted.
 */
export const TEST_CARDS = {
  /** Approved. */
  success: '4084084084084081',
  /** Declined by the issuer. */
  declined: '4000000000000002',
} as const;

export type ChargeOutcome =
  { approved: true; last4: string; bin: string; brand: string } | { approved: false; message: string };

const digits = (value: string): string => value.replace(/[\s-]/g, '');

/** `MM/YY` or `MM/YYYY`, not in the past. */
export function validExpiry(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export function chargeCard(card: { number: string; expiry: string; cvv: string }, now = new Date()): ChargeOutcome {
  const number = digits(card.number);
  if (!/^\d{3}$/.test(card.cvv.trim())) return { approved: false, message: 'Invalid CVV' };
  if (!validExpiry(card.expiry, now)) return { approved: false, message: 'Invalid expiry date' };
  if (number === TEST_CARDS.success) {
    return { approved: true, last4: number.slice(-4), bin: number.slice(0, 6), brand: 'visa' };
  }
  if (number === TEST_CARDS.declined) return { approved: false, message: 'Declined' };
  return {
    approved: false,
    message: `Unknown test card: use ${TEST_CARDS.success} (approved) or ${TEST_CARDS.declined} (declined)`,
  };
}
