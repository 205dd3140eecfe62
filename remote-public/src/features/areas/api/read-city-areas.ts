import type { Location } from '@clean/shared';
import { apiCall } from '@clean/shared/plain-call';
import type { Area, AreasResponse } from '@clean/shared/schemas';

/** The areas in an answer of GET /api/areas (an answer without a list names none). */
export const areasOf = (response: AreasResponse): Area[] => (Array.isArray(response.areas) ? response.areas : []);

/**
 * GET /api/areas?location= (docs/PRODUCT.md, "Areas and landmarks"): a city's areas, served or not.
 * Read with `fetch`, not RTK Query: the city pages are mounted without the store (`withoutStore`).
 */
export const readCityAreas = (location: Location): Promise<Area[]> =>
  apiCall<AreasResponse>(`/api/areas?${new URLSearchParams({ location }).toString()}`).then(areasOf);
