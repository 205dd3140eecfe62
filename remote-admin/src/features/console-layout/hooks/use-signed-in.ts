import { readAdminToken, STORAGE_KEYS } from '@clean/shared';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // Another tab logging in or out changes the stored token; this tab follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.adminToken) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const hasToken = () => readAdminToken() !== '';

/** Whether an admin token is stored, kept current across tabs. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
