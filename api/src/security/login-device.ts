import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** The cookie that says a browser has signed in to an admin account before (README, "Failed logins"). */
export const DEVICE_COOKIE = 'clean_admin_device';
/** How long a device stays known: half a year of not signing in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The account a device cookie speaks for: its id and password hash. */
export interface DeviceAccount {
  id: string;
  passwordHash: string;
}

/**
 * A device's proof for one account: an HMAC keyed by the account's password hash, which only the
 * database holds. Every replica can check it without a shared secret, and a new password forgets every
 * device (the attacker who knew the old one included).
 */
const proofOf = (account: DeviceAccount, deviceId: string): Buffer =>
  createHmac('sha256', account.passwordHash).update(`${account.id}:${deviceId}`).digest();

/** A new device cookie's value for `account`: a random device id and its proof. */
export function deviceCookieValue(account: DeviceAccount): string {
  const deviceId = randomUUID();
  return `${deviceId}.${proofOf(account, deviceId).toString('base64url')}`;
}

/** Whether a cookie value proves that this browser signed in to `account` before. */
export function isKnownDevice(value: string | undefined, account: DeviceAccount | null): boolean {
  if (!value || !account) return false;
  const [deviceId, proof, ...rest] = value.split('.');
  if (!deviceId || !proof || rest.length > 0) return false;
  const given = Buffer.from(proof, 'base64url');
  const expected = proofOf(account, deviceId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
