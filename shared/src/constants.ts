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
