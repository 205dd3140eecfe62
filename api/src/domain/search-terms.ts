/**
 * What the top bar's text means to the search, and how well a value matches it. The tiers, best first
 * (shared/src/schemas/search.ts): an exact booking reference, an exact email or phone number, a value
 * starting with the text, a value containing it; newest first among equals.
 */
import { nationalNumber, phoneDigits } from './phone-number';

/** Digits a phone search needs at least: fewer would match nearly every number. */
export const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * Characters a text needs before values merely containing it are looked for (the "contains" tier):
 * a trigram index (docs/DECISIONS.md, "Search on trigram indexes") cannot find shorter text inside a
 * value, and one or two letters occur in nearly every name anyway. Shorter text still finds exact
 * values and values starting with it.
 */
export const CONTAINS_MIN_LENGTH = 3;

export const RANK = { reference: 0, exact: 1, prefix: 2, contains: 3 } as const;
export type Rank = (typeof RANK)[keyof typeof RANK];

export interface SearchTerms {
  /** The text, trimmed and lower-cased. */
  text: string;
  /** The text for LIKE, its wildcards (% _ \) escaped: the user's % is a %. */
  like: string;
  /**
   * When the text is a phone number or part of one (digits, spaces, + ( ) - .) of at least
   * PHONE_SEARCH_MIN_DIGITS digits: the number in national form (for an exact match), and the digits
   * to look for inside numbers in national form (as typed, and with +234 read as 0).
   */
  phone: { national: string; parts: string[] } | null;
  /** Whether values containing the text count (from CONTAINS_MIN_LENGTH characters). */
  contains: boolean;
  /**
   * Whether the text may be a whole booking reference or email, so that the tiers looking for one
   * equal to it are asked at all (each is a query): a reference ('CLN-' and letters, security/ids.ts) has
   * neither a space nor an '@', and an email (checked at booking) has an '@'.
   */
  mayBe: { reference: boolean; email: boolean };
}

/** `text` for a LIKE pattern: backslash (LIKE's escape character), % and _ taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const PHONE_LIKE = /^[+\d\s().-]+$/;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim().toLowerCase();
  const digits = phoneDigits(text);
  let phone: SearchTerms['phone'] = null;
  if (PHONE_LIKE.test(text) && digits.length >= PHONE_SEARCH_MIN_DIGITS) {
    const parts = new Set([digits]);
    // '+234 803' is the start of '0803…' in national form.
    if (digits.startsWith('234') && digits.length > 3) parts.add(`0${digits.slice(3)}`);
    phone = { national: nationalNumber(digits), parts: [...parts] };
  }
  return {
    text,
    like: escapeLike(text),
    phone,
    contains: text.length >= CONTAINS_MIN_LENGTH,
    mayBe: { reference: !/[\s@]/.test(text), email: text.includes('@') },
  };
}
