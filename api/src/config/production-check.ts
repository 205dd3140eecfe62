import { PASSWORD_HASH_COST } from '../security/passwords';
import {
  channelCredentials,
  CHANNEL_VARIABLES,
  DEV_MANAGE_LINK_SECRET,
  MAIL_CATCHER_SMTP_PORT,
  type AppConfig,
} from './index';

/** The payment sandbox's ports (payment API and checkout host), as `npm start` runs it. */
const SANDBOX_PORTS = ['4100', '4101'];
/** The sandbox's host name in docker-compose.yml. */
const SANDBOX_HOSTS = ['payment-sandbox'];
/**
 * What an invitation code needs in production: anyone who has it can make themselves an admin, and a
 * short or repetitive code is guessed (docs/PRODUCT.md#admin-console).
 */
export const SIGNUP_CODE_RULES = {
  minLength: 16,
  /** Different characters: `aaaaaaaaaaaaaaaa` is long but not random. */
  minDistinct: 10,
  /** Of lower-case letters, upper-case letters, digits and other characters. */
  minKinds: 2,
} as const;

/** What the code must be, in the words of the refusal. */
export const SIGNUP_CODE_NEEDS =
  `at least ${SIGNUP_CODE_RULES.minLength} characters, ${SIGNUP_CODE_RULES.minDistinct} or more of them different, ` +
  'mixing at least two of lower-case letters, upper-case letters, digits and symbols ' +
  '(for example the output of `openssl rand -base64 18`)';

/** The manage links' key signs every customer's link: longer than an invitation code. */
const MANAGE_SECRET_MIN_LENGTH = 32;
const MANAGE_SECRET_NEEDS =
  `at least ${MANAGE_SECRET_MIN_LENGTH} characters, ${SIGNUP_CODE_RULES.minDistinct} or more of them different ` +
  '(for example the output of `openssl rand -base64 32`)';

const CHARACTER_KINDS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** Whether an invitation code is hard enough to guess (`SIGNUP_CODE_RULES`). */
export function isStrongSignupCode(code: string): boolean {
  const characters = [...code];
  return (
    characters.length >= SIGNUP_CODE_RULES.minLength &&
    new Set(characters).size >= SIGNUP_CODE_RULES.minDistinct &&
    CHARACTER_KINDS.filter((kind) => kind.test(code)).length >= SIGNUP_CODE_RULES.minKinds
  );
}

const isHttps = (url: string): boolean => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/** localhost, *.localhost, 127.x.x.x, ::1 and 0.0.0.0: addresses of the machine itself. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host === '::'
  );
}

function hostOf(url: string): { hostname: string; port: string } | null {
  try {
    const parsed = new URL(url);
    return { hostname: parsed.hostname, port: parsed.port };
  } catch {
    return null;
  }
}

/**
 * What makes a configuration unfit for production, one sentence per problem (empty: fit). Only
 * NODE_ENV=production is checked; development keeps its local defaults.
 */
export function productionProblems(config: AppConfig): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  const { secretKey, apiUrl } = config.payments;

  if (/^sk_test_/i.test(secretKey) || /sandbox/i.test(secretKey)) {
    problems.push(
      'PAYMENT_SECRET_KEY is a test or sandbox key: set the live secret key (sk_live_…) of the payment provider.',
    );
  }

  const payment = hostOf(apiUrl);
  if (
    payment &&
    (isLocalHost(payment.hostname) ||
      SANDBOX_HOSTS.includes(payment.hostname.toLowerCase()) ||
      SANDBOX_PORTS.includes(payment.port))
  ) {
    problems.push(
      `PAYMENT_API_URL ${apiUrl} is the payment sandbox: set the provider's API (https://api.paystack.co).`,
    );
  } else if (!isHttps(apiUrl)) {
    // The secret key travels in every call: never over plain http.
    problems.push(`PAYMENT_API_URL ${apiUrl} is not https://: set the provider's API (https://api.paystack.co).`);
  }

  const localOrigins = config.corsOrigins.filter((origin) => {
    const host = hostOf(origin);
    return host !== null && isLocalHost(host.hostname);
  });
  const plainOrigins = config.corsOrigins.filter((origin) => !isHttps(origin));
  if (localOrigins.length > 0) {
    problems.push(`CORS_ORIGINS allows ${localOrigins.join(', ')}: list only the site's public origins (https://…).`);
  } else if (plainOrigins.length > 0) {
    // A page served over http can be rewritten on the way, and would then call the API as the site.
    problems.push(`CORS_ORIGINS allows ${plainOrigins.join(', ')}: every origin must be https://.`);
  }

  if (config.trustProxy === false) {
    // The API speaks plain http, so in production a TLS-terminating proxy is always in front of it:
    // trusting none makes every visitor that proxy's address, and a few failed logins then lock out
    // every admin (rate limits count per address).
    problems.push(
      'TRUST_PROXY trusts no proxy (unset, false or 0): give the proxies in front of the API, as their addresses or subnets ' +
        '(e.g. 10.0.0.0/8) or their hop count (1 behind deploy/api-balancer.conf alone); never true.',
    );
  }

  const code = config.auth.signupCode;
  if (code === undefined) {
    problems.push(
      `ADMIN_SIGNUP_CODE is not set: set a secret invitation code of ${SIGNUP_CODE_NEEDS} ` +
        '(create the first admin with npm run admin:create -w api).',
    );
  } else if (!isStrongSignupCode(code)) {
    problems.push(`ADMIN_SIGNUP_CODE is too weak: use ${SIGNUP_CODE_NEEDS}.`);
  }

  // A stolen table of weaker hashes is guessed that much faster: the lower costs are for tests only.
  if (config.auth.passwordHashCost < PASSWORD_HASH_COST) {
    problems.push(
      `PASSWORD_HASH_COST ${config.auth.passwordHashCost} is a test setting: unset it (or set ${PASSWORD_HASH_COST} or more).`,
    );
  }

  problems.push(...mailProblems(config));
  problems.push(...messagingProblems(config));
  problems.push(...objectStoreProblems(config));

  // Whoever knows the key can open and change any booking: it must be random and long.
  const manageSecret = config.manageLinkSecret;
  if (manageSecret === DEV_MANAGE_LINK_SECRET) {
    problems.push(`MANAGE_LINK_SECRET is not set: set a random secret of ${MANAGE_SECRET_NEEDS}.`);
  } else if (manageSecret.length < MANAGE_SECRET_MIN_LENGTH || !isStrongSignupCode(manageSecret)) {
    problems.push(`MANAGE_LINK_SECRET is too weak: use ${MANAGE_SECRET_NEEDS}.`);
  }

  // Saved card authorizations are encrypted with it: a known key would open them all.
  if (config.plans.authKeyIsDevelopment) {
    problems.push('PAYMENT_AUTH_KEY is not set: set 32 random bytes (openssl rand -hex 32).');
  }

  return problems;
}

