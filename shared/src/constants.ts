/** Business constants (docs/PRODUCT.md#constants), one source for the site, the API and the tests. */

export const LOCATIONS = ['Abuja', 'Port Harcourt', 'Lagos', 'Jalingo'] as const;
export type Location = (typeof LOCATIONS)[number];

/**
 * The channels our messages to customers go by (docs/PRODUCT.md, "Messages on WhatsApp and SMS"), and
 * their names: here, without zod, for the booking form (schemas/channels.ts builds its enum on them).
 */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export const CHANNEL_LABELS: Record<(typeof MESSAGE_CHANNELS)[number], string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
};

/** The only times offered on Saturdays (docs/PRODUCT.md#availability). */
export const FALLBACK_TIME_SLOTS = ['6:00 AM', '7:00 AM', '8:00 AM'] as const;

export const INACTIVITY_LOGOUT_MS = 600_000;
export const INACTIVITY_CHECK_INTERVAL_MS = 60_000;

export const CONTACT_SUBMIT_DELAY_MS = 1000;

export const CURRENCY = 'NGN';
/** Naira to kobo for the card payment provider. */
export const MINOR_UNITS_PER_NAIRA = 100;

export const TOAST = {
  autoHideMs: 5000,
  maxVisible: 3,
  anchor: { vertical: 'top', horizontal: 'right' },
  hotkeyLabel: 'Alt+T',
} as const;

export const CAROUSEL = { autoplayMs: 5000, slidesPerView: 1, spacingPx: 30 } as const;
export const REVEAL = { durationMs: 1000, staggerMs: 100 } as const;

export const STORAGE_KEYS = { adminToken: 'adminToken', lastActivity: 'lastActivity' } as const;

/** Header of an idempotent Book Now: one UUID per booking attempt, reused by every retry of it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Header that carries the admin session token, spelled as the product names it (docs/PRODUCT.md#admin-console). */
export const ADMIN_TOKEN_HEADER = 'adminToken';

/**
 * The remotes the shell composes: the one list the runtime config, the app table (tooling/src/apps.ts),
 * prerendering and the e2e servers derive theirs from.
 */
export const REMOTE_NAMES = ['public', 'booking', 'admin', 'popup', 'crew'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Every web app: the shell (the federation host) and its remotes. */
export type WebAppName = 'shell' | RemoteName;

/** One value per remote, in `REMOTE_NAMES` order, typed by remote name. */
export function byRemote<T>(value: (name: RemoteName) => T): Record<RemoteName, T> {
  // fromEntries loses the key type; the entries are exactly REMOTE_NAMES.
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, value(name)])) as Record<RemoteName, T>;
}

/** Module Federation container name of an app: a JS identifier (`public` alone is a reserved word). */
export const federationName = (app: WebAppName): string => `clean_${app}`;

/*
 * The admin console's search, badge and report windows: here, without zod, so the console's frame and
 * the dashboard read them without evaluating the schemas (docs/DECISIONS.md, "The console's frame
 * without zod"); schemas/search.ts, notifications.ts and reports.ts build on them and export them too.
 */
export const SEARCH_MIN_LENGTH = 2;
/** How long the top bar waits after a key before asking. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How often the badge asks again (and when the tab regains focus). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;
export const REPORT_WEEKS = 12;
/** The days ahead the crews' hours and the locations' utilisation cover, today first. */
export const CREW_REPORT_DAYS = 28;
/** The months of the recurring revenue report, this month last. */
export const REPORT_MONTHS = 6;
/** A crew's start at most this many minutes after the booked time is on time (the crews' report). */
export const ON_TIME_MINUTES = 15;
