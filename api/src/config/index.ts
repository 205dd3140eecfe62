import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { TRAVEL_MINUTES } from '@clean/shared/format';
import type { MessageChannel } from '@clean/shared/schemas';
import { PASSWORD_HASH_COST } from '../security/passwords';

/** How the API reaches the card payment provider's server-side API (payments/provider-client.ts). */
export interface PaymentProviderSettings {
  /** Base URL of the provider's API, e.g. `https://api.paystack.co` or the sandbox's `http://127.0.0.1:4100`. */
  apiUrl: string;
  /** The merchant's secret key (server to server only; never logged or sent to a browser). */
  secretKey: string;
  /** How long one call may take before the provider counts as unreachable. */
  timeoutMs: number;
}

export type TrustProxy = false | number | string[];

/** The local mail catcher's SMTP port (`npm start` runs it): the same as `servers.mailSmtp` in tooling/src/apps.ts. */
export const MAIL_CATCHER_SMTP_PORT = 4025;

/** Default PGlite data folder: `api/data/`, whatever the working directory. */
export const DEFAULT_PGLITE_DIR = path.resolve(__dirname, '..', '..', 'data');
/** Files the API keeps (the crews' photos): object storage in a local folder by default. */
export const DEFAULT_FILES_DIR = path.resolve(__dirname, '..', '..', 'files');

/** The manage links' key when MANAGE_LINK_SECRET is unset: fine on a laptop, refused in production. */
export const DEV_MANAGE_LINK_SECRET = 'development-only-manage-link-secret';

/** AES-256 takes a 32-byte key. */
const AUTH_KEY_BYTES = 32;
/** The saved card authorizations' key when PAYMENT_AUTH_KEY is unset: fine on a laptop, refused in production. */
export const DEV_PAYMENT_AUTH_KEY = createHash('sha256').update('development-only-payment-auth-key').digest();

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const FLAG_VALUES = ['true', 'false', '1', '0', 'yes', 'no'] as const;
const isOn = (value: string) => ['true', '1', 'yes'].includes(value);

const flag = (fallback: boolean) =>
  z
    .enum(FLAG_VALUES, { error: 'Use true or false' })
    .default(fallback ? 'true' : 'false')
    .transform(isOn);

/** A flag whose default depends on other settings: undefined when unset. */
const optionalFlag = z.preprocess(
  emptyAsUnset,
  z.enum(FLAG_VALUES, { error: 'Use true or false' }).transform(isOn).optional(),
);

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(min).max(max).default(fallback);

