/**
 * Structured data (schema.org JSON-LD) of the public pages: the company, its offices as local
 * businesses with address, phone, opening hours, the cities they serve and their price range, its
 * services, and a page's FAQ when one is written. Typed by `schema-dts` (schema.org's vocabulary as
 * TypeScript types, so a misspelt property or a wrong kind of value does not compile); the rules
 * Google adds for rich results are checked by `structuredDataProblems`, in the unit and e2e tests.
 *
 * Offices are `LocalBusiness`: schema.org has no house-cleaning type (its local-business subtypes are
 * trades such as plumbers, and laundries), and a type search engines do not know is worth nothing.
 */
import type {
  DayOfWeek,
  FAQPage,
  Graph,
  LocalBusiness,
  Organization,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { company, socialLinks } from '../content/company';
import { absoluteUrl, SHARE_IMAGE, type PageHead } from './page-head';

export type WeekDay = Extract<
  DayOfWeek,
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'
>;

/** When an office is open: the same hours (24-hour `HH:MM`) on each of `days`. */
export interface WeeklyHours {
  days: readonly WeekDay[];
  opens: string;
  closes: string;
}

/** One of the company's offices, as its structured data describes it. */
export interface OfficeDetails {
  /** Names the office in its `@id` (`head-office`). */
  id: string;
  name: string;
  streetAddress: string;
  locality: string;
  region: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  telephone: string;
  email: string;
}

/** One service the company offers, with the page that describes it. */
export interface ServiceDetails {
  id: string;
  name: string;
  description: string;
  path: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The `@id` of a node: a URL of the site with a fragment, so nodes of different pages agree. */
const nodeId = (siteUrl: string, path: string, name: string) => `${absoluteUrl(siteUrl, path)}#${name}`;
export const organizationId = (siteUrl: string): string => nodeId(siteUrl, '/', 'organization');
const websiteId = (siteUrl: string) => nodeId(siteUrl, '/', 'website');

/** The site itself. */
export function websiteNode(siteUrl: string): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: 'en-NG',
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/** The company, its contact details and social profiles. */
export function organizationNode(siteUrl: string): Organization {
  return {
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/favicon.svg'),
    image: absoluteUrl(siteUrl, SHARE_IMAGE.path),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    parentOrganization: { '@type': 'Organization', name: company.parent },
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** The page at `path`, part of the site. */
export function webPageNode(siteUrl: string, path: string, head: PageHead): WebPage {
  const url = absoluteUrl(siteUrl, path);
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: head.title,
    description: head.description,
    inLanguage: 'en-NG',
    isPartOf: { '@id': websiteId(siteUrl) },
    publisher: { '@id': organizationId(siteUrl) },
  };
}

/** An office as a local business: where it is, how to reach it, when it is open, where it works, what it costs. */
export function localBusinessNode(
  siteUrl: string,
  office: OfficeDetails,
  details: { hours: readonly WeeklyHours[]; areaServed: readonly string[]; priceRange: string; path: string },
): LocalBusiness {
  return {
    '@type': 'LocalBusiness',
    '@id': nodeId(siteUrl, details.path, office.id),
    name: office.name,
    url: absoluteUrl(siteUrl, details.path),
    image: absoluteUrl(siteUrl, SHARE_IMAGE.path),
    telephone: office.telephone,
    email: office.email,
    priceRange: details.priceRange,
    currenciesAccepted: 'NGN',
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.streetAddress,
      addressLocality: office.locality,
      addressRegion: office.region,
      addressCountry: office.country,
    },
    openingHoursSpecification: details.hours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...hours.days],
      opens: hours.opens,
      closes: hours.closes,
    })),
    areaServed: details.areaServed.map((city) => ({ '@type': 'City', name: city })),
    parentOrganization: { '@id': organizationId(siteUrl) },
  };
}

/** A service, provided by the company in `areaServed`. */
export function serviceNode(siteUrl: string, service: ServiceDetails, areaServed: readonly string[]): Service {
  return {
    '@type': 'Service',
    '@id': nodeId(siteUrl, service.path, service.id),
    name: service.name,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(siteUrl, service.path),
    provider: { '@id': organizationId(siteUrl) },
    areaServed: areaServed.map((city) => ({ '@type': 'City', name: city })),
  };
}

/** The questions and answers of the page at `path`; only for a page that shows them. */
export function faqPageNode(siteUrl: string, path: string, items: readonly FaqItem[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(siteUrl, path)}#faq`,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** One JSON-LD document of several nodes, which point at each other by `@id`. */
export const structuredDataGraph = (nodes: readonly Thing[]): Graph => ({
  '@context': 'https://schema.org',
  '@graph': nodes,
});

/** Any node of a document, for pages that add their own. */
export type StructuredDataNode = Thing;

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` escaped, so no text in it
 * can end the script element early.
 */
export const jsonLdText = (graph: Graph): string => JSON.stringify(graph).replace(/</g, '\\u003c');
