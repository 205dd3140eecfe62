import { LOCATIONS } from '@clean/shared/constants';
import { TRAVEL_MINUTES } from '@clean/shared/format';
import {
  updateAvailabilityRequest,
  type AvailabilitySettings,
  type UpdateAvailabilityRequest,
} from '@clean/shared/schemas';
import { z } from 'zod';
import { checkWith } from '../../../lib/check-with';

/** The hours offered as checkboxes: 5 AM to 8 PM, plus any other hour already stored (so none is lost unseen). */
export const OFFERED_HOURS = Array.from({ length: 16 }, (_, index) => index + 5);

export function hourOptions(stored: readonly number[]): number[] {
  return [...new Set([...OFFERED_HOURS, ...stored])].sort((a, b) => a - b);
}

/**
 * The form as typed: checkboxes give the checked values as text, number inputs give numbers (NaN when
 * empty). Crews follow LOCATIONS, one row each.
 */
export interface RulesFormValues {
  crews: { location: string; crewsPerSlot: number; travelMinutes: number }[];
  slotHours: string[];
  closedWeekdays: string[];
}

export function toRulesFormValues(settings: AvailabilitySettings): RulesFormValues {
  return {
    crews: LOCATIONS.map((location) => ({
      location,
      crewsPerSlot: settings.crews.find((row) => row.location === location)?.crewsPerSlot ?? 0,
      travelMinutes: settings.crews.find((row) => row.location === location)?.travelMinutes ?? TRAVEL_MINUTES.default,
    })),
    slotHours: settings.slotHours.map(String),
    closedWeekdays: settings.closedWeekdays.map(String),
  };
}

const ascending = (values: string[]) => values.map(Number).sort((a, b) => a - b);

/** The form's values made into the request, then checked by the shared request schema (the one source of the rules). */
export const rulesFormSchema = z
  .object({
    crews: z.array(z.object({ location: z.string(), crewsPerSlot: z.unknown(), travelMinutes: z.unknown() })),
    slotHours: z.array(z.string()),
    closedWeekdays: z.array(z.string()),
  })
  .transform((values, context): UpdateAvailabilityRequest =>
    checkWith(
      updateAvailabilityRequest,
      {
        crews: values.crews,
        slotHours: ascending(values.slotHours),
        closedWeekdays: ascending(values.closedWeekdays),
      },
      context,
    ),
  );
