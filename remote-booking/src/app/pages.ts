import type { RemotePagesModule } from '@clean/shared';
import { lazy } from 'react';

/** The pages this remote renders for the shell's routes, each in its own chunk. */
export const pages: RemotePagesModule<'booking'>['pages'] = {
  booking: lazy(() => import('../pages/booking-page')),
};
