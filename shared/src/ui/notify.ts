// Registers the 'loading' toast variant (SPEC section 4) with notistack's types.
import './notistack-variants';
import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';

export type ToastVariant = VariantType;

/**
 * The one way any app shows a toast. notistack is a shared singleton, so these reach the provider
 * the shell mounts, whichever remote calls them.
 */
export const notify = {
  show(message: string, variant: ToastVariant = 'default', key?: SnackbarKey): SnackbarKey {
    return enqueueSnackbar(message, { variant, key });
  },
  info: (message: string) => notify.show(message, 'info'),
  success: (message: string) => notify.show(message, 'success'),
  warning: (message: string) => notify.show(message, 'warning'),
  error: (message: string) => notify.show(message, 'error'),
  /** A toast that stays until updated or removed, for slow work. */
  loading(message: string): SnackbarKey {
    return enqueueSnackbar(message, { variant: 'loading', persist: true });
  },
  /** Replaces a toast (typically a loading one) with a final message. */
  update(key: SnackbarKey, message: string, variant: ToastVariant = 'default'): SnackbarKey {
    closeSnackbar(key);
    return enqueueSnackbar(message, { variant });
  },
  remove(key?: SnackbarKey): void {
    closeSnackbar(key);
  },
};
