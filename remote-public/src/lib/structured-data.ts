/**
 * The structured data (JSON-LD) of each public page: the site, the company and the page, plus what the
 * page describes. Loaded by `usePageHead` only when a page needs it written: a prerendered page
 * already carries its own, so a first visit never downloads this.
 */
import { cityPath, LOCATIONS, locationFromParam, paths, type Location } from '@clean/shared';
import {
  faqPageNode,
  jsonLdText,
  localBusinessNode,
  organizationNode,
  serviceNode,
  structuredDataGraph,
  webPageNode,
  websiteNode,
  type PageHead,
  type StructuredDataNode,
} from '@clean/shared/seo';
import { offices, openingHours, priceRange } from '../content/offices';
import { cleaningServicesFaq, serviceOfferings } from '../content/service-pages';

/** What a page describes besides itself: the offices, the services (with their FAQ), or a city's. */
export type PageSubject = 'offices' | 'services' | 'services-and-faq' | 'offices-and-services' | 'city' | 'none';

/** Laundry has its own page; every other service is described on the cleaning services page. */
const pageOfService = (id: string) =>
  id === 'laundry-and-dry-cleaning' ? paths.laundryServices : paths.cleaningServices;

/**
 * The offices as local businesses. Both are in Abuja and send the teams to every city served, so each
 * names them all. They are described on the contact page (their `@id` and `url`).
 */
export function officeNodes(siteUrl: string): StructuredDataNode[] {
  return Object.values(offices).map((office) =>
    localBusinessNode(siteUrl, office, { hours: openingHours, areaServed: LOCATIONS, priceRange, path: paths.contact }),
  );
}

/**
 * The services, offered in `areaServed` (every city served unless one is named), as described on
 * `page` (each service's own page unless one is named: a city page describes them for its city).
 */
export function serviceNodes(
  siteUrl: string,
  areaServed: readonly Location[] = LOCATIONS,
  page?: string,
): StructuredDataNode[] {
  return serviceOfferings.map((service) =>
    serviceNode(
      siteUrl,
      {
        id: service.id,
        name: service.title,
        description: service.description,
        path: page ?? pageOfService(service.id),
      },
      areaServed,
    ),
  );
}

function subjectNodes(subject: PageSubject, siteUrl: string, path: string): StructuredDataNode[] {
  switch (subject) {
    case 'offices':
      return officeNodes(siteUrl);
    case 'services':
      return serviceNodes(siteUrl);
    case 'services-and-faq':
      // The questions the page shows, from the same list (content/service-pages.ts).
      return [...serviceNodes(siteUrl), faqPageNode(siteUrl, path, cleaningServicesFaq)];
    case 'offices-and-services':
      return [...officeNodes(siteUrl), ...serviceNodes(siteUrl)];
    case 'city': {
      // A city page: the offices that send the teams there, and every service in that city.
      const location = locationFromParam(path.split('/').pop());
      return location ? [...officeNodes(siteUrl), ...serviceNodes(siteUrl, [location], cityPath(location))] : [];
    }
    case 'none':
      return [];
  }
}

/** The text of the page's JSON-LD script. */
export function pageJsonLd(subject: PageSubject, siteUrl: string, path: string, head: PageHead): string {
  return jsonLdText(
    structuredDataGraph([
      websiteNode(siteUrl),
      organizationNode(siteUrl),
      webPageNode(siteUrl, path, head),
      ...subjectNodes(subject, siteUrl, path),
    ]),
  );
}
