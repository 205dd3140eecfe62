// Registers the 'loading' toast variant (docs/PRODUCT.md#public-site, Toasts) with notistack's types.
import './notistack-variants';
import type { ProviderContext, SnackbarKey, VariantType } from 'notistack';

export type ToastVariant = VariantType;

/** What the toast host hands over once its notistack provider is mounted (notistack's `useSnackbar()`). */
export type Toaster = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;
type ToastCall = (toaster: Toaster) => void;

// notistack is not part of a first visit: the host (the shell's toast region) loads it when the first
// toast is asked for. Until it is connected, calls wait here in order.
let toaster: Toaster | null = null;
let waiting: ToastCall[] = [];
let requested = false;
const requestListeners = new Set<() => void>();
let lastKey = 0;

/** Keys are ours, so a caller gets one back at once, before notistack is even loaded. */
function nextKey(): SnackbarKey {
  lastKey += 1;
  return `toast-${lastKey}`;
}

/**
 * A toast must say something: an empty message (an answer without one, a text not yet loaded) is
 * refused with a warning for the developer, and the page carries on without a blank toast.
 */
function hasText(message: unknown): message is string {
  if (typeof message === 'string' && message.trim() !== '') return true;
  console.warn('notify: a toast without a message was refused.', message);
  return false;
}

function toToaster(call: ToastCall): void {
  if (toaster) {
    call(toaster);
    return;
  }
  waiting.push(call);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

/**
 * The contract with the one toast host (the shell's `ToastProvider`): it watches `requested` (shaped for
 * `useSyncExternalStore`), loads notistack when it turns true, and `connect`s its provider.
 */
export const toastHost = {
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  /** Whether any toast was asked for yet, i.e. whether the host must load notistack now. */
  requested: (): boolean => requested,
  /** Sends what waited, then every later call, to the mounted provider; returns the disconnect. */
  connect(next: Toaster): () => void {
    toaster = next;
    const calls = waiting;
    waiting = [];
    for (const call of calls) call(next);
    return () => {
      if (toaster === next) toaster = null;
    };
  },
};

/**
 * The one way any app shows a toast. `@clean/shared` is a shared singleton, so these reach the host
 * the shell mounts, whichever remote calls them.
 */
export const notify = {
  /** Shows a toast and returns its key; an empty message shows none (see hasText). */
  show(message: string, variant: ToastVariant = 'default', key: SnackbarKey = nextKey()): SnackbarKey {
    if (!hasText(message)) return key;
    toToaster((target) => target.enqueueSnackbar(message, { variant, key }));
    return key;
  },
  info: (message: string) => notify.show(message, 'info'),
  success: (message: string) => notify.show(message, 'success'),
  warning: (message: string) => notify.show(message, 'warning'),
  error: (message: string) => notify.show(message, 'error'),
  /** A toast that stays until updated or removed, for slow work. */
  loading(message: string): SnackbarKey {
    const key = nextKey();
    if (hasText(message)) {
      toToaster((target) => target.enqueueSnackbar(message, { variant: 'loading', persist: true, key }));
    }
    return key;
  },
  /** Replaces a toast (typically a loading one) with a final message. */
  update(key: SnackbarKey, message: string, variant: ToastVariant = 'default'): SnackbarKey {
    // An empty final message still closes the toast it replaces: a loading toast must not stay forever.
    toToaster((target) => target.closeSnackbar(key));
    return notify.show(message, variant);
  },
  /** Closes one toast, or all of them; never loads notistack just for that. */
  remove(key?: SnackbarKey): void {
    if (toaster) toaster.closeSnackbar(key);
    else if (key === undefined) waiting = [];
    else if (waiting.length > 0) waiting.push((target) => target.closeSnackbar(key));
  },
};
