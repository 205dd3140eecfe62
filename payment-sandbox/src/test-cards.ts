/**
 * The sandbox's documented test cards. Any future expiry date and any 3-digit CVV are accepted.
 */
export const TEST_CARDS = {
  /** Approved. */
  success: '4084084084084081',
  /** Declined by the issuer. */
  declined: '4000000000000002',
  /**
   * Approved in the checkout, but a later charge of its saved authorization
   * (`POST /transaction/charge_authorization`) is declined: a card blocked since.
   */
  laterDeclined: '5060666666666666666',
  /** Approved in the checkout; a later charge of its authorization fails for insufficient funds. */
  laterInsufficientFunds: '5078585078585078585',
} as const;

/** What a later charge of a card's saved authorization answers (`charge_authorization`). */
export type ReuseOutcome = 'approved' | 'declined' | 'insufficient-funds';

export type ChargeOutcome =
  | { approved: true; last4: string; bin: string; brand: string; reuse: ReuseOutcome }
  | { approved: false; message: string };

/** The gateway's words for a refused charge of a saved authorization, as the provider's. */
export const REUSE_REFUSALS: Record<Exclude<ReuseOutcome, 'approved'>, string> = {
  declined: 'Declined',
  'insufficient-funds': 'Insufficient Funds',
};

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
    return { approved: true, last4: number.slice(-4), bin: number.slice(0, 6), brand: 'visa', reuse: 'approved' };
  }
  if (number === TEST_CARDS.laterDeclined || number === TEST_CARDS.laterInsufficientFunds) {
    const reuse = number === TEST_CARDS.laterDeclined ? 'declined' : 'insufficient-funds';
    return { approved: true, last4: number.slice(-4), bin: number.slice(0, 6), brand: 'verve', reuse };
  }
  if (number === TEST_CARDS.declined) return { approved: false, message: 'Declined' };
  return {
    approved: false,
    message:
      `Unknown test card: use ${TEST_CARDS.success} (approved) or ${TEST_CARDS.declined} (declined); ` +
      `${TEST_CARDS.laterDeclined} and ${TEST_CARDS.laterInsufficientFunds} are approved, but later charges of ` +
      'their saved authorization are declined or fail for insufficient funds',
  };
}
