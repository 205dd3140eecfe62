/**
 * `@clean/shared/api`: the one RTK Query base API, imported only by the code that calls the API, so
 * RTK Query is not part of a first visit to a page that makes no call (docs/BENCHMARKS.md#budgets).
 *
 * Importing it plugs the API into the one store: its reducer is injected into the root reducer and its
 * middleware added to the store's dynamic middleware. The store is reached through the package's own
 * name, not a relative path: with Module Federation this subpath can be provided by another app's build
 * than the barrel, and only the shared `@clean/shared` singleton is guaranteed to be the store the
 * shell created.
 */
import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import { dynamicMiddleware, rootReducer, type RootState } from '@clean/shared/store';
import { baseApi } from './base-api';

declare module '../store/root-reducer' {
  // Declares the lazily injected API state in the one RootState (module augmentation needs an interface).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof baseApi> {}
}

/** Refetch on focus / reconnect for endpoints that ask for it; runs once per store, on its first action. */
const refetchListeners: Middleware = (store) => {
  setupListeners(store.dispatch);
  return (next) => (action) => next(action);
};

rootReducer.inject(baseApi);
// From here on the store's state has the API's slice, which is what its middleware needs. Adding a
// middleware that is already there is a no-op, so no store ever runs it twice.
dynamicMiddleware.addMiddleware.withTypes<{ state: RootState & WithSlice<typeof baseApi> }>()(
  baseApi.middleware,
  refetchListeners,
);

export { baseApi, baseQuery, type CallOptions } from './base-api';
export { catalogueApi, useGetAvailabilityQuery, useGetProductQuery, useGetProductsQuery } from './catalogue';
export type { AvailabilityAsk } from './catalogue';
