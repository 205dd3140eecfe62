/** @jest-environment node */
import { baseApi } from '../src/api';
import { onAdminSessionExpired } from '../src/api/admin-token';
import { makeStore } from '../src/store/make-store';
import { runtimeConfigLoaded } from '../src/store/config-slice';
import type { RuntimeConfig } from '../src/config/runtime-config';

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicThing: build.query<{ success: boolean; value: number }, void>({ query: () => '/api/admin/products' }),
    adminThing: build.query<{ success: boolean }, void>({
      query: () => '/api/admin/profile',
      extraOptions: { admin: true },
    }),
  }),
});

const config = { apiBaseUrl: 'http://api.test' } as RuntimeConfig;
let calls: Request[] = [];
let storage = new Map<string, string>();

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(input as Request);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

function freshStore() {
  const store = makeStore();
  store.dispatch(runtimeConfigLoaded(config));
  return store;
}

beforeEach(() => {
  calls = [];
  storage = new Map<string, string>([['adminToken', 'token-123']]);
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: { getItem: (key: string) => storage.get(key) ?? null },
  });
});

describe('base query', () => {
  it('reports an admin call answered 401: the session ended', async () => {
    const expired = jest.fn();
    const stop = onAdminSessionExpired(expired);
    answer(401, { success: false, message: 'Your session has expired.' });
    const result = await freshStore().dispatch(api.endpoints.adminThing.initiate());
    stop();
    expect(result.error).toMatchObject({ status: 401, message: 'Your session has expired.' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not report a 401 to a public call (a wrong password) or to an admin call sent without a token', async () => {
    const expired = jest.fn();
    const stop = onAdminSessionExpired(expired);
    answer(401, { success: false, message: 'Invalid email or password.' });
    await freshStore().dispatch(api.endpoints.publicThing.initiate());
    storage.delete('adminToken');
    await freshStore().dispatch(api.endpoints.adminThing.initiate());
    stop();
    expect(calls).toHaveLength(2);
    expect(expired).not.toHaveBeenCalled();
  });

  it('calls the API base URL of the runtime config, without a token on public calls', async () => {
    answer(200, { success: true, value: 1 });
    const result = await freshStore().dispatch(api.endpoints.publicThing.initiate());
    expect(result.data).toEqual({ success: true, value: 1 });
    expect(calls[0]!.url).toBe('http://api.test/api/admin/products');
    expect(calls[0]!.headers.get('adminToken')).toBeNull();
  });

  it('sends the stored token in the adminToken header on admin calls', async () => {
    answer(200, { success: true });
    await freshStore().dispatch(api.endpoints.adminThing.initiate());
    expect(calls[0]!.headers.get('adminToken')).toBe('token-123');
  });

  it('turns success:false into an error carrying the server message', async () => {
    answer(200, { success: false, message: 'Appointment already cancelled' });
    const result = await freshStore().dispatch(api.endpoints.publicThing.initiate());
    expect(result.error).toEqual({ status: 'ENVELOPE', message: 'Appointment already cancelled' });
  });

  it('keeps the status, field problems and body of a rejected call', async () => {
    const body = { success: false, message: 'Invalid input', errors: [{ field: 'email', message: 'Invalid email' }] };
    answer(400, body);
    const result = await freshStore().dispatch(api.endpoints.publicThing.initiate());
    expect(result.error).toEqual({
      status: 400,
      message: 'Invalid input',
      errors: [{ field: 'email', message: 'Invalid email' }],
      data: body,
    });
  });

  it('explains a network failure in words', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const result = await freshStore().dispatch(api.endpoints.publicThing.initiate());
    expect(result.error).toMatchObject({
      status: 'NETWORK',
      message: expect.stringMatching(/could not reach the server/i),
    });
  });
});

describe('the base API', () => {
  it('joins the one store only when @clean/shared/api is loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const { makeStore: makeIsolatedStore } = await import('../src/store/make-store');
      const store = makeIsolatedStore();
      store.dispatch(runtimeConfigLoaded(config));
      expect(store.getState()).not.toHaveProperty('api');

      // What a page that calls the API does, after the shell created the store.
      const { baseApi } = await import('../src/api');
      store.dispatch({ type: 'any/action' });
      expect(store.getState()).toHaveProperty('api');
      expect(store.getState().api?.config.middlewareRegistered).toBe(true);
      expect(baseApi.reducerPath).toBe('api');
    });
  });
});
