import { byRemote, federationName, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@clean/shared';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import fallbackPlugin from '../../src/runtime-plugin/fallback';
import retryPlugin from '../../src/runtime-plugin/retry';
import yieldBetweenStepsPlugin from '../../src/runtime-plugin/yield-between-steps';

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

/** The runtime-config URL of a remote's `mf-manifest.json`, as a deployment names it. */
export const manifestUrl = (remote: RemoteName): string => `http://${remote}.test/mf-manifest.json`;

/** The runtime config's `remotes` naming manifests, so the runtime reads each remote's manifest first. */
export const fakeManifestUrls = (): RuntimeConfig['remotes'] => byRemote(manifestUrl);

/**
 * A remote's `mf-manifest.json` as its build writes it (only what the runtime reads), pointing at the
 * entry `startFakeFederation` answers, with `metaData` added to (a build's compat record).
 */
export function fakeManifest(remote: RemoteName, metaData: Record<string, unknown> = {}): Record<string, unknown> {
  const name = federationName(remote);
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '0.1.0', buildName: `@clean/remote-${remote}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      publicPath: `http://${remote}.test/`,
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:pages`,
        name: 'pages',
        path: './pages',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/**
 * Answers `fetch` of the manifests at `manifestUrl` with what the returned record holds at that moment
 * (a 404 for a remote it has none of), as the remotes' servers would.
 */
export function serveManifests(): Partial<Record<RemoteName, unknown>> {
  const manifests: Partial<Record<RemoteName, unknown>> = {};
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const remote = REMOTE_NAMES.find((name) => String(input) === manifestUrl(name));
    const manifest = remote && manifests[remote];
    return manifest
      ? new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } })
      : new Response('not found', { status: 404 });
  });
  return manifests;
}

/**
 * The real federation runtime with the shell's own plugins (retry, fallback, yield), whose remote entry
 * scripts are answered in memory instead of over a network jsdom does not have. A failing load is
 * reported the way the runtime reports a script that did not load (error code RUNTIME-008), so the
 * shell's plugins see the failure they handle in a browser.
 */
export function startFakeFederation(
  /** Packages the shell shares, by version (`{ react: '19.3.1' }`), as its build registers them. */
  provides: Record<string, string> = {},
): Record<RemoteName, FakeRemote> {
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
  const shared = Object.fromEntries(
    Object.entries(provides).map(([name, version]) => [
      name,
      { version, lib: () => ({}), shareConfig: { singleton: true, requiredVersion: false as const } },
    ]),
  );
  init({
    name: federationName('shell'),
    remotes: [],
    shared,
    plugins: [retryPlugin(), fallbackPlugin(), yieldBetweenStepsPlugin(), network],
  });
  return remotes;
}
