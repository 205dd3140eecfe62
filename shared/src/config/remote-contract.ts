import type { ComponentType, LazyExoticComponent } from 'react';
import { federationName } from '../constants';
import type { RemoteName } from '../constants';
import type { RemotePageKey } from './routes';

type PageComponent = ComponentType | LazyExoticComponent<ComponentType>;

/** What every remote's exposed `./pages` module exports: one (lazy) component per page key. */
export interface RemotePagesModule<R extends RemoteName> {
  pages: Record<RemotePageKey<R>, PageComponent>;
}

/** Federated module id of a remote's pages, as the shell loads it. */
export const pagesModuleId = (remote: RemoteName): string => `${federationName(remote)}/pages`;
