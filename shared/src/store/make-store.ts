import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './root-reducer';

/**
 * Middleware added after the store exists, by code loaded later: the base API's (`@clean/shared/api`)
 * when the first page that calls the API loads. One instance for the site, so whoever adds to it adds
 * to the one store.
 */
export const dynamicMiddleware = createDynamicMiddleware<RootState>();

/** The one store of the site. Only the shell calls this (and tests, with a preloaded state). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
