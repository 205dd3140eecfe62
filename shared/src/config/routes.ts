import { LOCATIONS, type RemoteName } from '../constants';
import { adminRelative, cityPath, paths } from './paths';

/**
 * Every route of the site (docs/PRODUCT.md#routes) and the remote page that renders it. The shell
 * builds its router from this table and the browser tab's title from `title`, which the admin
 * console also shows as the page's heading and side-menu entry; each remote's `./pages` module
 * provides the keys listed for it.
 */
export interface RouteEntry {
  /** Path relative to its layout (site and crew routes from '/', admin routes from '/admin'). */
  path: string;
  remote: RemoteName;
  page: string;
  title: string;
  /**
   * The page reads nothing from the site's store (no API call through it, no runtime config from it), so a visit to it
   * does not download Redux (shell/src/lib/store-gate.tsx). A page that does read it and is marked so
   * fails with "could not find react-redux context value".
   */
  withoutStore?: true;
  /**
   * A page a visitor only reads (no form; `/pricing` has its prerendered catalogue): prerendered, its
   * code runs at the visitor's first interaction instead of after the first paint (PageCode's `wake`;
   * docs/DECISIONS.md, "A page that is only read starts its code when the visitor first interacts").
   */
  readOnly?: true;
}

export const siteRoutes = [
  { path: paths.home, remote: 'public', page: 'home', title: 'Home', withoutStore: true, readOnly: true },
  { path: paths.services, remote: 'public', page: 'services', title: 'Services', withoutStore: true, readOnly: true },
  {
    path: paths.cleaningServices,
    remote: 'public',
    page: 'cleaning-services',
    title: 'Cleaning Services',
    withoutStore: true,
    readOnly: true,
  },
  {
    path: paths.laundryServices,
    remote: 'public',
    page: 'laundry-services',
    title: 'Laundry Services',
    withoutStore: true,
    readOnly: true,
  },
  // One page per city served, all rendered by the public remote's `city` page from the path.
  ...LOCATIONS.map((location) => ({
    path: cityPath(location),
    remote: 'public' as const,
    page: 'city' as const,
    title: `Cleaning Services in ${location}`,
    withoutStore: true as const,
    readOnly: true as const,
  })),
  { path: paths.booking, remote: 'booking', page: 'booking', title: 'Book a Cleaning Service' },
  { path: paths.receipt, remote: 'booking', page: 'receipt', title: 'Your Booking' },
  { path: paths.about, remote: 'public', page: 'about', title: 'About Us', withoutStore: true, readOnly: true },
  { path: paths.contact, remote: 'public', page: 'contact', title: 'Contact Us' },
  { path: paths.pricing, remote: 'public', page: 'pricing', title: 'Pricing', withoutStore: true, readOnly: true },
  {
    path: paths.terms,
    remote: 'public',
    page: 'terms',
    title: 'Terms and Conditions',
    withoutStore: true,
    readOnly: true,
  },
  { path: paths.ceo, remote: 'public', page: 'ceo', title: 'About the CEO', withoutStore: true, readOnly: true },
  { path: paths.clients, remote: 'public', page: 'clients', title: 'Our Clients', withoutStore: true, readOnly: true },
  {
    path: paths.privacy,
    remote: 'public',
    page: 'privacy',
    title: 'Privacy Policy',
    withoutStore: true,
    readOnly: true,
  },
  // Its calls go without the store (remote-admin/src/features/auth/api/auth-calls.ts).
  { path: paths.admin.login, remote: 'admin', page: 'login', title: 'Admin Login', withoutStore: true },
] as const satisfies readonly RouteEntry[];

/** Whether a route's path has a `:parameter` (one page per value, such as a booking's receipt). */
export const hasPathParameter = (route: Pick<RouteEntry, 'path'>): boolean => route.path.includes(':');

