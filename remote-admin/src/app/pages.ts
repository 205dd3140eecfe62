import type { RemotePagesModule } from '@clean/shared';
import { lazy } from 'react';

/** The pages this remote renders for the shell's routes, each in its own chunk. */
export const pages: RemotePagesModule<'admin'>['pages'] = {
  login: lazy(() => import('../pages/login-page')),
  dashboard: lazy(() => import('../pages/dashboard-page')),
  profile: lazy(() => import('../pages/profile-page')),
  'edit-profile': lazy(() => import('../pages/edit-profile-page')),
  'change-password': lazy(() => import('../pages/change-password-page')),
  appointments: lazy(() => import('../pages/appointments-page')),
  products: lazy(() => import('../pages/products-page')),
  'add-product': lazy(() => import('../pages/add-product-page')),
  'edit-product': lazy(() => import('../pages/edit-product-page')),
  layout: lazy(() => import('../pages/layout-page')),
};
