import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RuntimeConfig } from '../config/runtime-config';

export interface ConfigState {
  runtime: RuntimeConfig | null;
}

const initialState: ConfigState = { runtime: null };

/** The runtime config the shell read from `/config.json`; remotes read it, never fetch it again. */
export const configSlice = createSlice({
  name: 'config',
  initialState,
  reducers: {
    runtimeConfigLoaded(state, action: PayloadAction<RuntimeConfig>) {
      state.runtime = action.payload;
    },
  },
  selectors: {
    selectRuntimeConfig: (state) => state.runtime,
    selectApiBaseUrl: (state) => state.runtime?.apiBaseUrl ?? '',
    selectPaymentConfig: (state) => state.runtime?.payment ?? null,
  },
});

export const { runtimeConfigLoaded } = configSlice.actions;
export const { selectRuntimeConfig, selectApiBaseUrl, selectPaymentConfig } = configSlice.selectors;
