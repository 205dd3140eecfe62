import type { Location } from '@clean/shared/constants';
import { areaRequest, type AdminArea, type AreaRequest } from '@clean/shared/schemas';
import { z } from 'zod';
import { checkWith } from '../../../lib/check-with';

/** The form as typed: the surcharge as its field's text. The city is the page's, not a field. */
export interface AreaFormValues {
  name: string;
  served: boolean;
  surcharge: string;
}

/** A new area: served, no surcharge. */
export const emptyArea = (): AreaFormValues => ({ name: '', served: true, surcharge: '0' });

export const toAreaFormValues = (area: AdminArea): AreaFormValues => ({
  name: area.name,
  served: area.served,
  surcharge: String(area.surcharge),
});

/** The form's values for a city made into the request, checked by the shared request schema (the one source of the rules). */
export const areaFormSchema = (location: Location) =>
  z
    .object({ name: z.string(), served: z.boolean(), surcharge: z.string() })
    .transform((values, context): AreaRequest => checkWith(areaRequest, { ...values, location }, context));
