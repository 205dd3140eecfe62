import type { Location } from '@clean/shared';
import { apiCall } from '@clean/shared/plain-call';
import type { Area, AreasResponse } from '@clean/shared/schemas';

/**
 * GET /api/areas?location= (public): the city's areas for the Area field, read with `fetch` as the
 * catalogue is, so the field fills in without the data layer (docs/DECISIONS.md, "The booking page's
 * data layer on first use"). An answer without a list offers none.
 */
export const readAreas = (location: Location): Promise<Area[]> =>
  apiCall<AreasResponse>(`/api/areas?location=${encodeURIComponent(location)}`).then((response) =>
    Array.isArray(response.areas) ? response.areas : [],
  );
