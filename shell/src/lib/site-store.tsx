import type { RuntimeConfig } from '@clean/shared';
import { makeStore, runtimeConfigLoaded } from '@clean/shared/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/**
 * The one store of the site, made when the first page that reads it is shown (store-gate.tsx), with
 * the runtime config the shell read at start. This module is what brings Redux to a visit.
 */
export function makeStoreProvider(config: RuntimeConfig) {
  const store = makeStore();
  store.dispatch(runtimeConfigLoaded(config));
  return function StoreProvider({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}
