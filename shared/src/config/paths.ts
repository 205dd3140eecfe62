/** Every URL of the site, written once: the route table and every link are built from these. */
export const paths = {
  home: '/',
  services: '/services',
  cleaningServices: '/services/cleaning-services',
  laundryServices: '/services/laundry-services',
  booking: '/services/cleaning-services/appointment',
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
  },
} as const;

/** The edit screen of one product. */
export const editProductPath = (productId: string): string =>
  paths.admin.editProduct.replace(':productId', encodeURIComponent(productId));

/** The receipt of one booking; the page asks for the email or phone it was made with. */
export const receiptPath = (reference: string): string =>
  paths.receipt.replace(':reference', encodeURIComponent(reference));

/** An admin path as the admin layout's child routes name it: relative to `/admin`. */
export const adminRelative = (path: string): string => path.slice(paths.admin.root.length + 1);