/** Rendered inside the admin layout (a page of the admin remote) under /admin. */
export const adminRoutes = [
  { path: adminRelative(paths.admin.dashboard), remote: 'admin', page: 'dashboard', title: 'Dashboard' },
  { path: adminRelative(paths.admin.profile), remote: 'admin', page: 'profile', title: 'Profile' },
  { path: adminRelative(paths.admin.editProfile), remote: 'admin', page: 'edit-profile', title: 'Edit Profile' },
  {
    path: adminRelative(paths.admin.changePassword),
    remote: 'admin',
    page: 'change-password',
    title: 'Change Password',
  },
  { path: adminRelative(paths.admin.appointments), remote: 'admin', page: 'appointments', title: 'Appointments' },
  { path: adminRelative(paths.admin.products), remote: 'admin', page: 'products', title: 'Products' },
  { path: adminRelative(paths.admin.addProduct), remote: 'admin', page: 'add-product', title: 'Add Product' },
  { path: adminRelative(paths.admin.editProduct), remote: 'admin', page: 'edit-product', title: 'Edit Product' },
  {
    path: adminRelative(paths.admin.appointment),
    remote: 'admin',
    page: 'appointment',
    title: 'Appointment details',
  },
  { path: adminRelative(paths.admin.schedule), remote: 'admin', page: 'schedule', title: 'Schedule' },
  { path: adminRelative(paths.admin.availability), remote: 'admin', page: 'availability', title: 'Availability' },
  {
    path: adminRelative(paths.admin.messageChannels),
    remote: 'admin',
    page: 'message-channels',
    title: 'Message Channels',
  },
  {
    path: adminRelative(paths.admin.needsAttention),
    remote: 'admin',
    page: 'needs-attention',
    title: 'Needs Attention',
  },
  { path: adminRelative(paths.admin.customers), remote: 'admin', page: 'customers', title: 'Customers' },
  { path: adminRelative(paths.admin.customer), remote: 'admin', page: 'customer', title: 'Customer' },
  { path: adminRelative(paths.admin.messages), remote: 'admin', page: 'messages', title: 'Messages' },
  { path: adminRelative(paths.admin.message), remote: 'admin', page: 'message', title: 'Message' },
  { path: adminRelative(paths.admin.conversation), remote: 'admin', page: 'conversation', title: 'Conversation' },
  { path: adminRelative(paths.admin.outbox), remote: 'admin', page: 'outbox', title: 'Outbox' },
  { path: adminRelative(paths.admin.dataRequests), remote: 'admin', page: 'data-requests', title: 'Data Requests' },
  { path: adminRelative(paths.admin.plans), remote: 'admin', page: 'plans', title: 'Plans' },
  { path: adminRelative(paths.admin.plan), remote: 'admin', page: 'plan', title: 'Plan' },
  { path: adminRelative(paths.admin.crews), remote: 'admin', page: 'crews', title: 'Crews' },
  { path: adminRelative(paths.admin.addCrew), remote: 'admin', page: 'add-crew', title: 'Add Crew' },
  { path: adminRelative(paths.admin.crew), remote: 'admin', page: 'crew', title: 'Crew' },
  { path: adminRelative(paths.admin.areas), remote: 'admin', page: 'areas', title: 'Areas' },
] as const satisfies readonly RouteEntry[];

export const ADMIN_LAYOUT_PAGE = 'layout';

/**
 * The crew's phone app (docs/PRODUCT.md, "The crew's day"), under /crew in no layout of the site's: a
 * phone needs no site header or footer. Never prerendered nor indexed (tooling/src/prerender/routes.ts),
 * and without the store, so a visit downloads no Redux.
 */
export const crewRoutes = [
  { path: paths.crew.root, remote: 'crew', page: 'day', title: 'Your Day', withoutStore: true },
  { path: paths.crew.signIn, remote: 'crew', page: 'sign-in', title: 'Crew Sign-in', withoutStore: true },
] as const satisfies readonly RouteEntry[];

type PagesOf<R extends RemoteName, T extends readonly RouteEntry[]> = Extract<T[number], { remote: R }>['page'];

/** The page keys a remote must expose. */
export type RemotePageKey<R extends RemoteName> =
  | PagesOf<R, typeof siteRoutes>
  | PagesOf<R, typeof adminRoutes>
  | PagesOf<R, typeof crewRoutes>
  | (R extends 'admin' ? typeof ADMIN_LAYOUT_PAGE : never);
