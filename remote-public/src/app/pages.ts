import type { RemotePagesModule } from '@clean/shared';
import { lazy } from 'react';

/** The pages this remote renders for the shell's routes, each in its own chunk. */
export const pages: RemotePagesModule<'public'>['pages'] = {
  home: lazy(() => import('../pages/home-page')),
  services: lazy(() => import('../pages/services-page')),
  'cleaning-services': lazy(() => import('../pages/cleaning-services-page')),
  'laundry-services': lazy(() => import('../pages/laundry-services-page')),
  about: lazy(() => import('../pages/about-page')),
  contact: lazy(() => import('../pages/contact-page')),
  pricing: lazy(() => import('../pages/pricing-page')),
  terms: lazy(() => import('../pages/terms-page')),
  ceo: lazy(() => import('../pages/ceo-page')),
  clients: lazy(() => import('../pages/clients-page')),
  privacy: lazy(() => import('../pages/privacy-page')),
};
