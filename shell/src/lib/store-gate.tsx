import type { RuntimeConfig } from '@clean/shared';
import { lazy, type ComponentType, type ReactNode } from 'react';

type StoreProvider = ComponentType<{ children: ReactNode }>;

let runtimeConfig: RuntimeConfig | null = null;
let provider: Promise<StoreProvider> | null = null;
/** Set once loaded, so later pages (and a prerendered page that waited for it) render without suspending. */
let loadedProvider: StoreProvider | null = null;

/** Called once at start: the store, when it is made, starts with this config. */
export function setStoreConfig(config: RuntimeConfig): void {
  runtimeConfig = config;
}

/**
 * Loads Redux and makes the one store, once (docs/DECISIONS.md, "The store loads with the first page
 * that reads it"). Started early by a prerendered page that needs it, so the two downloads overlap.
 */
export function loadStoreProvider(): Promise<StoreProvider> {
  provider ??= import('./site-store').then(({ makeStoreProvider }) => {
    if (!runtimeConfig) throw new Error('The store was asked for before the runtime config was read');
    loadedProvider = makeStoreProvider(runtimeConfig);
    return loadedProvider;
  });
  return provider;
}

const LazyStoreProvider = lazy(async () => ({ default: await loadStoreProvider() }));

/**
 * Gives a remote page the site's store. Suspends (inside the remote slot's loading state) while Redux
 * arrives, the first time only; every page gets the same store.
 */
export function StoreGate({ children }: { children: ReactNode }) {
  const Provider = loadedProvider ?? LazyStoreProvider;
  return <Provider>{children}</Provider>;
}
