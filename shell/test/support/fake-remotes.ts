import { byRemote, federationName, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@clean/shared';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import fallbackPlugin from '../../src/runtime-plugin/fallback';
import retryPlugin from '../../src/runtime-plugin/retry';

/** One remote as the tests serve it: its pages, and how many more entry loads fail before one works. */
export interface FakeRemote {
  pages: Record<string, ComponentType>;
  /** Entry script loads that fail before the next one succeeds; `Infinity` while the remote is down. */
  failingLoads: number;
  /** Entry script loads the runtime attempted (first tries and retries). */
  entryLoads: number;
}

/** The runtime-config URL of a remote's entry; a plain entry, so no manifest is fetched. */
export const entryUrl = (remote: RemoteName): string => `http://${remote}.test/remoteEntry.js`;

/** The runtime config's `remotes`, as the shell registers them. */
export const fakeRemoteUrls = (): RuntimeConfig['remotes'] => byRemote(entryUrl);

/**
 * The real federation runtime with the shell's own retry and fallback plugins, whose remote entry
 * scripts are answered in memory instead of over a network jsdom does not have. A failing load is
 * reported the way the runtime reports a script that did not load (error code RUNTIME-008), so the
 * shell's plugins see the failure they handle in a browser.
 */
export function startFakeFederation(): Record<RemoteName, FakeRemote> {
  const remotes = byRemote((): FakeRemote => ({ pages: {}, failingLoads: 0, entryLoads: 0 }));
  const byFederationName = new Map(REMOTE_NAMES.map((name) => [federationName(name), remotes[name]]));
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-in-memory-remote-entries',
    // Async, as a script load is: the runtime's error handling expects a rejected load, not a throw.
    async loadEntry({ remoteInfo }) {
      const remote = byFederationName.get(remoteInfo.name);
      if (!remote) return undefined;
      remote.entryLoads += 1;
      if (remote.failingLoads > 0) {
        remote.failingLoads -= 1;
        throw new Error(`RUNTIME-008: Failed to load script resources: ${remoteInfo.entry}`);
      }
      const pagesModule = { pages: remote.pages };
      // What a remote's remoteEntry.js defines: a container to initialise and ask for module factories.
      return { init: () => undefined, get: () => () => Promise.resolve(pagesModule) };
    },
  };
  init({ name: federationName('shell'), remotes: [], plugins: [retryPlugin(), fallbackPlugin(), network] });
  return remotes;
}
