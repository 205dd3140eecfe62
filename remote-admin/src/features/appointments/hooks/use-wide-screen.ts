import { useSyncExternalStore } from 'react';

/** Where the list turns from cards (phones) into a table: the width an 11-column table needs at least. */
const WIDE_QUERY = '(min-width: 48rem)';

const media = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// Without media queries (no window, an old engine) the table is the layout that shows everything.
const isWide = (): boolean => media()?.matches ?? true;

/**
 * Whether the screen is wide enough for the table, following rotation and resizing. One layout is
 * rendered, not two hidden by CSS, so each row's buttons exist once for keyboard and screen readers.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
