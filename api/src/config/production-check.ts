import type { AppConfig } from './index';

/** The payment sandbox's ports (payment API and checkout host), as `npm start` runs it. */
const SANDBOX_PORTS = ['4100', '4101'];
/** The sandbox's host name in docker-compose.yml. */
const SANDBOX_HOSTS = ['payment-sandbox'];
/** Shortest invitation code accepted in production: a guessable code is as bad as none. */
export const MIN_SIGNUP_CODE_LENGTH = 12;

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
  }

  const localOrigins = config.corsOrigins.filter((origin) => {
    const host = hostOf(origin);
    return host !== null && isLocalHost(host.hostname);
  });
  if (localOrigins.length > 0) {
    problems.push(`CORS_ORIGINS allows ${localOrigins.join(', ')}: list only the site's public origins (https://…).`);
  }

  const code = config.auth.signupCode;
  if (code === undefined) {
    problems.push(
      `ADMIN_SIGNUP_CODE is not set: set a secret invitation code of at least ${MIN_SIGNUP_CODE_LENGTH} characters ` +
        '(create the first admin with npm run admin:create -w api).',
    );
  } else if (code.length < MIN_SIGNUP_CODE_LENGTH) {
    problems.push(`ADMIN_SIGNUP_CODE is too short: use at least ${MIN_SIGNUP_CODE_LENGTH} random characters.`);
  }

  return problems;
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
