import type { AvailabilitySettings } from '@clean/shared/schemas';
import { toSettings, type AvailabilityRepository } from '../repositories/availability-repository';

/** How a change of the rules ended: the new settings, the paid bookings it would strand, or a refusal. */
export type { RulesChange } from '../repositories/availability-repository';

/** The admin's view of the rules in force, closed dates from today (Lagos) on. */
export async function currentSettings(
  availability: Pick<AvailabilityRepository, 'current'>,
  now: Date,
): Promise<AvailabilitySettings> {
  return toSettings(await availability.current(now));
}

export const strandedMessage = (count: number): string =>
  `This change would leave ${count} paid ${count === 1 ? 'booking' : 'bookings'} without a crew. ` +
  'Move or refund them first.';
