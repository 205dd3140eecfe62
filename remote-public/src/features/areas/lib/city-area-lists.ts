import { formatNaira } from '@clean/shared';
import type { Area } from '@clean/shared/schemas';

/** The areas a city page lists: those served, and those not served yet, each in the API's order. */
export function cityAreaLists(areas: readonly Area[]): { served: Area[]; notServed: Area[] } {
  return {
    served: areas.filter((area) => area.served),
    notServed: areas.filter((area) => !area.served),
  };
}

/** 'Ajah (NGN 2,500.00 extra)' for an area with a surcharge, else its name (docs/PRODUCT.md, "Areas and landmarks"). */
export const servedAreaLabel = (area: Pick<Area, 'name' | 'surcharge'>): string =>
  area.surcharge > 0 ? `${area.name} (${formatNaira(area.surcharge)} extra)` : area.name;
