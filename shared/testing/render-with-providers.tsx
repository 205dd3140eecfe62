// Request, Response and Headers for RTK Query's fetchBaseQuery: jsdom has none of them.
import 'whatwg-fetch';
import { makeStore, REMOTE_NAMES, type AppStore, type RootState, type RuntimeConfig } from '@clean/shared';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';

export const API_BASE_URL = 'http://api.test';

/** A runtime config as the shell writes it into the store, on hosts no test can reach. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: API_BASE_URL,
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

export interface Answer {
  status: number;
  body: unknown;
}

/** Every call the page made, and a way to answer the next ones. */
export function mockFetch() {
  const calls: Request[] = [];
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const record = (input: RequestInfo | URL) => calls.push(input as Request);
  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return {
    calls,
    /** Answers every call with this. */
    answer(answer: Answer) {
      fetchMock.mockImplementation(async (input) => {
        record(input);
        return json(answer);
      });
    },
    /** Every call fails as when the server cannot be reached. */
    fail() {
      fetchMock.mockImplementation(async (input) => {
        record(input);
        throw new TypeError('Failed to fetch');
      });
    },
    /** Calls wait until `release` is called with the answer. */
    hold() {
      let release: (answer: Answer) => void = () => {};
      fetchMock.mockImplementation(
        (input) =>
          new Promise<Response>((resolve) => {
            record(input);
            release = (answer) => resolve(json(answer));
          }),
      );
      return (answer: Answer) => release(answer);
    },
  };
}
