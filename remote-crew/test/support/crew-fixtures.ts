import type { CrewDayResponse, CrewJob } from '@clean/shared';
import { CREW_STORAGE_KEYS } from '@clean/shared/schemas';

export const TODAY = '2030-01-07';
export const TOMORROW = '2030-01-08';
export const identity = { crew: 'Crew A', location: 'Lagos', member: 'Ngozi' };

export function job(overrides: Partial<CrewJob> = {}): CrewJob {
  return {
    _id: 'job-1',
    reference: 'SPK-1001',
    date: TODAY,
    time: '9:00 AM',
    durationMinutes: 150,
    product: 'Home Cleaning',
    service: 'Deep Cleaning',
    priceLines: [
      { kind: 'base', label: 'Deep Cleaning', amount: 30000, minutes: 120 },
      { kind: 'extra', label: 'Inside the fridge', amount: 5000, minutes: 30 },
    ],
    address: '12 Admiralty Way',
    area: 'Lekki Phase 1',
    landmark: 'Mega Plaza',
    mapUrl: 'https://maps.example/?q=12+Admiralty+Way',
    customer: { firstName: 'Amaka', phone: '+2348012345678', whatsappUrl: 'https://wa.me/2348012345678' },
    notes: 'Gate code 4411',
    checklist: ['Kitchen', 'Bathrooms'],
    step: 'assigned',
    events: [],
    ...overrides,
  };
}

export const day = (jobs: CrewJob[]): CrewDayResponse => ({
  success: true,
  identity,
  today: TODAY,
  serverTime: `${TODAY}T07:05:00.000Z`,
  jobs,
});

/** The phone signed in, as the sign-in page leaves it. */
export function signedIn(token = 'session-1'): void {
  localStorage.setItem(
    CREW_STORAGE_KEYS.session,
    JSON.stringify({ token, expiresAt: '2030-01-21T07:00:00.000Z', identity }),
  );
}
