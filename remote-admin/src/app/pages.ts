import { lazyPage, type RemotePagesModule } from '@clean/shared';

/** The pages this remote renders for the shell's routes, each in its own chunk. */
export const pages: RemotePagesModule<'admin'>['pages'] = {
  login: lazyPage(() => import('../pages/login-page')),
  dashboard: lazyPage(() => import('../pages/dashboard-page')),
  profile: lazyPage(() => import('../pages/profile-page')),
  'edit-profile': lazyPage(() => import('../pages/edit-profile-page')),
  'change-password': lazyPage(() => import('../pages/change-password-page')),
  appointments: lazyPage(() => import('../pages/appointments-page')),
  products: lazyPage(() => import('../pages/products-page')),
  'add-product': lazyPage(() => import('../pages/add-product-page')),
  'edit-product': lazyPage(() => import('../pages/edit-product-page')),
  appointment: lazyPage(() => import('../pages/appointment-page')),
  schedule: lazyPage(() => import('../pages/schedule-page')),
  availability: lazyPage(() => import('../pages/availability-page')),
  'needs-attention': lazyPage(() => import('../pages/needs-attention-page')),
  customers: lazyPage(() => import('../pages/customers-page')),
  customer: lazyPage(() => import('../pages/customer-page')),
  messages: lazyPage(() => import('../pages/messages-page')),
  message: lazyPage(() => import('../pages/message-page')),
  outbox: lazyPage(() => import('../pages/outbox-page')),
  'data-requests': lazyPage(() => import('../pages/data-requests-page')),
  plans: lazyPage(() => import('../pages/plans-page')),
  plan: lazyPage(() => import('../pages/plan-page')),
  layout: lazyPage(() => import('../pages/layout-page')),
};
