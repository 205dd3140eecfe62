import { loadConfig } from '../src/config';
import { productionProblems } from '../src/config/production-check';
import { runApi } from './helpers/api-process';
import { call, startServer, type ServerProcess } from './helpers/server-process';

/** A production configuration that passes every check. */
const FIT = {
  NODE_ENV: 'production',
  PAYMENT_SECRET_KEY: 'sk_live_3f9a0c1d2e',
  PAYMENT_API_URL: 'https://api.paystack.co',
  CORS_ORIGINS: 'https://sparkle.ng,https://www.sparkle.ng',
  ADMIN_SIGNUP_CODE: 'k7Qm2vX9pL4t',
};

const problemsOf = (env: Record<string, string>) => productionProblems(loadConfig({ ...FIT, ...env }));

describe('the production check', () => {
  it('accepts a live key, the real provider, public origins and an invitation code', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('checks nothing outside production: the local defaults stay', () => {
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it.each(['sk_test_sandbox_clean', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', 'sk_live_sandbox_key'])(
    'refuses the test or sandbox secret key %s',
    (key) => {
      expect(problemsOf({ PAYMENT_SECRET_KEY: key })).toEqual([
        'PAYMENT_SECRET_KEY is a test or sandbox key: set the live secret key (sk_live_…) of the payment provider.',
      ]);
    },
  );

  it('refuses the default secret key (the sandbox one) when none is set', () => {
    const { PAYMENT_SECRET_KEY: _unset, ...env } = FIT;
    expect(productionProblems(loadConfig(env))).toEqual([expect.stringMatching(/^PAYMENT_SECRET_KEY /)]);
  });

  it.each([
    'http://127.0.0.1:4100',
    'http://localhost:8080',
    'http://[::1]:4100',
    'http://payment-sandbox:4100',
    'https://payments.example.ng:4100',
  ])('refuses the sandbox payment API %s', (url) => {
    expect(problemsOf({ PAYMENT_API_URL: url })).toEqual([
      `PAYMENT_API_URL ${url} is the payment sandbox: set the provider's API (https://api.paystack.co).`,
    ]);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'https://admin.localhost'])(
    'refuses a CORS origin on the machine itself: %s',
    (origin) => {
      expect(problemsOf({ CORS_ORIGINS: `https://sparkle.ng,${origin}` })).toEqual([
        `CORS_ORIGINS allows ${origin}: list only the site's public origins (https://…).`,
      ]);
    },
  );

  it('refuses a missing or short invitation code', () => {
    expect(problemsOf({ ADMIN_SIGNUP_CODE: '' })).toEqual([expect.stringMatching(/^ADMIN_SIGNUP_CODE is not set: /)]);
    expect(problemsOf({ ADMIN_SIGNUP_CODE: 'change-me' })).toEqual([
      'ADMIN_SIGNUP_CODE is too short: use at least 12 random characters.',
    ]);
  });

  it('lists every problem, not only the first', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' })).map((line) => line.split(' ')[0])).toEqual([
      'PAYMENT_SECRET_KEY',
      'PAYMENT_API_URL',
      'CORS_ORIGINS',
      'ADMIN_SIGNUP_CODE',
    ]);
  });
});

describe('the API process with NODE_ENV=production', () => {
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
  });

  it('refuses to start on the development defaults: one line per problem, no stack, exit code 1', async () => {
    const result = await runApi('src/server.ts', {
      env: { NODE_ENV: 'production', PGLITE_DIR: 'memory://', PORT: '0' },
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'The API refuses to start in production:',
      expect.stringMatching(/^ {2}PAYMENT_SECRET_KEY is a test or sandbox key/),
      expect.stringMatching(/^ {2}PAYMENT_API_URL http:\/\/127\.0\.0\.1:4100 is the payment sandbox/),
      expect.stringMatching(/^ {2}CORS_ORIGINS allows http:\/\/localhost:3000, http:\/\/127\.0\.0\.1:3000/),
      expect.stringMatching(/^ {2}ADMIN_SIGNUP_CODE is not set/),
    ]);
    expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
    expect(result.stdout).toBe('');
  }, 60_000);

  it('starts when fit: docs off, and sign-up on an empty database needs the invitation code', async () => {
    server = await startServer({ ...FIT, PGLITE_DIR: 'memory://', RATE_LIMIT_ENABLED: 'false' });
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
    expect((await call(server.url, 'GET', '/api/docs/json')).status).toBe(404);
    const registration = await call(server.url, 'GET', '/api/admin/registration');
    expect(registration.body.registration).toBe('invitation');
    const first = { name: 'Eve', email: 'eve@example.com', password: 'first visitor' };
    expect((await call(server.url, 'POST', '/api/admin/register', first)).status).toBe(403);
    expect(await server.stop()).toBe(0);
    server = undefined;
  }, 90_000);
});
