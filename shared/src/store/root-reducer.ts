import { combineSlices } from '@reduxjs/toolkit';
import { configSlice } from './config-slice';

/**
 * Remotes add their own slices when they load (`rootReducer.inject(slice)`) and declare them by
 * augmenting `LazyLoadedSlices`, so there is always exactly one store. The base API is one of them:
 * `@clean/shared/api` injects it when a page that calls the API is loaded.
 */
// Augmented by remotes with their own slices (module augmentation needs an interface).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(configSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