/** A whole number of `unit` between `min` and `max`, whose every refusal names the range. */
const count = (fallback: number, min: number, max: number, unit: string) => {
  const message = `Must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/** `6-17` (a range) or `6,7,8,12` (a list) of hours. */
const hours = z
  .string()
  .default('6-17')
  .transform((value, ctx) => {
    const result = new Set<number>();
    for (const part of list(value)) {
      const range = /^(\d{1,2})\s*-\s*(\d{1,2})$/.exec(part);
      const [from, to] = range ? [Number(range[1]), Number(range[2])] : [Number(part), Number(part)];
      if (!Number.isInteger(from) || !Number.isInteger(to) || from > to || from < 0 || to > 23) {
        ctx.addIssue({ code: 'custom', message: `'${part}' is not an hour or range of hours between 0 and 23` });
        return z.NEVER;
      }
      for (let hour = from; hour <= to; hour += 1) result.add(hour);
    }
    if (result.size === 0) {
      ctx.addIssue({ code: 'custom', message: 'At least one hour is needed' });
      return z.NEVER;
    }
    return [...result].sort((a, b) => a - b);
  });

const weekdays = z
  .string()
  .default('Sunday')
  .transform((value, ctx) => {
    const result: number[] = [];
    for (const part of list(value)) {
      const index = /^[0-6]$/.test(part) ? Number(part) : WEEKDAYS.indexOf(part.toLowerCase());
      if (index < 0) {
        ctx.addIssue({ code: 'custom', message: `'${part}' is not a weekday (Sunday..Saturday or 0..6)` });
        return z.NEVER;
      }
      result.push(index);
    }
    return [...new Set(result)].sort((a, b) => a - b);
  });

const dates = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const result = list(value);
    for (const date of result) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message: `'${date}' is not a yyyy-MM-dd date` });
        return z.NEVER;
      }
    }
    return result;
  });

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(value: string): boolean {
  if (RANGE_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * `false` (or empty, 0): trust no proxy, the client is the connection's address. A number: that many
 * proxy hops, each appending to `X-Forwarded-For`. Otherwise the proxies' addresses or CIDR ranges.
 * `true` is refused: it would believe whatever a client writes in the header.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(text)) return false;
    if (['true', 'yes'].includes(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any client-written X-Forwarded-For; give the number of proxies in front of the API ' +
          '(1 behind one nginx) or their addresses',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'At most 10 proxy hops' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = list(text);
    // A range of every address is `true` by another name.
    const everyone = entries.filter((entry) => /\/0+$/.test(entry));
    if (everyone.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `'${everyone.join("', '")}' trusts every address, as true would; name the proxies' own subnets`,
      });
      return z.NEVER;
    }
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `'${bad.join("', '")}' is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(4000, 0, 65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: int(10, 1, 200),
  DATABASE_POOL_WAIT_MS: int(30_000, 100, 600_000),
  PGLITE_DIR: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_PGLITE_DIR)),
  FILES_DIR: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_FILES_DIR)),
  // An S3-compatible server for the files (MinIO in docker-compose); unset: the folder FILES_DIR.
  OBJECT_STORE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL such as http://minio:9000' })
      .refine((value) => ['', '/'].includes(new URL(value).pathname) && !new URL(value).search, {
        error: 'Must be the server alone (http(s)://host:port), without a path: the bucket is OBJECT_STORE_BUCKET',
      })
      .optional(),
  ),
  // S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
  OBJECT_STORE_BUCKET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Must be 3-63 lower-case letters, digits, dots or hyphens')
      .default('clean-files'),
  ),
  OBJECT_STORE_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  OBJECT_STORE_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  OBJECT_STORE_REGION: z.preprocess(emptyAsUnset, z.string().default('us-east-1')),
  SEED_CATALOGUE: flag(true),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform(list)
    .pipe(z.array(z.url({ error: 'Each origin must be a URL such as http://localhost:3000' }))),
  TRUST_PROXY: trustProxy,
  READ_CACHE: flag(true),
  BODY_LIMIT_BYTES: int(100 * 1024, 1024, 50 * 1024 * 1024),
  CSV_EXPORT_BATCH_SIZE: int(1000, 1, 100_000),
  // Empty: on in development and test, off in production.
  API_DOCS: optionalFlag,
  REDIS_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^rediss?:\/\//, 'Must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.string().max(100).default('clean:'),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_AUTH: int(10, 1, 1_000_000),
  RATE_LIMIT_PUBLIC_WRITE: int(20, 1, 1_000_000),
  RATE_LIMIT_NOT_FOUND: int(60, 1, 1_000_000),
  RATE_LIMIT_LOOKUP: int(30, 1, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 86_400),
  RATE_LIMIT_MEMORY_KEYS: int(50_000, 1_000, 10_000_000),
  RATE_LIMIT_MANAGE: int(5, 1, 1_000_000),
  RATE_LIMIT_MANAGE_WINDOW_MINUTES: int(10, 1, 24 * 60),
  LOGIN_FAILURES_PER_ACCOUNT: int(5, 1, 1000),
  LOGIN_FAILURE_WINDOW_MINUTES: int(15, 1, 24 * 60),
  LOGIN_BACKOFF_MAX_SECONDS: int(60, 1, 24 * 60 * 60),
  ADMIN_SIGNUP_CODE: z.preprocess(emptyAsUnset, z.string().optional()),
  // log2 of scrypt's N for new password hashes; lower only in tests (production refuses less).
  PASSWORD_HASH_COST: int(PASSWORD_HASH_COST, 10, 20),
  ADMIN_TOKEN_TTL_HOURS: int(12, 1, 24 * 90),
  ADMIN_INVITATION_TTL_DAYS: int(7, 1, 90),
  SLOT_HOURS: hours,
  CREWS_PER_SLOT: int(3, 1, 1000),
  TRAVEL_MINUTES: int(TRAVEL_MINUTES.default, TRAVEL_MINUTES.min, TRAVEL_MINUTES.max),
  BOOKING_HORIZON_DAYS: int(60, 1, 730),
  CLOSED_WEEKDAYS: weekdays,
  CLOSED_DATES: dates,
  BOOKING_HOLD_MINUTES: int(15, 1, 24 * 60),
  TRANSFER_HOLD_MINUTES: int(60, 1, 3 * 24 * 60),
  TRANSFER_HOLD_CEILING_MINUTES: int(180, 1, 3 * 24 * 60),
  EXPIRED_BOOKING_RETENTION_DAYS: count(30, 1, 3650, 'days'),
  EXPIRED_BOOKING_CLEANUP_HOURS: count(6, 1, 168, 'hours'),
  PERSONAL_DATA_RETENTION_MONTHS: count(24, 1, 240, 'months'),
  UNPAID_HOLDS_PER_CONTACT: int(2, 1, 1_000_000),
  UNPAID_HOLDS_PER_ADDRESS: int(5, 1, 1_000_000),
  PAYMENT_API_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).default('http://127.0.0.1:4100'),
  ),
  PAYMENT_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().default('sk_test_sandbox_clean')),
  PAYMENT_TIMEOUT_MS: int(10_000, 100, 120_000),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' })
      .default(`smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).optional()),
  // WhatsApp (Meta's Cloud API) and SMS (Termii): a channel is configured when its credentials are all
  // set (docs/ARCHITECTURE.md, "Messages on WhatsApp and SMS"); unset, it is skipped.
  WHATSAPP_API_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).default('https://graph.facebook.com'),
  ),
  WHATSAPP_API_VERSION: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^v\d+\.\d+$/, 'Must be a Graph API version such as v21.0')
      .default('v21.0'),
  ),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyAsUnset,
    z.string().regex(/^\d+$/, 'Must be the digits of the ID').optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(8).optional()),
  WHATSAPP_APP_SECRET: z.preprocess(emptyAsUnset, z.string().min(8).optional()),
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyAsUnset, z.string().min(8).optional()),
  // SMS through Termii when its key is set; otherwise each SMS is only logged.
  TERMII_API_KEY: z.preprocess(emptyAsUnset, z.string().min(8).optional()),
  TERMII_SENDER_ID: z.preprocess(emptyAsUnset, z.string().min(3).max(11).default('Sparkle')),
  TERMII_API_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).default('https://api.ng.termii.com'),
  ),
  TERMII_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().min(8).optional()),
  REMINDER_HOURS_BEFORE: count(24, 1, 168, 'hours'),
  // Recurring plans (docs/PRODUCT.md, Recurring plans): visits made ahead, and when each is charged.
  PLAN_HORIZON_VISITS: count(4, 1, 52, 'visits'),
  PLAN_CHARGE_HOURS_BEFORE: count(24, 1, 168, 'hours'),
  PLAN_CHARGE_RECONCILE_MINUTES: count(10, 2, 1440, 'minutes'),
  // The key of the saved card authorizations (AES-256-GCM): 32 bytes as 64 hex digits or base64.
  // Unset: a fixed development key, refused in production (config/production-check.ts).
  PAYMENT_AUTH_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .transform((value, ctx) => {
        const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
        if (key.length !== AUTH_KEY_BYTES) {
          ctx.addIssue({ code: 'custom', message: 'Must be 32 random bytes, as 64 hex digits or in base64' });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
  ),
  // Unset: a fixed development secret, refused in production (config/production-check.ts).
  MANAGE_LINK_SECRET: z.preprocess(emptyAsUnset, z.string().default(DEV_MANAGE_LINK_SECRET)),
  SITE_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).default('http://localhost:3000'),
  ),
});

