import type { RemoteName } from '../constants';

/**
 * Every route of SPEC section 2 and the remote page that renders it. The shell builds its router from
 * this table; each remote's `./pages` module provides the keys listed for it.
 */
export interface RouteEntry {
  /** Path relative to its layout (site routes from '/', admin routes from '/admin'). */
  path: string;
  remote: RemoteName;
  page: string;
  title: string;
}

export const siteRoutes = [
  { path: '/', remote: 'public', page: 'home', title: 'Home' },
  { path: '/services', remote: 'public', page: 'services', title: 'Services' },
  { path: '/services/cleaning-services', remote: 'public', page: 'cleaning-services', title: 'Cleaning Services' },
  { path: '/services/laundry-services', remote: 'public', page: 'laundry-services', title: 'Laundry Services' },
  {
    path: '/services/cleaning-services/appointment',
    remote: 'booking',
    page: 'booking',
    title: 'Book a Cleaning Service',
  },
  { path: '/about', remote: 'public', page: 'about', title: 'About Us' },
  { path: '/contact', remote: 'public', page: 'contact', title: 'Contact Us' },
  { path: '/pricing', remote: 'public', page: 'pricing', title: 'Pricing' },
  { path: '/terms-and-condition', remote: 'public', page: 'terms', title: 'Terms and Conditions' },
  { path: '/ceo', remote: 'public', page: 'ceo', title: 'About the CEO' },
  { path: '/clients', remote: 'public', page: 'clients', title: 'Our Clients' },
  { path: '/privacy-policy', remote: 'public', page: 'privacy', title: 'Privacy Policy' },
  { path: '/admin/login', remote: 'admin', page: 'login', title: 'Admin Login' },
] as const satisfies readonly RouteEntry[];

/** Rendered inside the admin layout (a page of the admin remote) under /admin. */
export const adminRoutes = [
  { path: 'dashboard', remote: 'admin', page: 'dashboard', title: 'Dashboard' },
  { path: 'profile', remote: 'admin', page: 'profile', title: 'Profile' },
  { path: 'profile/edit', remote: 'admin', page: 'edit-profile', title: 'Edit Profile' },
  { path: 'change-password', remote: 'admin', page: 'change-password', title: 'Change Password' },
  { path: 'appointments', remote: 'admin', page: 'appointments', title: 'Appointments' },
  { path: 'products', remote: 'admin', page: 'products', title: 'Products' },
  { path: 'add-product', remote: 'admin', page: 'add-product', title: 'Add Product' },
  { path: 'products/edit/:productId', remote: 'admin', page: 'edit-product', title: 'Edit Product' },
] as const satisfies readonly RouteEntry[];

export const ADMIN_LAYOUT_PAGE = 'layout';

type PagesOf<R extends RemoteName, T extends readonly RouteEntry[]> = Extract<T[number], { remote: R }>['page'];

/** The page keys a remote must expose. */
export type RemotePageKey<R extends RemoteName> =
  | PagesOf<R, typeof siteRoutes>
  | PagesOf<R, typeof adminRoutes>
  | (R extends 'admin' ? typeof ADMIN_LAYOUT_PAGE : never);
