import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  federationName,
  pagesModuleId,
  REMOTE_NAMES,
  type RemoteName,
  type RemotePagesModule,
  type RuntimeConfig,
} from '@clean/shared';
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isRemoteUnavailable } from '../runtime-plugin/fallback';

let manifests: RuntimeConfig['remotes'] | null = null;

/** Points the federation runtime at each remote's manifest, as the runtime config says. */
export function registerConfiguredRemotes(remotes: RuntimeConfig['remotes']): void {
  manifests = remotes;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: federationName(name), entry: remotes[name] })));
}

const generations = new Map<RemoteName, number>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** Forgets a remote's cached (failed) state so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  generations.set(remote, (generations.get(remote) ?? 0) + 1);
  if (!manifests) return;
  registerRemotes([{ name: federationName(remote), entry: manifests[remote] }], { force: true });
}

/** One lazy component per remote page, renewed after `resetRemote` so a retry really loads again. */
export function lazyRemotePage(remote: RemoteName, page: string): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${page}#${generations.get(remote) ?? 0}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() => loadRemotePage(remote, page));
    lazyPages.set(key, component);
  }
  return component;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`The ${remote} part of the site could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Loads one page component of a remote, or throws `RemoteUnavailableError`. */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<{ default: ComponentType }> {
  const loaded = await loadRemote<RemotePagesModule<RemoteName>>(pagesModuleId(remote));
  if (!loaded || isRemoteUnavailable(loaded)) {
    throw new RemoteUnavailableError(remote, loaded ? loaded.reason : 'empty module');
  }
  const Page = (loaded.pages as Record<string, ComponentType | undefined>)[page];
  if (!Page) throw new RemoteUnavailableError(remote, `it has no page "${page}"`);
  // Remote pages are often lazy components themselves; React.lazy must resolve to a plain component.
  const RemotePage = () => createElement(Page);
  RemotePage.displayName = `Remote(${remote}/${page})`;
  return { default: RemotePage };
}
