import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  isPreloadable,
  pagesModuleId,
  provideRemoteLoader,
  REMOTE_NAMES,
  type RemoteName,
  type RemotePagesModule,
  type RuntimeConfig,
} from '@clean/shared';
import { createElement, lazy, type ComponentType } from 'react';
import compatPlugin from '../runtime-plugin/compat';
import { isRemoteUnavailable } from '../runtime-plugin/fallback';

let manifests: RuntimeConfig['remotes'] | null = null;

const remoteNamed = (name: string): RemoteName | undefined =>
  REMOTE_NAMES.find((remote) => federationName(remote) === name);

/**
 * Points the federation runtime at each remote's manifest, as the runtime config says, with the guard
 * that refuses a remote built for another shell, and hands the remotes its loader for the modules they
 * load themselves (`loadRemoteModule` of `@clean/shared`).
 */
export function registerConfiguredRemotes(remotes: RuntimeConfig['remotes']): void {
  manifests = remotes;
  registerPlugins([compatPlugin({ onRefused: (name) => markRefused(remoteNamed(name)) })]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: federationName(name), entry: remotes[name] })));
  provideRemoteLoader(loadModule);
}

/** A module of a remote, e.g. `clean_popup/popup`; a failed load rejects, and the next call loads afresh. */
async function loadModule(id: string): Promise<unknown> {
  const loaded = await loadRemote<unknown>(id);
  if (loaded && !isRemoteUnavailable(loaded)) return loaded;
  const remote = REMOTE_NAMES.find((name) => id.startsWith(`${federationName(name)}/`));
  if (remote) resetRemote(remote);
  // The cause is logged by the fallback plugin.
  throw new Error(`The remote module "${id}" could not be loaded`);
}

const generations = new Map<RemoteName, number>();
const pageComponents = new Map<string, ComponentType>();
const loadedPages = new Map<string, Promise<{ default: ComponentType }>>();

const pageKey = (remote: RemoteName, page: string) => `${remote}/${page}#${generations.get(remote) ?? 0}`;

/**
 * Remotes whose files this document asked the browser to preload (a prerendered page's `<link
 * rel=preload>`) and that failed to load at start. The browser answers a failed preload's URL with the
 * same failure for as long as the document lives, so retrying in place cannot succeed: only a reload can.
 */
const preloadFailed = new Set<RemoteName>();

export function markPreloadFailed(remote: RemoteName): void {
  preloadFailed.add(remote);
}

/**
 * Remotes the compatibility guard refused: their build needs a newer shell (or an older one). A retry in
 * place asks this same shell again; a reload gets the shell and the remote deployed by then.
 */
const refused = new Set<RemoteName>();

function markRefused(remote: RemoteName | undefined): void {
  if (remote) refused.add(remote);
}

/** Whether a retry of this remote must reload the page (see `markPreloadFailed` and `refused`). */
export const retryNeedsReload = (remote: RemoteName): boolean => preloadFailed.has(remote) || refused.has(remote);

/** Forgets a remote's cached (failed) state so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  if (!manifests) return;
  registerRemotes([{ name: federationName(remote), entry: manifests[remote] }], { force: true });
}

/**
 * The component of one remote page, renewed after `resetRemote` so a retry really loads again. It is
 * lazy, unless `preloadRemotePage` finished first: then it renders at once, with no loading state.
 */
export function remotePage(remote: RemoteName, page: string): ComponentType {
  const key = pageKey(remote, page);
  let component = pageComponents.get(key);
  if (!component) {
    component = preloadedPages.get(key) ?? lazy(() => cachedLoad(remote, page));
    pageComponents.set(key, component);
  }
  return component;
}

const preloadedPages = new Map<string, ComponentType>();

/** Loads a page's code (its remote, and the page's own chunk) before it is first rendered. */
export async function preloadRemotePage(remote: RemoteName, page: string): Promise<void> {
  const key = pageKey(remote, page);
  const { default: Page } = await cachedLoad(remote, page);
  preloadedPages.set(key, Page);
}

function cachedLoad(remote: RemoteName, page: string): Promise<{ default: ComponentType }> {
  const key = pageKey(remote, page);
  let loading = loadedPages.get(key);
  if (!loading) {
    loading = loadRemotePage(remote, page);
    loadedPages.set(key, loading);
  }
  return loading;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
    /** The shell did not load it, as its build needs what the shell cannot give (runtime-plugin/compat.ts). */
    readonly refused = false,
  ) {
    super(`The ${remote} part of the site could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one page component of a remote, or throws `RemoteUnavailableError`. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<RemotePagesModule<RemoteName>>(pagesModuleId(remote));
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new RemoteUnavailableError(remote, loaded ? loaded.reason : 'empty module', refused.has(remote));
  }
  const Page = (loaded.pages as Record<string, ComponentType | undefined>)[page];
  if (!Page) throw new RemoteUnavailableError(remote, `it has no page "${page}"`);
  if (isPreloadable(Page)) await Page.preload();
  // Remote pages are often lazy components themselves; React.lazy must resolve to a plain component.
  const RemotePage = () => createElement(Page);
  RemotePage.displayName = `Remote(${remote}/${page})`;
  return { default: RemotePage };
}
