import { TOAST } from '@clean/shared';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import styles from './toasts.module.css';

// A toast for slow work: the default look plus a spinner.
const LoadingToast = forwardRef<HTMLDivElement, React.ComponentProps<typeof MaterialDesignContent>>((props, ref) => (
  <MaterialDesignContent
    {...props}
    ref={ref}
    iconVariant={{ loading: <span className={styles.spinner} aria-hidden="true" /> }}
  />
));
LoadingToast.displayName = 'LoadingToast';

/**
 * Toasts of SPEC section 9: top right, 5 s, paused on hover and while the window has no focus, queued
 * beyond the visible limit; Alt+T moves focus to them. Any app shows one through `notify` from
 * `@clean/shared`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [region, setRegion] = useState<HTMLElement | null>(null);

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
      {region && (
        <SnackbarProvider
          domRoot={region}
          anchorOrigin={TOAST.anchor}
          autoHideDuration={TOAST.autoHideMs}
          maxSnack={TOAST.maxVisible}
          Components={{ loading: LoadingToast }}
        >
          {null}
        </SnackbarProvider>
      )}
      {children}
    </>
  );
}
