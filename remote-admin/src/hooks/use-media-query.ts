import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following rotation and resizing, for layouts that render one
 * arrangement rather than two hidden by CSS. Without media queries (no window, an old engine, jsdom)
 * it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const media = useCallback(
    (): MediaQueryList | null =>
      typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null,
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = media();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? fallback,
    () => fallback,
  );
}
