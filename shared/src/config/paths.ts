import { LOCATIONS, type Location } from '../constants';

/** Every URL of the site, written once: the route table and every link are built from these. */
export const paths = {
  home: '/',
  services: '/services',
  cleaningServices: '/services/cleaning-services',
  laundryServices: '/services/laundry-services',
  booking: '/services/cleaning-services/appointment',
  /** Where the page of each city served lives (`cityPath(location)`); not a page itself. */
  cityPages: '/cleaning-services',
  /** A pattern: link to one booking's receipt with `receiptPath(reference)`. */
  receipt: '/booking/:reference',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  terms: '/terms-and-condition',
  ceo: '/ceo',
  clients: '/clients',
  privacy: '/privacy-policy',
  admin: {
    root: '/admin',
    login: '/admin/login',
    dashboard: '/admin/dashboard',
    profile: '/admin/profile',
    editProfile: '/admin/profile/edit',
    changePassword: '/admin/change-password',
    appointments: '/admin/appointments',
    products: '/admin/products',
    addProduct: '/admin/add-product',
    /** A pattern: link to one product with `editProductPath(id)`. */
    editProduct: '/admin/products/edit/:productId',
    /** A pattern: link to one appointment with `appointmentPath(id)`. */
    appointment: '/admin/appointments/:appointmentId',
    schedule: '/admin/schedule',
    availability: '/admin/availability',
    needsAttention: '/admin/needs-attention',
    customers: '/admin/customers',
    /** A pattern: link to one customer with `customerPath(id)`. */
    customer: '/admin/customers/:customerId',
    messages: '/admin/messages',
    outbox: '/admin/outbox',
    dataRequests: '/admin/data-requests',
    plans: '/admin/plans',
    /** A pattern: link to one plan with `planPath(id)`. */
    plan: '/admin/plans/:planId',
    /** A pattern: link to one message with `messagePath(id)`. */
    message: '/admin/messages/:messageId',
    /** A pattern: link to one customer's WhatsApp and SMS thread with `conversationPath(phone)`. */
    conversation: '/admin/conversations/:phone',
    messageChannels: '/admin/message-channels',
    crews: '/admin/crews',
    addCrew: '/admin/crews/new',
    /** A pattern: link to one crew with `crewPath(id)`. */
    crew: '/admin/crews/:crewId',
    areas: '/admin/areas',
  },
  /** The crew's phone app (docs/PRODUCT.md, "The crew's day"): the day, and where a sign-in link lands. */
  crew: {
    root: '/crew',
    /** The office's link carries its token after `#` (`/crew/sign-in#<token>`), so no server log sees it. */
    signIn: '/crew/sign-in',
  },
} as const;

/** The edit screen of one product. */
export const editProductPath = (productId: string): string =>
  paths.admin.editProduct.replace(':productId', encodeURIComponent(productId));

/** One appointment's details, actions and history. */
export const appointmentPath = (appointmentId: string): string =>
  paths.admin.appointment.replace(':appointmentId', encodeURIComponent(appointmentId));

/** One customer and their bookings. */
export const customerPath = (customerId: string): string =>
  paths.admin.customer.replace(':customerId', encodeURIComponent(customerId));

/** One recurring plan: its visits, charges and the staff's actions. */
export const planPath = (planId: string): string => paths.admin.plan.replace(':planId', encodeURIComponent(planId));

/** One crew: its form, and Deactivate or Activate. */
export const crewPath = (crewId: string): string => paths.admin.crew.replace(':crewId', encodeURIComponent(crewId));

/** The inbox with one message open. */
export const messagePath = (messageId: string): string =>
  paths.admin.message.replace(':messageId', encodeURIComponent(messageId));

/** One customer's WhatsApp and SMS thread, by their E.164 phone (its + encoded). */
export const conversationPath = (phone: string): string =>
  paths.admin.conversation.replace(':phone', encodeURIComponent(phone));

/** The receipt of one booking; the page asks for the email or phone it was made with. */
export const receiptPath = (reference: string): string =>
  paths.receipt.replace(':reference', encodeURIComponent(reference));

/** An admin path as the admin layout's child routes name it: relative to `/admin`. */
export const adminRelative = (path: string): string => path.slice(paths.admin.root.length + 1);

/** A location as a URL piece: `Port Harcourt` → `port-harcourt`. */
export const locationSlug = (location: Location): string => location.toLowerCase().replace(/\s+/g, '-');

/**
 * The location a URL piece or query value names, by slug or by name, in any case (`lagos`, `Lagos`,
 * `port-harcourt`, `Port Harcourt`); undefined for anything else.
 */
export function locationFromParam(value: string | null | undefined): Location | undefined {
  const wanted = value
    ?.trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return wanted ? LOCATIONS.find((location) => locationSlug(location) === wanted) : undefined;
}

/** The page of one city served: its services, areas covered and a Book Now for that location. */
export const cityPath = (location: Location): string => `${paths.cityPages}/${locationSlug(location)}`;

/** The booking form with `location` already chosen (the form reads `?location=`). */
export const bookingPathFor = (location: Location): string =>
  `${paths.booking}?${new URLSearchParams({ location: locationSlug(location) }).toString()}`;
