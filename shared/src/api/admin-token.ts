import { STORAGE_KEYS } from '../constants';

/**
 * The admin session token (SPEC section 6). Apart from the base API so the shell can read it (the error
 * page picks its "home" link by it) without loading RTK Query on a first visit.
 */
export function readAdminToken(): string {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.adminToken) ?? '';
  } catch {
    return '';
  }
}
