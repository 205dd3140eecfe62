import { cityPath, paths } from '../config/paths';
import { LOCATIONS } from '../constants';

export interface NavLink {
  label: string;
  to: string;
}

/** Top bar links, in the product's order (docs/PRODUCT.md#public-site). */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Pricing', to: paths.pricing },
];

export const bookNowLink: NavLink = { label: 'Book Now', to: paths.services };

/** Footer quick links (docs/PRODUCT.md#public-site). */
export const footerLinks: readonly NavLink[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Our Clients', to: paths.clients },
  { label: 'About CEO', to: paths.ceo },
];

/** Footer links to the page of each city served (docs/PRODUCT.md#public-site). */
export const cityLinks: readonly NavLink[] = LOCATIONS.map((location) => ({
  label: `Cleaning in ${location}`,
  to: cityPath(location),
}));
