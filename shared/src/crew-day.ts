/**
 * The crew's day without zod (docs/PRODUCT.md, "The crew's day"): its constants, words and the one
 * rule the phone checks before a step leaves it. `@clean/shared/crew-day`, so the crew's phone
 * downloads no schema library; the schemas (`schemas/crew-day.ts`) re-export and use them.
 */

/** How long a sign-in link stays good, and how long the device it signs in stays signed in. */
export const CREW_LINK_HOURS = 24;
export const CREW_SESSION_DAYS = 14;

/** Header that carries a crew device's session token (as `adminToken` carries the console's). */
export const CREW_TOKEN_HEADER = 'crewToken';

/** Where the phone keeps its session (localStorage): the day must open with no network. */
export const CREW_STORAGE_KEYS = { session: 'crewSession', day: 'crewDay', outbox: 'crewOutbox' } as const;

/** What a used, expired or revoked link is told (401). */
export const CREW_LINK_REFUSED = 'This sign-in link has expired or was already used. Ask the office for a new one.';
/** What a signed-in phone reads while the crew's code loads (the first screen is the signed-out one). */
export const CREW_OPENING_JOBS = 'Opening your jobs…';
/** What a phone that is not signed in reads. */
export const CREW_ASK_FOR_LINK = 'Ask the office for a sign-in link.';
/** What a call with a session that ended is told (401). */
export const CREW_SESSION_ENDED = 'You are signed out. Ask the office for a new sign-in link.';

/** Where a job stands on the day: the furthest step recorded. */
export const JOB_STEPS = ['assigned', 'on-my-way', 'started', 'done', 'could-not-work'] as const;
export type JobStep = (typeof JOB_STEPS)[number];

/** The lines the office and the phone show for a step. */
export const JOB_STEP_LABELS: Record<JobStep, string> = {
  assigned: 'Assigned',
  'on-my-way': 'On my way',
  started: 'Started',
  done: 'Done',
  'could-not-work': 'Could not work',
};

/** Why a visit could not be done, as the crew picks it. */
export const COULD_NOT_WORK_REASONS = ['no-water', 'no-power', 'nobody-home', 'no-access', 'other'] as const;
export type CouldNotWorkReason = (typeof COULD_NOT_WORK_REASONS)[number];
export const COULD_NOT_WORK_LABELS: Record<CouldNotWorkReason, string> = {
  'no-water': 'No water',
  'no-power': 'No power',
  'nobody-home': 'Nobody home',
  'no-access': 'No access to the estate',
  other: 'Other',
};

/** 'Other' says what happened: the message under the note when it does not. */
export const NOTE_NEEDED = 'Say what happened';
/** The longest note of a step. */
export const NOTE_MAX = 500;
export const couldNotWorkNoteMissing = (reason: CouldNotWorkReason, note: string | undefined): boolean =>
  reason === 'other' && !note?.trim();

/** At most this many photos per job, each at most this many bytes once resized on the phone. */
export const JOB_PHOTO_LIMITS = {
  perJob: 5,
  maxBytes: 3 * 1024 * 1024,
  types: ['image/jpeg', 'image/webp', 'image/png'],
} as const;
