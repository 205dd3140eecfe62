import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_LOGOUT_MS, readLastActivity, storeLastActivity } from '@clean/shared';
import { useEffect, useEffectEvent } from 'react';

/** What counts as activity (docs/PRODUCT.md#admin-console). */
const ACTIVITY_EVENTS = ['scroll', 'mousemove', 'keydown'] as const;
/** A mouse move fires dozens of times a second; the stored time only needs to be this fresh. */
const RECORD_EVERY_MS = 5_000;

/**
 * Calls `onInactive` when more than 10 minutes pass without scroll, mouse move or key press, checked
 * every 60 seconds (docs/PRODUCT.md#constants). The last activity is kept in localStorage (`lastActivity`), so
 * activity in any tab keeps every tab signed in. Also checked at once: a tab reopened after an hour
 * must not show the console first.
 */
export function useInactivityLogout(onInactive: () => void): void {
  // The latest `onInactive`, without restarting the timer when it changes.
  const inactive = useEffectEvent(onInactive);

  useEffect(() => {
    let recordedAt = 0;
    const record = () => {
      const now = Date.now();
      if (now - recordedAt < RECORD_EVERY_MS) return;
      recordedAt = now;
      storeLastActivity(now);
    };
    const check = () => {
      const last = readLastActivity();
      if (last === null || Date.now() - last > INACTIVITY_LOGOUT_MS) inactive();
    };

    check();
    const timer = setInterval(check, INACTIVITY_CHECK_INTERVAL_MS);
    // Capture: scrolling a panel, not only the page, is activity, and scroll events do not bubble.
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, options);
    return () => {
      clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, options);
    };
  }, []);
}
