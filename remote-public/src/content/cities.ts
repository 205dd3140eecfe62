import { LOCATIONS, type Location } from '@clean/shared';
import type { OfficeDetails, PageHead } from '@clean/shared/seo';
import { offices } from './offices';

/**
 * One city the company serves: its page at `cityPath(location)`. Its areas are the API's
 * (`GET /api/areas?location=`), kept in the database and edited in the console (docs/PRODUCT.md,
 * "Areas and landmarks").
 */
export interface CityContent {
  location: Location;
  head: PageHead;
  title: string;
  intro: string;
  /** The offices in the city, if any; elsewhere the page gives the phone number. */
  offices: readonly OfficeDetails[];
}

// Heads are static (prerendered, and set before any data): no area names, which live in the database.
const cityHead = (location: Location): PageHead => ({
  title: `Cleaning Services in ${location}`,
  description: `Home, office and hotel cleaning, fumigation and laundry across ${location}. Vetted local teams, clear prices, book online.`,
});

const city = (location: Location, intro: string, cityOffices: readonly OfficeDetails[] = []): CityContent => ({
  location,
  head: cityHead(location),
  title: `Cleaning Services in ${location}`,
  intro,
  offices: cityOffices,
});

/** The page of each city served, in the order of `LOCATIONS`. */
export const cities: readonly CityContent[] = [
  city(
    'Abuja',
    'Our home city since 2015: both our offices are in Abuja, and our teams reach every district of the capital, most of them the same week you book.',
    [offices.head, offices.branch],
  ),
  city(
    'Lagos',
    'Busy Lagos homes, offices and short-let apartments, kept spotless by vetted local teams on the island and the mainland.',
  ),
  city(
    'Port Harcourt',
    'Homes, offices, hotels and oil and gas facilities across Port Harcourt, cleaned and fumigated by trained local crews.',
  ),
  city(
    'Jalingo',
    'Cleaning, fumigation and post-construction clean-ups for homes, schools, offices and guest houses in Jalingo.',
  ),
].sort((a, b) => LOCATIONS.indexOf(a.location) - LOCATIONS.indexOf(b.location));

/** Texts every city page shares. */
export const cityPage = {
  eyebrow: 'Where we clean',
  bookLabel: 'Book Now',
  servicesTitle: (location: Location) => `Our services in ${location}`,
  servicesIntro: 'Every service below is available in the city, with the same trained teams and the same prices.',
  areasTitle: 'Areas we cover',
  areasNote: 'Outside these areas? Call us: we often can still help.',
  areasLoading: 'Loading the areas we cover…',
  /** Before the areas not served yet: 'Not yet: Ibeju-Lekki, Ikorodu, Epe'. */
  notYetLabel: 'Not yet',
  notYetLinkLabel: 'Ask to be told when we come',
  officeTitle: (count: number) => (count > 1 ? 'Our local offices' : 'Our local office'),
  phoneTitle: 'Talk to us',
  phoneText: (location: Location) =>
    `Our ${location} teams are booked through our central line: call, or book online and we confirm by e-mail.`,
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  hoursLabel: 'Opening hours',
  closingTitle: (location: Location) => `Ready for a spotless home or office in ${location}?`,
  closingText: 'Choose a service, a date and a time; the form already has your city.',
} as const;

/** The cities' own head, so all of them are known in one place (unit tests check they are unique). */
export const cityHeads: readonly PageHead[] = cities.map((content) => content.head);
