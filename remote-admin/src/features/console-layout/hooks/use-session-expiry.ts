import { onAdminSessionExpired } from '@clean/shared';
import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onExpired` once when an admin call answers 401 (token expired or revoked elsewhere): the
 * shared base API reports it, whichever page made the call. Several calls failing together end the
 * session once.
 */
export function useSessionExpiry(onExpired: () => void): void {
  // The latest `onExpired`, without subscribing again when it changes.
  const expired = useEffectEvent(onExpired);

  useEffect(() => {
    let ended = false;
    return onAdminSessionExpired(() => {
      if (ended) return;
      ended = true;
      expired();
    });
  }, []);
}