/**
 * The S3-compatible store's settings when OBJECT_STORE_URL is set. Its keys are required then: without
 * them every upload would fail long after the start.
 */
function objectStoreSettings(
  e: z.output<typeof envSchema>,
  ctx: z.core.$RefinementCtx,
): { url: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined {
  const url = e.OBJECT_STORE_URL;
  if (url === undefined) return undefined;
  const accessKey = e.OBJECT_STORE_ACCESS_KEY;
  const secretKey = e.OBJECT_STORE_SECRET_KEY;
  for (const [name, value] of [
    ['OBJECT_STORE_ACCESS_KEY', accessKey],
    ['OBJECT_STORE_SECRET_KEY', secretKey],
  ] as const) {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'Required when OBJECT_STORE_URL is set' });
    }
  }
  if (accessKey === undefined || secretKey === undefined) return undefined;
  return { url, bucket: e.OBJECT_STORE_BUCKET, accessKey, secretKey, region: e.OBJECT_STORE_REGION };
}

/** Every environment variable the API reads (each is documented in `.env.example`). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The environment parsed, then shaped into the settings the API reads. `AppConfig` is inferred from
 * this, so a setting is declared once: its variable above, its place and meaning here.
 */
const configSchema = envSchema.transform((e, ctx) => ({
  env: e.NODE_ENV,
  host: e.HOST,
  port: e.PORT,
  logLevel: e.LOG_LEVEL,
  database: {
    /** postgres:// URL of a PostgreSQL server; unset means the embedded PGlite. */
    url: e.DATABASE_URL,
    poolSize: e.DATABASE_POOL_SIZE,
    /** How long a request waits for a free connection before it answers 503 (db/client.ts). */
    poolWaitMs: e.DATABASE_POOL_WAIT_MS,
    /** PGlite data folder (created on first start), or `memory://` for a throw-away database. */
    pgliteDir: e.PGLITE_DIR,
    /** Insert the starter catalogue when the products table is empty. */
    seed: e.SEED_CATALOGUE,
  },
  /** The folder of the object store (files/object-store.ts): the crews' photos, unless `objectStore` is set. */
  filesDir: e.FILES_DIR,
  /** An S3-compatible server in place of the folder (files/s3-object-store.ts); undefined: the folder. */
  objectStore: objectStoreSettings(e, ctx),
  corsOrigins: e.CORS_ORIGINS,
  /** Keep answers of catalogue and availability reads in memory (dropped on every process by writes). */
  readCache: e.READ_CACHE,
  /**
   * Which proxies in front of the API may name the client in `X-Forwarded-For`: none (`false`), the
   * last `n` hops, or the proxies' addresses / CIDR ranges. Fastify's `trustProxy` takes each form.
   */
  trustProxy: e.TRUST_PROXY,
  bodyLimitBytes: e.BODY_LIMIT_BYTES,
  /** Rows the CSV export reads per query: it writes them out before reading the next ones. */
  csvExportBatchSize: e.CSV_EXPORT_BATCH_SIZE,
  /** The reference pages at /api/docs (on in development, off in production unless asked for). */
  apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
  redis: {
    /** redis:// URL: rate-limit and login-failure counters shared by every API process; unset: in memory. */
    url: e.REDIS_URL,
    /** Prefix of every key the API writes, so several deployments can share one Redis. */
    keyPrefix: e.REDIS_KEY_PREFIX,
  },
  rateLimit: {
    enabled: e.RATE_LIMIT_ENABLED,
    /** Requests per window and client on login and register. */
    auth: e.RATE_LIMIT_AUTH,
    /** Requests per window and client on contact, booking and payment record. */
    publicWrite: e.RATE_LIMIT_PUBLIC_WRITE,
    /** Requests per window and client on unknown routes. */
    notFound: e.RATE_LIMIT_NOT_FOUND,
    /** Public reads that are not cached: receipt lookups and the sign-up status, per window and client. */
    lookup: e.RATE_LIMIT_LOOKUP,
    windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    /** Most keys (addresses, e-mails) counted in this process's memory (docs/DECISIONS.md, "In-memory counters resist a flood of keys"). */
    memoryKeys: e.RATE_LIMIT_MEMORY_KEYS,
    /** Reschedules and cancels per booking and per client address in `manageWindowMs` (a leaked link). */
    manage: e.RATE_LIMIT_MANAGE,
    manageWindowMs: e.RATE_LIMIT_MANAGE_WINDOW_MINUTES * 60_000,
    /**
     * Failed logins per account (e-mail) and client address before that address answers 429; past as
     * many failures of the account from anywhere, its backoff starts (README, "Failed logins").
     */
    loginFailures: e.LOGIN_FAILURES_PER_ACCOUNT,
    loginFailureWindowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    /** The longest wait of the per-account backoff, for a browser that never signed in to the account. */
    loginBackoffMaxMs: e.LOGIN_BACKOFF_MAX_SECONDS * 1000,
  },
  auth: {
    signupCode: e.ADMIN_SIGNUP_CODE,
    /** log2 of scrypt's N for new password hashes (existing hashes keep theirs): 15 unless a test lowers it. */
    passwordHashCost: e.PASSWORD_HASH_COST,
    /** Whether the first admin may sign up without a code (development); in production they are made by command. */
    openFirstSignup: e.NODE_ENV !== 'production',
    tokenTtlHours: e.ADMIN_TOKEN_TTL_HOURS,
    /** How long an invitation an admin makes stays usable. */
    invitationTtlDays: e.ADMIN_INVITATION_TTL_DAYS,
  },
  /** The first availability rules, written to the database once; admins edit them from then on. */
  availability: {
    /** Hours (0-23, Africa/Lagos) at which a crew can start; hour 6 is '6:00 AM'. */
    slotHours: e.SLOT_HOURS,
    /** Crews per slot and location. */
    crewsPerSlot: e.CREWS_PER_SLOT,
    /** Minutes a crew needs between two jobs, at every location. */
    travelMinutes: e.TRAVEL_MINUTES,
    /** How many days, today included, can be booked. */
    horizonDays: e.BOOKING_HORIZON_DAYS,
    /** Weekdays without service, 0 = Sunday ... 6 = Saturday. */
    closedWeekdays: e.CLOSED_WEEKDAYS,
    /** Dates without service (yyyy-MM-dd), e.g. public holidays. */
    closedDates: e.CLOSED_DATES,
  },
  /** How long an unpaid booking holds its crew. */
  holds: {
    /** Minutes an unpaid booking holds its crew after Book Now. */
    bookingMinutes: e.BOOKING_HOLD_MINUTES,
    /** Minutes from the moment a bank transfer is reported pending. */
    transferMinutes: e.TRANSFER_HOLD_MINUTES,
    /**
     * A pending transfer extends a hold once, never past this many minutes after the booking's own hold
     * was due to end (docs/PRODUCT.md, Payments and holds).
     */
    transferCeilingMinutes: e.TRANSFER_HOLD_CEILING_MINUTES,
    /** Live unpaid holds one customer may have at once: per email (any case) and per phone number. */
    perContact: e.UNPAID_HOLDS_PER_CONTACT,
    /** Live unpaid holds one client address may have at once (many people can share an address). */
    perAddress: e.UNPAID_HOLDS_PER_ADDRESS,
  },
  /** Unpaid bookings whose hold ran out long ago are removed (docs/PRODUCT.md, Payments and holds). */
  retention: {
    /** Days after its hold ran out that an unpaid booking is kept; then it is deleted for good. */
    expiredBookingDays: e.EXPIRED_BOOKING_RETENTION_DAYS,
    /** Hours between two runs of the clean-up, a scheduled job of the queue (from midnight UTC). */
    cleanupIntervalHours: e.EXPIRED_BOOKING_CLEANUP_HOURS,
    /** Months after its visit that a booking keeps its personal data; then it is anonymised (docs/PRODUCT.md, "Your data"). */
    personalDataMonths: e.PERSONAL_DATA_RETENTION_MONTHS,
  },
  /** The card payment provider's server-side API (verify, webhook signatures). */
  payments: {
    apiUrl: e.PAYMENT_API_URL,
    secretKey: e.PAYMENT_SECRET_KEY,
    timeoutMs: e.PAYMENT_TIMEOUT_MS,
  } satisfies PaymentProviderSettings as PaymentProviderSettings,
  /** E-mail to customers (docs/ARCHITECTURE.md, "Background jobs and the outbox"). */
  mail: {
    /** smtp:// or smtps:// URL of the mail server, with its user and password; the local catcher by default. */
    smtpUrl: e.SMTP_URL,
    /** The sender, e.g. `"Sparkle Cleaning & Laundry" <bookings@sparkle.ng>`; unset: the company's address. */
    from: e.MAIL_FROM,
    /** The site's public address: links in e-mails point to it. */
    siteUrl: e.SITE_URL,
    /** How many hours before a paid visit its reminder is sent. */
    reminderHoursBefore: e.REMINDER_HOURS_BEFORE,
  },
  /** The key of the customers' manage links (HMAC-SHA256, api/src/domain/manage-token.ts). */
  manageLinkSecret: e.MANAGE_LINK_SECRET,
  plans: {
    /** How many future visits of an active plan exist at any time (the rolling horizon). */
    horizonVisits: e.PLAN_HORIZON_VISITS,
    /** Hours before a later visit that the saved card is charged. */
    chargeHoursBefore: e.PLAN_CHARGE_HOURS_BEFORE,
    /** Minutes a charge attempt may stay pending before the provider's verify answer settles it. */
    reconcileMinutes: e.PLAN_CHARGE_RECONCILE_MINUTES,
    /** PAYMENT_AUTH_KEY, or the development key when unset (`authKeyIsDevelopment`, refused in production). */
    authKey: e.PAYMENT_AUTH_KEY ?? DEV_PAYMENT_AUTH_KEY,
    authKeyIsDevelopment: e.PAYMENT_AUTH_KEY === undefined,
  },
  /**
   * WhatsApp and SMS (docs/ARCHITECTURE.md, "Messages on WhatsApp and SMS"): each provider's address
   * and credentials, as set; `configuredChannels` says which are complete.
   */
  messaging: {
    whatsapp: {
      apiUrl: e.WHATSAPP_API_URL,
      apiVersion: e.WHATSAPP_API_VERSION,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: e.WHATSAPP_ACCESS_TOKEN,
      /** Signs Meta's webhooks (X-Hub-Signature-256). */
      appSecret: e.WHATSAPP_APP_SECRET,
      /** What Meta's GET handshake must carry as hub.verify_token. */
      verifyToken: e.WHATSAPP_VERIFY_TOKEN,
    },
    termii: {
      apiUrl: e.TERMII_API_URL,
      apiKey: e.TERMII_API_KEY,
      senderId: e.TERMII_SENDER_ID,
      /** Signs Termii's delivery reports and inbound messages (X-Termii-Signature). */
      secretKey: e.TERMII_SECRET_KEY,
    },
  },
}));

