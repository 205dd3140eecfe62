import deepCleaningImage from '../assets/services/deep-cleaning.svg?inline';
import fumigationImage from '../assets/services/fumigation.svg?inline';
import homeCleaningImage from '../assets/services/home-cleaning.svg?inline';
import hotelImage from '../assets/services/hotel.svg?inline';
import janitorialImage from '../assets/services/janitorial.svg?inline';
import laundryImage from '../assets/services/laundry.svg?inline';
import postConstructionImage from '../assets/services/post-construction.svg?inline';

export interface ServiceImage {
  /** SVG markup (`?inline`), drawn by `Illustration`. */
  svg: string;
  alt: string;
}

/**
 * One of the 7 services (docs/PRODUCT.md#audience-and-services) as the home page and the city pages
 * list it. The cleaning services page's fuller text is in `service-pages.ts`, so these two pages, the
 * home page on every first visit, do not download it (docs/DECISIONS.md, "The home page's content
 * without the other pages' texts").
 */
export interface ServiceSummary {
  id: ServiceId;
  title: string;
  /** One or two sentences for the home page grid. */
  summary: string;
  image: ServiceImage;
}

export type ServiceId =
  | 'laundry-and-dry-cleaning'
  | 'regular-home-cleaning'
  | 'deep-cleaning'
  | 'professional-janitorial-services'
  | 'hotel-housekeeping'
  | 'post-construction-cleaning'
  | 'fumigation';

export const services: readonly ServiceSummary[] = [
  {
    id: 'laundry-and-dry-cleaning',
    title: 'Laundry & Dry Cleaning',
    summary:
      'Washing, dry cleaning and ironing that treats every fabric right, from school uniforms to agbada and wedding gowns.',
    image: {
      svg: laundryImage,
      alt: 'A washing machine, clothes drying on a line and a basket of neatly folded laundry',
    },
  },
  {
    id: 'regular-home-cleaning',
    title: 'Regular Home Cleaning',
    summary: 'Weekly, bi-weekly or monthly visits that keep your home fresh, tidy and ready for guests.',
    image: { svg: homeCleaningImage, alt: 'A tidy living room with a green sofa, a lamp and a cleaning spray bottle' },
  },
  {
    id: 'deep-cleaning',
    title: 'Deep Cleaning',
    summary: 'A top-to-bottom clean of the places routine cleaning misses, ideal before a move or a special occasion.',
    image: {
      svg: deepCleaningImage,
      alt: 'A kitchen being scrubbed, with a bucket of soapy water, a brush and rubber gloves',
    },
  },
  {
    id: 'professional-janitorial-services',
    title: 'Professional Janitorial Services',
    summary: 'Dependable daily cleaning crews for offices, schools, banks and shared buildings.',
    image: { svg: janitorialImage, alt: 'An office desk beside a janitorial cart and a wet floor warning sign' },
  },
  {
    id: 'hotel-housekeeping',
    title: 'Hotel Housekeeping',
    summary: 'Trained housekeepers who turn rooms around quickly and to your brand standard.',
    image: { svg: hotelImage, alt: 'A freshly made hotel bed with folded towels, a bedside lamp and a suitcase' },
  },
  {
    id: 'post-construction-cleaning',
    title: 'Post-Construction Cleaning',
    summary: 'Dust, paint and debris removed so a new or renovated building is ready to move into.',
    image: {
      svg: postConstructionImage,
      alt: 'A ladder, a hard hat and an industrial vacuum cleaner in a newly built room',
    },
  },
  {
    id: 'fumigation',
    title: 'Fumigation',
    summary: 'Safe, effective pest control for homes, offices and warehouses.',
    image: { svg: fumigationImage, alt: 'A house beside a pest control sprayer and a crossed-out insect sign' },
  },
];
