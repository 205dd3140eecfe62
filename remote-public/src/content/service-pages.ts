import type { FaqItem, PageHead } from '@clean/shared/seo';
import type { IllustrationImage } from '@clean/shared/ui';
import { LOCATIONS, paths } from '@clean/shared';
import homeCleaningImage from '../assets/services/home-cleaning.svg?inline';
import laundryImage from '../assets/services/laundry.svg?inline';
import { services, type ServiceId, type ServiceSummary } from './services';

/** One of the 7 services as the cleaning services page presents it (and its structured data describes it). */
export interface ServiceOffering extends ServiceSummary {
  /** The fuller text of the cleaning services page. */
  description: string;
  /** Bullets of the cleaning services page (the home page omits them). */
  features: readonly string[];
}

const serviceDetails: Record<ServiceId, Pick<ServiceOffering, 'description' | 'features'>> = {
  'laundry-and-dry-cleaning': {
    description:
      'Hand us the laundry pile and get back your weekends. Every item is sorted by fabric and colour, washed or dry cleaned with the right products, pressed and returned neatly folded or on hangers. Delicates, native attire, duvets and curtains are handled by staff trained in garment care.',
    features: [
      'Express same-day laundry service',
      'Dry cleaning for suits, native attire and delicate fabrics',
      'Stain treatment and careful pressing',
      'Duvets, curtains and bed linen',
      'Pickup and delivery at a time that suits you',
    ],
  },
  'regular-home-cleaning': {
    description:
      'The same trusted cleaner, on the schedule you choose. We dust, vacuum, mop and wipe down every room, make the beds, clean kitchens and bathrooms and take out the trash, so you come home to a house that simply feels good.',
    features: [
      'Dusting, sweeping, vacuuming and mopping of every room',
      'Kitchen counters, appliances and sinks wiped and sanitised',
      'Bathrooms and toilets cleaned and disinfected',
      'Beds made and linen changed on request',
      'Weekly, bi-weekly or monthly plans',
    ],
  },
  'deep-cleaning': {
    description:
      'Our deep clean reaches behind, under and inside. Kitchens are degreased, bathrooms descaled, cabinets and appliances cleaned inside and out, and skirting boards, fans, windows and tiles scrubbed until they shine again.',
    features: [
      'Kitchen degreasing, inside ovens, fridges and cabinets',
      'Descaling of showers, taps, tiles and grout',
      'Ceiling fans, light fittings and skirting boards',
      'Windows, frames and burglar-proof bars',
      'Move-in and move-out cleaning',
    ],
  },
  'professional-janitorial-services': {
    description:
      'A clean workplace is a productive one. We supply uniformed, supervised janitorial staff with their own equipment and consumables, on the hours that suit your business, so reception, offices, meeting rooms and washrooms are always presentable.',
    features: [
      'Daily, weekly or shift-based cleaning crews',
      'Washroom hygiene and consumables restocking',
      'Waste collection and recycling',
      'Floor care: scrubbing, polishing and carpet cleaning',
      'A dedicated supervisor for every site',
    ],
  },
  'hotel-housekeeping': {
    description:
      'We partner with hotels, serviced apartments and guest houses to keep rooms and public areas guest-ready every day. Our housekeepers follow your checklists, report maintenance issues early and can scale up for peak seasons and events.',
    features: [
      'Room turnovers to your brand standard',
      'Lobby, corridor and restaurant cleaning',
      'Linen handling and laundry coordination',
      'Extra staff for peak seasons and events',
      'Daily inspection reports',
    ],
  },
  'post-construction-cleaning': {
    description:
      'Builders leave behind dust in every corner, paint splashes and cement stains. Our post-construction crews remove debris, vacuum with industrial equipment, scrape and wash windows, and detail every surface so you can hand over or move in straight away.',
    features: [
      'Debris and waste removal',
      'Industrial vacuuming of fine dust',
      'Paint, cement and sticker residue removal',
      'Window, frame and glass cleaning',
      'Final detail clean before handover',
    ],
  },
  fumigation: {
    description:
      'Cockroaches, bed bugs, mosquitoes, termites and rodents are treated by certified technicians using approved products applied safely around children and pets. We advise you on preparation and follow up to make sure the problem stays gone.',
    features: [
      'Treatment of cockroaches, bed bugs, mosquitoes and termites',
      'Rodent control',
      'Approved products, safe for children and pets once dry',
      'Homes, offices, warehouses and estates',
      'Follow-up visit included',
    ],
  },
};

