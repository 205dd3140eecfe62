import { lazyPage, type RemotePagesModule } from '@clean/shared';

/** The pages this remote renders for the shell's /crew routes, each in its own chunk. */
export const pages: RemotePagesModule<'crew'>['pages'] = {
  day: lazyPage(() => import('../pages/day-page')),
  'sign-in': lazyPage(() => import('../pages/sign-in-page')),
};
