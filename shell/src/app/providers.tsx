import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toasts/toast-provider';

/** What every page has around it. The store is not here: pages that read it get it from StoreGate. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
