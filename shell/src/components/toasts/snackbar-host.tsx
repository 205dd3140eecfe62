// First: notistack's styles must find their stylesheet when notistack is evaluated.
import './install-goober-sheet';
import { TOAST, toastHost } from '@clean/shared';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { forwardRef, useEffect } from 'react';
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

/** Hands this provider's own enqueue/close to `notify`, which sends what waited for notistack. */
function ConnectNotify() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => toastHost.connect({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
  return null;
}

/**
 * notistack and everything that needs it, loaded by `ToastProvider` with the first toast: top right,
 * 5 s, paused on hover and while the window has no focus, queued beyond the visible limit.
 */
export default function SnackbarHost({ region }: { region: HTMLElement }) {
  return (
    <SnackbarProvider
      domRoot={region}
      anchorOrigin={TOAST.anchor}
      autoHideDuration={TOAST.autoHideMs}
      maxSnack={TOAST.maxVisible}
      Components={{ loading: LoadingToast }}
    >
      <ConnectNotify />
    </SnackbarProvider>
  );
}
