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
  },
  {
    id: 'regular-home-cleaning',
    title: 'Regular Home Cleaning',
    summary: 'Weekly, bi-weekly or monthly visits that keep your home fresh, tidy and ready for guests.',
  },
  {
    id: 'deep-cleaning',
    title: 'Deep Cleaning',
    summary: 'A top-to-bottom clean of the places routine cleaning misses, ideal before a move or a special occasion.',
  },
  {
    id: 'professional-janitorial-services',
    title: 'Professional Janitorial Services',
    summary: 'Dependable daily cleaning crews for offices, schools, banks and shared buildings.',
  },
  {
    id: 'hotel-housekeeping',
    title: 'Hotel Housekeeping',
    summary: 'Trained housekeepers who turn rooms around quickly and to your brand standard.',
  },
  {
    id: 'post-construction-cleaning',
    title: 'Post-Construction Cleaning',
    summary: 'Dust, paint and debris removed so a new or renovated building is ready to move into.',
  },
  {
    id: 'fumigation',
    title: 'Fumigation',
    summary: 'Safe, effective pest control for homes, offices and warehouses.',
  },
];
