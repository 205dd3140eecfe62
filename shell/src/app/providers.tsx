import type { AppStore } from '@clean/shared';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/toasts/toast-provider';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
}
