import { lazyPage, type RemotePagesModule } from '@clean/shared';

/** The pages this remote renders for the shell's routes, each in its own chunk. */
export const pages: RemotePagesModule<'booking'>['pages'] = {
  booking: lazyPage(() => import('../pages/booking-page')),
  receipt: lazyPage(() => import('../pages/receipt-page')),
};
