import { combineSlices } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { configSlice } from './config-slice';

/**
 * Remotes add their own slices when they load (`rootReducer.inject(slice)`) and declare them by
 * augmenting `LazyLoadedSlices`, so there is always exactly one store.
 */
// Augmented by remotes with their own slices (module augmentation needs an interface).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(configSlice, baseApi).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
