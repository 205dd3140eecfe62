import { TOAST, toastHost } from '@clean/shared';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import styles from './toasts.module.css';

// notistack is not part of a first visit: it loads with the first toast. If it cannot be loaded the
// site goes on without toasts rather than failing the whole page.
const SnackbarHost = lazy<ComponentType<{ region: HTMLElement }>>(() =>
  import('./snackbar-host').catch((error: unknown) => {
    console.error('[toasts] notistack could not be loaded', error);
    return { default: () => null };
  }),
);

/**
 * The one toast region of the site (docs/PRODUCT.md#public-site, Toasts); Alt+T moves focus to it.
 * Any app shows a toast through `notify` from `@clean/shared`; the first one loads notistack into this
 * region.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const toastRequested = useSyncExternalStore(toastHost.subscribe, toastHost.requested, () => false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') {
        event.preventDefault();
        region?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [region]);

  return (
    <>
      <section
        ref={setRegion}
        className={styles.region}
        tabIndex={-1}
        aria-label={`Notifications (${TOAST.hotkeyLabel})`}
        aria-live="polite"
      />
      {region && toastRequested && (
        <Suspense fallback={null}>
          <SnackbarHost region={region} />
        </Suspense>
      )}
      {children}
    </>
  );
}
