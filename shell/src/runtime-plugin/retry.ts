import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RETRY_DELAY_MS, RETRY_TIMES } from './constant';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_TIMES; attempt += 1) {
    if (attempt > 0) await wait(RETRY_DELAY_MS * attempt);
    try {
      const response = await fetch(url, init);
      // A 4xx will not get better by asking again; a 5xx might.
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorArgs) {
  for (let attempt = 1; attempt <= RETRY_TIMES; attempt += 1) {
    await wait(RETRY_DELAY_MS * attempt);
    // The failed script's promise is cached: forget it so the entry is really fetched again.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // try again, then leave it to the fallback plugin
    }
  }
  return undefined;
}

/**
 * Layer 1 of remote failure handling: a remote's manifest fetch and entry script get a couple of
 * quick retries on network errors before the fallback plugin takes over. (Hand-written rather than
 * `@module-federation/retry-plugin`, whose latest release lags the runtime by two majors and ships a
 * second copy of the federation SDK to every first visit.)
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'clean-remote-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    loadEntryError(args) {
      // Declared as a promise of a promise; the runtime awaits the result once and uses the entry.
      return retryEntry(args) as Promise<never>;
    },
  };
}
