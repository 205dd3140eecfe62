import { lazyPage, type RemotePagesModule } from '@clean/shared';

/** The pages this remote renders for the shell's routes, each in its own chunk. */
export const pages: RemotePagesModule<'public'>['pages'] = {
  home: lazyPage(() => import('../pages/home-page')),
  services: lazyPage(() => import('../pages/services-page')),
  'cleaning-services': lazyPage(() => import('../pages/cleaning-services-page')),
  'laundry-services': lazyPage(() => import('../pages/laundry-services-page')),
  city: lazyPage(() => import('../pages/city-page')),
  about: lazyPage(() => import('../pages/about-page')),
  contact: lazyPage(() => import('../pages/contact-page')),
  pricing: lazyPage(() => import('../pages/pricing-page')),
  terms: lazyPage(() => import('../pages/terms-page')),
  ceo: lazyPage(() => import('../pages/ceo-page')),
  clients: lazyPage(() => import('../pages/clients-page')),
  privacy: lazyPage(() => import('../pages/privacy-page')),
};
