// Request, Response and Headers for RTK Query's fetchBaseQuery: jsdom has none of them.
import 'whatwg-fetch';
import {
  REMOTE_NAMES,
  setCurrentRuntimeConfig,
  type AppStore,
  type RootState,
  type RuntimeConfig,
} from '@clean/shared';
import { makeStore } from '@clean/shared/store';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

export const API_BASE_URL = 'http://api.test';

/** A runtime config as the shell writes it into the store, on hosts no test can reach. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: API_BASE_URL,
  publicSiteUrl: 'https://www.site.test',
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://${name}.test/mf-manifest.json`]),
  ) as RuntimeConfig['remotes'],
  payment: { publicKey: 'pk_test', apiHost: 'http://pay.test', checkoutHost: 'http://checkout.test' },
};

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's current URL. */
  route?: string;
  /** State the store starts with; the runtime config is there unless given. */
  preloadedState?: Partial<RootState>;
}

/**
 * Renders `ui` as the site does: inside the one real store (the shell's `makeStore`, with the runtime
 * config) and a router at `route`. Every workspace's component tests use it.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState, ...options }: ProvidersOptions = {},
) {
  const store: AppStore = makeStore({ config: { runtime: testRuntimeConfig }, ...preloadedState });
  // As the shell does at start, for code that reads the config without the store.
  setCurrentRuntimeConfig(testRuntimeConfig);
  return {
    store,
    ...render(ui, {
      ...options,
      wrapper: ({ children }) => (
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            {children}
          </MemoryRouter>
        </Provider>
      ),
    }),
  };
}
