/** @jest-environment node */
import { baseApi, catalogueApi } from '../src/api';
import { makeStore } from '../src/store/make-store';
import { runtimeConfigLoaded } from '../src/store/config-slice';
import type { RuntimeConfig } from '../src/config/runtime-config';

let calls: string[] = [];
beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push((input as Request).url);
    return new Response(JSON.stringify([{ date: '2030-01-02', availableTimes: ['6:00 AM'] }]), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

it('asks for the availability of one location when given, and of all otherwise, for a job length', async () => {
  const store = makeStore();
  store.dispatch(runtimeConfigLoaded({ apiBaseUrl: 'http://api.test' } as RuntimeConfig));
  const lagos = await store.dispatch(
    catalogueApi.endpoints.getAvailability.initiate({ location: 'Port Harcourt', minutes: 300 }),
  );
  const all = await store.dispatch(catalogueApi.endpoints.getAvailability.initiate(undefined));
  expect(calls).toEqual([
    'http://api.test/api/admin/availability?location=Port+Harcourt&minutes=300',
    'http://api.test/api/admin/availability',
  ]);
  expect(lagos.data).toEqual([{ date: '2030-01-02', availableTimes: ['6:00 AM'] }]);
  expect(all.data).toHaveLength(1);
});

it('refuses a second endpoint under a catalogue name instead of silently keeping the first', () => {
  expect(() =>
    baseApi.injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) => ({ getProducts: build.query<string, void>({ query: () => '/elsewhere' }) }),
    }),
  ).toThrow(/getProducts/);
});
