/**
 * The customer's manage link token (docs/PRODUCT.md, Manage my booking): `{expiry}.{mac}`, the expiry in
 * seconds (base 36) and the HMAC-SHA256 (base64url) of the booking id and that expiry under
 * MANAGE_LINK_SECRET. No state is stored: a token opens one booking until it expires, and a token of
 * another booking, a changed character or a passed expiry are all simply not valid.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { lagosStart } from '@clean/shared/lagos-time';

/** A link stays valid this long after the visit's start: the customer can still read the receipt. */
export const MANAGE_LINK_DAYS_AFTER_VISIT = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, bookingId: string, expiry: string): Buffer =>
  createHmac('sha256', secret).update(`manage|${bookingId}|${expiry}`).digest();

/** When a link for a visit on `date` at `time` (Lagos) stops opening it. */
export function manageLinkExpiry(date: string, time: string): Date {
  const start = lagosStart(date, time) ?? new Date(`${date}T23:59:59+01:00`);
  return new Date(start.getTime() + MANAGE_LINK_DAYS_AFTER_VISIT * DAY_MS);
}

/** A token opening the booking `bookingId` until `expiresAt`. */
export function signManageToken(secret: string, bookingId: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expiry}.${mac(secret, bookingId, expiry).toString('base64url')}`;
}

/** Whether `token` was signed for `bookingId` with `secret` and has not expired at `now`. */
export function isValidManageToken(secret: string, bookingId: string, token: string, now: Date): boolean {
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, expiry = '', given = ''] = match;
  // Compared as text: base64url ignores the spare low bits of the last character, so two spellings
  // decode to one MAC; only the canonical one is the token.
  const expected = Buffer.from(mac(secret, bookingId, expiry).toString('base64url'));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
  return parseInt(expiry, 36) * 1000 > now.getTime();
}

/** The token of a booking's manage link, valid until a week after its visit. */
export const manageTokenFor = (secret: string, booking: { id: string; date: string; time: string }): string =>
  signManageToken(secret, booking.id, manageLinkExpiry(booking.date, booking.time));