/**
 * Keys that ship with S3 servers for trials (MinIO's root user, s3rver's account): known to everyone,
 * so whoever reaches the store would read every photo.
 */
const DEVELOPMENT_STORE_KEYS = ['minioadmin', 'S3RVER'];

/**
 * The object store's keys in production. A folder (no OBJECT_STORE_URL) is allowed: a single-machine
 * deployment may keep its photos on a volume.
 */
function objectStoreProblems(config: AppConfig): string[] {
  const store = config.objectStore;
  if (!store) return [];
  const problems: string[] = [];
  const isDevelopmentKey = (key: string) =>
    DEVELOPMENT_STORE_KEYS.some((known) => known.toLowerCase() === key.toLowerCase());
  if (isDevelopmentKey(store.accessKey)) {
    problems.push(
      `OBJECT_STORE_ACCESS_KEY is the development default ${store.accessKey}: set the store's own user (MINIO_ROOT_USER in docker-compose).`,
    );
  }
  if (isDevelopmentKey(store.secretKey)) {
    problems.push(
      "OBJECT_STORE_SECRET_KEY is a development default: set the store's own secret (e.g. openssl rand -hex 24).",
    );
  }
  return problems;
}

/** The messaging sandbox's host names: the machine itself, and its name in docker-compose.yml. */
const MESSAGING_SANDBOX_HOSTS = ['messaging-sandbox'];

/**
 * WhatsApp and SMS in production (docs/ARCHITECTURE.md, "Messages on WhatsApp and SMS"): a channel is
 * off (no credential) or whole (every credential, its webhook secret included), and never the sandbox.
 */
function messagingProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const credentials = channelCredentials(config.messaging);
  const urls = {
    whatsapp: ['WHATSAPP_API_URL', config.messaging.whatsapp.apiUrl],
    sms: ['TERMII_API_URL', config.messaging.termii.apiUrl],
  } as const;
  for (const channel of ['whatsapp', 'sms'] as const) {
    const values: Record<string, string | undefined> = credentials[channel];
    const missing = CHANNEL_VARIABLES[channel].filter((name) => !values[name]);
    if (missing.length === CHANNEL_VARIABLES[channel].length) continue;
    if (missing.length > 0) {
      const label = channel === 'sms' ? 'SMS' : 'WhatsApp';
      problems.push(
        `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: ${label} needs every one of ` +
          `${CHANNEL_VARIABLES[channel].join(', ')} (its webhooks are refused without the secret), or none of them.`,
      );
    }
    const [name, url] = urls[channel];
    const host = hostOf(url);
    if (host && (isLocalHost(host.hostname) || MESSAGING_SANDBOX_HOSTS.includes(host.hostname.toLowerCase()))) {
      problems.push(
        `${name} ${url} is the messaging sandbox: set the provider's API (${channel === 'sms' ? 'https://api.ng.termii.com' : 'https://graph.facebook.com'}).`,
      );
    } else if (!isHttps(url)) {
      problems.push(`${name} ${url} is not https://: the provider's key travels in every call.`);
    }
  }
  return problems;
}

/** The mail server, sender and site address e-mails need in production (README, E-mail). */
function mailProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const { smtpUrl, from, siteUrl } = config.mail;
  const smtp = hostOf(smtpUrl);
  if (smtp && (isLocalHost(smtp.hostname) || smtp.port === String(MAIL_CATCHER_SMTP_PORT))) {
    problems.push(
      `SMTP_URL ${withoutPassword(smtpUrl)} is the local mail catcher (or unset): set the mail server that sends ` +
        "the site's e-mail (smtps://user:password@smtp.example.com:465).",
    );
  }
  if (from === undefined) {
    problems.push(
      'MAIL_FROM is not set: set the sender of e-mails, e.g. "Sparkle Cleaning & Laundry" <bookings@sparkle.ng>.',
    );
  }
  const site = hostOf(siteUrl);
  if (!site || isLocalHost(site.hostname) || !isHttps(siteUrl)) {
    problems.push(`SITE_URL ${siteUrl} is not the site's public https:// address: links in e-mails point to it.`);
  }
  return problems;
}

/** A URL with its password hidden, for a refusal that is printed. */
function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}

export class ProductionConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The API refuses to start in production:\n  ${problems.join('\n  ')}`);
    this.name = 'ProductionConfigError';
  }
}

/** Throws a `ProductionConfigError` listing every problem of a production configuration. */
export function assertFitForProduction(config: AppConfig): void {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new ProductionConfigError(problems);
}
