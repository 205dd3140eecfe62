import type { PageHead } from '@clean/shared/seo';
/** An organisation we serve. The names are placeholders until the company supplies its own list: none is a real company. */
export interface ClientOrganisation {
  name: string;
  sector: string;
  city: string;
}

export const clientsPage = {
  title: 'Our Clients',
  intro:
    'We are proud to keep the homes, offices, hotels and sites of these organisations clean, many of them for years.',
  closingTitle: 'Would you like to join them?',
  closingText: 'Tell us about your premises and we will prepare a cleaning plan and a quote within one working day.',
  closingLinkLabel: 'Contact Us',
} as const;

/** The 13 client organisations (docs/PRODUCT.md#constants). */
export const clients: readonly ClientOrganisation[] = [
  { name: 'Palmcrest Suites', sector: 'Hospitality', city: 'Abuja' },
  { name: 'Kubwa Ridge Partners', sector: 'Professional services', city: 'Abuja' },
  { name: 'Zuma Crescent Residents Association', sector: 'Residential estate', city: 'Abuja' },
  { name: 'Greenfield Montessori Academy', sector: 'Education', city: 'Abuja' },
  { name: 'Savannah Heights Apartments', sector: 'Serviced apartments', city: 'Abuja' },
  { name: 'Harbourline Logistics', sector: 'Logistics', city: 'Port Harcourt' },
  { name: 'Oakbridge Microfinance Bank', sector: 'Financial services', city: 'Abuja' },
  { name: 'Lekki Tidewater Homes', sector: 'Property development', city: 'Lagos' },
  { name: 'Riverbend Family Clinic', sector: 'Healthcare', city: 'Abuja' },
  { name: 'Mambilla Tea House', sector: 'Food and beverage', city: 'Jalingo' },
  { name: 'Northstar Builders Ltd', sector: 'Construction', city: 'Abuja' },
  { name: 'Cedarpoint Business Hub', sector: 'Co-working', city: 'Lagos' },
  { name: 'Bluewater Events Centre', sector: 'Events', city: 'Port Harcourt' },
];

export const clientsHead: PageHead = {
  title: 'Our Clients',
  description:
    'Hotels, offices, schools, clinics and residential estates in Abuja, Lagos, Port Harcourt and Jalingo that trust Sparkle with their cleaning.',
};
