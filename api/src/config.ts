import path from 'node:path';
import { z } from 'zod';
import type { PaymentProviderSettings } from './payments/provider-client';

/** Settings of the API, read from environment variables (documented with defaults in `.env.example`). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: {
    /** postgres:// URL of a PostgreSQL server; unset means the embedded PGlite. */
    url: string | undefined;
    poolSize: number;
    /** PGlite data folder (created on first start), or `memory://` for a throw-away database. */
    pgliteDir: string;
    /** Insert the starter catalogue when the products table is empty. */
    seed: boolean;
  };
  corsOrigins: string[];
  /** Keep answers of catalogue and availability reads in memory (only when the database is PGlite). */
  readCache: boolean;
  trustProxy: boolean;
  bodyLimitBytes: number;
  rateLimit: {
    enabled: boolean;
    /** Requests per window and client on login and register. */
    auth: number;
    /** Requests per window and client on contact, booking and payment record. */
    publicWrite: number;
    /** Requests per window and client on unknown routes. */
    notFound: number;
    /** Public reads that are not cached: receipt lookups and the sign-up status, per window and client. */
    lookup: number;
    windowMs: number;
  };
  auth: {
    signupCode: string | undefined;
    tokenTtlHours: number;
  };
  availability: AvailabilityRules;
  /** How long an unpaid booking holds its crew. */
  holds: HoldSettings;
  /** The card payment provider's server-side API (verify, webhook signatures). */
  payments: PaymentProviderSettings;
}

export interface AvailabilityRules {
  /** Hours (0-23, Africa/Lagos) at which a crew can start; hour 6 is '6:00 AM'. */
  slotHours: number[];
  /** Crews per slot and location. */
  crewsPerSlot: number;
  /** How many days, today included, can be booked. */
  horizonDays: number;
  /** Weekdays without service, 0 = Sunday ... 6 = Saturday. */
  closedWeekdays: number[];
  /** Dates without service (yyyy-MM-dd), e.g. public holidays. */
  closedDates: string[];
}

export interface HoldSettings {
  /** Minutes an unpaid booking holds its crew after Book Now. */
  bookingMinutes: number;
  /** Minutes from the moment a bank transfer is reported pending. */
  transferMinutes: number;
}

/** Default PGlite data folder: `api/data/`, whatever the working directory. */
export const DEFAULT_PGLITE_DIR = path.resolve(__dirname, '..', 'data');

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Use true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['true', '1', 'yes'].includes(value));

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(min).max(max).default(fallback);

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

const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

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
  PGLITE_DIR: z.preprocess(emptyAsUnset, z.string().default(DEFAULT_PGLITE_DIR)),
  SEED_CATALOGUE: flag(true),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform(list)
    .pipe(z.array(z.url({ error: 'Each origin must be a URL such as http://localhost:3000' }))),
  TRUST_PROXY: flag(false),
  READ_CACHE: flag(true),
  BODY_LIMIT_BYTES: int(100 * 1024, 1024, 50 * 1024 * 1024),
  RATE_LIMIT_ENABLED: flag(true),
  RATE_LIMIT_AUTH: int(10, 1, 1_000_000),
  RATE_LIMIT_PUBLIC_WRITE: int(20, 1, 1_000_000),
  RATE_LIMIT_NOT_FOUND: int(60, 1, 1_000_000),
  RATE_LIMIT_LOOKUP: int(30, 1, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: int(60, 1, 86_400),
  ADMIN_SIGNUP_CODE: z.preprocess(emptyAsUnset, z.string().optional()),
  ADMIN_TOKEN_TTL_HOURS: int(12, 1, 24 * 90),
  SLOT_HOURS: hours,
  CREWS_PER_SLOT: int(3, 1, 1000),
  BOOKING_HORIZON_DAYS: int(60, 1, 730),
  CLOSED_WEEKDAYS: weekdays,
  CLOSED_DATES: dates,
  BOOKING_HOLD_MINUTES: int(15, 1, 24 * 60),
  TRANSFER_HOLD_MINUTES: int(60, 1, 3 * 24 * 60),
  PAYMENT_API_URL: z.preprocess(
    emptyAsUnset,
    z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).default('http://127.0.0.1:4100'),
  ),
  PAYMENT_SECRET_KEY: z.preprocess(emptyAsUnset, z.string().default('sk_test_sandbox_clean')),
  PAYMENT_TIMEOUT_MS: int(10_000, 100, 120_000),
});

/** Every environment variable the API reads (each is documented in `.env.example`). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Environment to typed settings; throws a `ConfigError` naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE, pgliteDir: e.PGLITE_DIR, seed: e.SEED_CATALOGUE },
    corsOrigins: e.CORS_ORIGINS,
    readCache: e.READ_CACHE,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    rateLimit: {
      enabled: e.RATE_LIMIT_ENABLED,
      auth: e.RATE_LIMIT_AUTH,
      publicWrite: e.RATE_LIMIT_PUBLIC_WRITE,
      notFound: e.RATE_LIMIT_NOT_FOUND,
      lookup: e.RATE_LIMIT_LOOKUP,
      windowMs: e.RATE_LIMIT_WINDOW_SECONDS * 1000,
    },
    auth: { signupCode: e.ADMIN_SIGNUP_CODE, tokenTtlHours: e.ADMIN_TOKEN_TTL_HOURS },
    availability: {
      slotHours: e.SLOT_HOURS,
      crewsPerSlot: e.CREWS_PER_SLOT,
      horizonDays: e.BOOKING_HORIZON_DAYS,
      closedWeekdays: e.CLOSED_WEEKDAYS,
      closedDates: e.CLOSED_DATES,
    },
    holds: { bookingMinutes: e.BOOKING_HOLD_MINUTES, transferMinutes: e.TRANSFER_HOLD_MINUTES },
    payments: { apiUrl: e.PAYMENT_API_URL, secretKey: e.PAYMENT_SECRET_KEY, timeoutMs: e.PAYMENT_TIMEOUT_MS },
  };
}

/** The database URL with its password hidden, for logs. */
export function describeDatabase(config: AppConfig): string {
  if (!config.database.url) return `PGlite at ${config.database.pgliteDir}`;
  try {
    const url = new URL(config.database.url);
    if (url.password) url.password = '***';
    return `PostgreSQL at ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}
