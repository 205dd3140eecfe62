import { cityPath, LOCATIONS, paths, type Location } from '@clean/shared';
import { localBusinessNode, serviceNode, type StructuredDataNode } from '@clean/shared/seo';
import { offices, openingHours, priceRange } from '../content/locations';
import { services } from '../content/services';

/** Laundry has its own page; every other service is described on the cleaning services page. */
const pageOfService = (id: string) =>
  id === 'laundry-and-dry-cleaning' ? paths.laundryServices : paths.cleaningServices;

/**
 * The offices as local businesses. Both are in Abuja and send the teams to every city served, so each
 * names them all. `page` is where the node is described (its `@id` and `url`).
 */
export function officeNodes(siteUrl: string, page: string = paths.contact): StructuredDataNode[] {
  return Object.values(offices).map((office) =>
    localBusinessNode(siteUrl, office, { hours: openingHours, areaServed: LOCATIONS, priceRange, path: page }),
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
  return services.map((service) =>
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

/** The home page: the offices and every service. */
export const homePageNodes = (siteUrl: string): StructuredDataNode[] => [
  ...officeNodes(siteUrl),
  ...serviceNodes(siteUrl),
];

/** The cleaning services page: every service it describes. */
export const cleaningPageNodes = (siteUrl: string): StructuredDataNode[] => serviceNodes(siteUrl);

/** The contact page: the offices it lists. */
export const contactPageNodes = (siteUrl: string): StructuredDataNode[] => officeNodes(siteUrl);

/** A city page: the offices that send the teams there, and every service in that city. */
export const cityPageNodes = (siteUrl: string, location: Location): StructuredDataNode[] => [
  ...officeNodes(siteUrl),
  ...serviceNodes(siteUrl, [location], cityPath(location)),
];
