/**
 * What a change of the availability rules makes stale: the rules, the free times of the booking form,
 * the appointments and schedule (their slots and crews), and the history of changes. A refused change
 * (409) changed nothing, so nothing reloads.
 */
export const AVAILABILITY_CHANGED_TAGS = ['AvailabilitySettings', 'Availability', 'Appointments', 'Audit'] as const;

export const tagsOnSuccess = (result: unknown) => (result ? [...AVAILABILITY_CHANGED_TAGS] : []);