/** The services in the home page's order, each with its fuller text. */
export const serviceOfferings: readonly ServiceOffering[] = services.map((service) => ({
  ...service,
  ...serviceDetails[service.id],
}));

export interface ServiceCategory {
  title: string;
  description: string;
  to: string;
  linkLabel: string;
  image: IllustrationImage;
  badge?: string;
}

/** The two cards of /services (docs/PRODUCT.md#routes). */
export const serviceCategories: readonly ServiceCategory[] = [
  {
    title: 'Cleaning Services',
    description:
      'Home cleaning, deep cleaning, janitorial crews, hotel housekeeping, post-construction cleaning and fumigation, booked online in a few minutes.',
    to: paths.cleaningServices,
    linkLabel: 'Explore Cleaning Services',
    image: { svg: homeCleaningImage, alt: 'A tidy living room with a green sofa, a lamp and a cleaning spray bottle' },
  },
  {
    title: 'Laundry Services',
    description:
      'Washing, dry cleaning, ironing and express same-day laundry, with pickup and delivery. Online booking is on its way.',
    to: paths.laundryServices,
    linkLabel: 'Explore Laundry Services',
    image: {
      svg: laundryImage,
      alt: 'A washing machine, clothes drying on a line and a basket of neatly folded laundry',
    },
    badge: 'Coming soon',
  },
];

export const servicesPage = {
  title: 'Our Services',
  intro:
    'Whatever needs cleaning, we have a trained team for it. Choose a service to see what is included and book a visit.',
} as const;

export const cleaningServicesPage = {
  title: 'Cleaning Services',
  faqTitle: 'Questions customers ask',
  intro: [
    'From a one-bedroom flat to a 200-room hotel, our cleaners arrive on time, in uniform and with everything they need.',
    'Every team is trained, background-checked and supervised, and every visit is covered by our satisfaction promise: if something is not right, tell us within 24 hours and we will come back to fix it at no cost.',
  ],
  bookLabel: 'Book Now',
  closing: {
    title: 'Not sure which service you need?',
    text: 'Look through all our services and pick the one that fits, or send us a message and we will recommend the right plan.',
    linkLabel: 'Book a Service',
  },
} as const;

export const servicesHead: PageHead = {
  title: 'Our Services',
  description:
    'Cleaning and laundry services for homes, offices, hotels and building sites in Nigeria. Choose a service to see what is included and book a visit.',
};

export const cleaningServicesHead: PageHead = {
  title: 'Cleaning Services',
  description:
    'Regular home cleaning, deep cleaning, janitorial crews, hotel housekeeping, post-construction cleaning and fumigation by vetted, supervised teams.',
};

const citiesServed = `${LOCATIONS.slice(0, -1).join(', ')} and ${LOCATIONS.at(-1) ?? ''}`;

/**
 * The questions the cleaning services page answers: shown on the page and, from this one list, its
 * `FAQPage` structured data (lib/structured-data.ts), so the two never differ.
 */
export const cleaningServicesFaq: readonly FaqItem[] = [
  {
    question: 'Which cities do you serve?',
    answer: `${citiesServed}. Choose your city when you book and our team comes to your address.`,
  },
  {
    question: 'How do I pay for a booking?',
    answer:
      'Online when you book, by card or bank transfer. Your visit is confirmed once the payment arrives, and the e-mail we send carries your booking reference.',
  },
  {
    question: 'Can I change or cancel my booking?',
    answer:
      'Yes, from the link in your confirmation e-mail: move the visit to another free time or cancel it, up to the time shown on your booking page. A paid visit cancelled in time is refunded.',
  },
  {
    question: 'What do you do with my personal details?',
    answer:
      'We use them to carry out your booking, as our privacy notice explains. From your booking page you can download everything we hold about you or ask us to delete it.',
  },
];
