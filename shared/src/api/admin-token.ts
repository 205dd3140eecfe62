import { STORAGE_KEYS } from '../constants';

/**
 * The admin session as the browser keeps it (`adminToken` and `lastActivity` in localStorage:
 * docs/PRODUCT.md#data). The one place that touches those keys: the base API reads the token for admin calls,
 * the admin console writes and clears it through these functions, and the shell reads it (the error
 * page picks its "home" link by it) without loading RTK Query on a first visit.
 */

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the console then behaves as signed out.
    return undefined;
  }
}

export function readAdminToken(): string {
  try {
    return storage()?.getItem(STORAGE_KEYS.adminToken) ?? '';
  } catch {
    return '';
  }
}

/** Stores a fresh session token and counts the sign-in as activity. */
export function storeAdminToken(token: string, now = Date.now()): void {
  try {
    storage()?.setItem(STORAGE_KEYS.adminToken, token);
    storage()?.setItem(STORAGE_KEYS.lastActivity, String(now));
  } catch {
    // A full or blocked storage leaves the admin signed out; the login page says nothing more useful.
  }
}

/** Removes both keys (logout and inactivity logout: docs/PRODUCT.md#admin-console). */
export function clearAdminSession(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.adminToken);
    storage()?.removeItem(STORAGE_KEYS.lastActivity);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Milliseconds since the epoch of the last scroll, mouse move or key press in any tab; null if none. */
export function readLastActivity(): number | null {
  try {
    const value = Number(storage()?.getItem(STORAGE_KEYS.lastActivity));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function storeLastActivity(now = Date.now()): void {
  try {
    storage()?.setItem(STORAGE_KEYS.lastActivity, String(now));
  } catch {
    // Without storage the tab's own timer still logs out; other tabs just cannot see this activity.
  }
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/**
 * Called by the base API when an admin call answers 401: the token expired or was revoked. The admin
 * console listens and logs out to login; until it does, nothing else happens.
 */
export function reportAdminSessionExpired(): void {
  for (const listener of expiredListeners) listener();
}

/** Subscribes to `reportAdminSessionExpired`; returns the unsubscribe. */
export function onAdminSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}