/** Settings of the API, read from environment variables (documented with defaults in `.env.example`). */
export type AppConfig = z.output<typeof configSchema>;
export type AvailabilityRules = AppConfig['availability'];
export type HoldSettings = AppConfig['holds'];
export type RetentionSettings = AppConfig['retention'];
export type MessagingSettings = AppConfig['messaging'];

/** Each channel's variables: set all of them and the channel is configured (production refuses a part). */
export const CHANNEL_VARIABLES = {
  whatsapp: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
  sms: ['TERMII_API_KEY', 'TERMII_SECRET_KEY'],
} as const;

/** Each channel's credentials, by variable, as set (undefined: unset). */
export function channelCredentials(messaging: MessagingSettings) {
  const { whatsapp, termii } = messaging;
  return {
    whatsapp: {
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
      WHATSAPP_VERIFY_TOKEN: whatsapp.verifyToken,
    },
    sms: { TERMII_API_KEY: termii.apiKey, TERMII_SECRET_KEY: termii.secretKey },
  } satisfies { [C in keyof typeof CHANNEL_VARIABLES]: Record<(typeof CHANNEL_VARIABLES)[C][number], unknown> };
}

/** The channels whose provider is configured (every credential set), in MESSAGE_CHANNELS' order; e-mail always. */
export function configuredChannels(messaging: MessagingSettings): MessageChannel[] {
  const credentials = channelCredentials(messaging);
  const complete = (values: Record<string, string | undefined>) => Object.values(values).every(Boolean);
  return [
    ...(complete(credentials.whatsapp) ? (['whatsapp'] as const) : []),
    ...(complete(credentials.sms) ? (['sms'] as const) : []),
    'email',
  ];
}

/** Environment to typed settings; throws a `ConfigError` naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return parsed.data;
}

/** A URL with its password hidden, for logs. */
function withoutPassword(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}

/** The Redis URL with its password hidden, for logs. */
export function describeRedis(config: AppConfig): string {
  if (!config.redis.url) return 'in memory (no REDIS_URL)';
  try {
    return `Redis at ${withoutPassword(config.redis.url)}`;
  } catch {
    return 'Redis';
  }
}

/** Where the files are kept, for logs. */
export function describeFiles(config: AppConfig): string {
  const store = config.objectStore;
  return store ? `S3 bucket ${store.bucket} at ${store.url}` : `folder ${config.filesDir}`;
}

/** The database URL with its password hidden, for logs. */
export function describeDatabase(config: AppConfig): string {
  if (!config.database.url) return `PGlite at ${config.database.pgliteDir}`;
  try {
    return `PostgreSQL at ${withoutPassword(config.database.url)}`;
  } catch {
    return 'PostgreSQL';
  }
}
