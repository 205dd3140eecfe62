import type { ComponentType, LazyExoticComponent } from 'react';
import { federationName } from '../constants';
import type { RemoteName } from '../constants';
import type { RemotePageKey } from './routes';
import type { PreloadablePage } from '../ui/lazy-page';

// The other half of what the shell and a remote agree on: what the remote may use of `@clean/shared`.
export * from './shared-contract';

type PageComponent = ComponentType | LazyExoticComponent<ComponentType> | PreloadablePage;

/**
 * What every remote's exposed `./pages` module exports: one component per page key, best made with
 * `lazyPage` so the shell can load a prerendered page's code before it starts.
 */
export interface RemotePagesModule<R extends RemoteName> {
  pages: Record<RemotePageKey<R>, PageComponent>;
}

/** Federated module id of a remote's pages, as the shell loads it. */
export const pagesModuleId = (remote: RemoteName): string => `${federationName(remote)}/pages`;
