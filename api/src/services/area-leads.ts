import type { AreaLeadPayload } from '@clean/shared/schemas';
import { invalidFields } from '../http/http-errors';
import type { AreaRepository, AreaRow } from '../repositories/area-repository';

/**
 * Stores a lead for an area not served (docs/PRODUCT.md, "Areas and landmarks"); an unknown area, or
 * one served already, is refused under `area` and nothing is stored.
 */
export async function addAreaLead(
  deps: { areas: Pick<AreaRepository, 'find' | 'addLead'> },
  input: AreaLeadPayload,
  now: Date,
): Promise<AreaRow> {
  const area = await deps.areas.find(input.area);
  if (!area) throw invalidFields([{ field: 'area', message: 'This area is no longer listed. Please choose another.' }]);
  if (area.served) {
    throw invalidFields([{ field: 'area', message: `We already clean in ${area.name}: book a visit instead.` }]);
  }
  await deps.areas.addLead(input, now);
  return area;
}
