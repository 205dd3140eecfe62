import { createSlice } from '@reduxjs/toolkit';
import { makeStore } from '../src/store/make-store';
import { rootReducer } from '../src/store/root-reducer';
import { runtimeConfigLoaded, selectApiBaseUrl } from '../src/store/config-slice';
import type { RuntimeConfig } from '../src/config/runtime-config';
import { byRemote } from '../src/constants';

const config: RuntimeConfig = {
  remotes: byRemote((name) => `http://${name}.localhost/mf-manifest.json`),
  apiBaseUrl: 'http://localhost:4000',
  publicSiteUrl: 'http://localhost:3000',
  payment: { publicKey: 'pk_test', apiHost: 'http://localhost:4100', checkoutHost: 'http://localhost:4101' },
};

// How a remote declares the slice it injects (module augmentation), so the one RootState knows it.
declare module '../src/store/root-reducer' {
  interface LazyLoadedSlices {
    bookingDraft: { date: string | null };
  }
}

describe('the one store', () => {
  it('lets a slice injected later (as a remote does) live beside what the shell wrote', () => {
    const store = makeStore();
    store.dispatch(runtimeConfigLoaded(config));

    const bookingSlice = createSlice({
      name: 'bookingDraft',
      initialState: { date: null as string | null },
      reducers: { datePicked: (state, action: { payload: string }) => void (state.date = action.payload) },
    });
    const injected = bookingSlice.injectInto(rootReducer);
    // The injected reducer takes part on the next dispatch, without a second store.
    store.dispatch(bookingSlice.actions.datePicked('2026-12-01'));

    const state = store.getState();
    expect(injected.selectSlice(state)).toEqual({ date: '2026-12-01' });
    expect(selectApiBaseUrl(state)).toBe('http://localhost:4000');
  });
});
