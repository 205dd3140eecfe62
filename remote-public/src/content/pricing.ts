import type { PageHead } from '@clean/shared/seo';
export const pricingPage = {
  title: 'Pricing',
  intro:
    'Clear prices in Naira with no hidden charges. Choose a service, then pick the frequency and date that suit you when you book.',
  startsFrom: 'Starts from',
  bookLabel: 'Book Now',
  loading: 'Loading our prices…',
  errorTitle: 'We could not load our prices',
  errorText: 'This is usually a brief connection problem. Please try again in a moment, or call us for a quote.',
  retry: 'Retry',
  retrying: 'Retrying…',
  emptyTitle: 'Our price list is being updated',
  emptyText: 'Please contact us for a quote; we reply within one working day.',
  emptyLinkLabel: 'Contact Us',
} as const;

export const pricingHead: PageHead = {
  title: 'Pricing',
  description:
    'Prices in Naira for home cleaning, deep cleaning, janitorial services, hotel housekeeping, post-construction cleaning and fumigation. No hidden charges.',
};

/**
 * The lowest and the highest price of a visit in the catalogue, for search results (structured data's
 * price range). The live prices are the API's; keep these in step when the catalogue changes a lot.
 */
export const catalogueBounds = { lowest: 20_000, highest: 180_000 } as const;
