import { loadConfig } from '../src/config';
import { productionProblems } from '../src/config/production-check';
import { runApi } from './helpers/api-process';
import { SETUP_TIMEOUT_MS } from './helpers/build-app';
import { call, startServer, type ServerProcess } from './helpers/server-process';

/** A production configuration that passes every check. */
const FIT = {
  NODE_ENV: 'production',
  PAYMENT_SECRET_KEY: 'sk_live_3f9a0c1d2e',
  PAYMENT_API_URL: 'https://api.paystack.co',
  CORS_ORIGINS: 'https://sparkle.ng,https://www.sparkle.ng',
  TRUST_PROXY: '1',
  ADMIN_SIGNUP_CODE: 'k7Qm2vX9pL4tR8wz',
  SMTP_URL: 'smtps://bookings:secret@smtp.sparkle.ng:465',
  MAIL_FROM: '"Sparkle Cleaning & Laundry" <bookings@sparkle.ng>',
  SITE_URL: 'https://www.sparkle.ng',
  MANAGE_LINK_SECRET: 'Qx4v7Lr2pZ9mW3kT8yB6nC1dF5hJ0sGa',
  PAYMENT_AUTH_KEY: '4f1c0d8e2a7b9c3d5e6f70819a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d',
};

const WHATSAPP_LIVE = {
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'EAAGm0PX4ZCpsBAlive',
  WHATSAPP_APP_SECRET: '5f3c9a1e7b2d4c6f8a0b',
  WHATSAPP_VERIFY_TOKEN: 'r4nd0m-verify-token',
};
const TERMII_LIVE = { TERMII_API_KEY: 'TLlive0123456789', TERMII_SECRET_KEY: 'termii-live-secret-key' };

const WEAK_CODE =
  'ADMIN_SIGNUP_CODE is too weak: use at least 16 characters, 10 or more of them different, mixing at least ' +
  'two of lower-case letters, upper-case letters, digits and symbols (for example the output of `openssl rand -base64 18`).';

const problemsOf = (env: Record<string, string>) => productionProblems(loadConfig({ ...FIT, ...env }));

describe('the production check', () => {
  it('accepts a live key, the real provider, public origins and an invitation code', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('refuses the local mail catcher, a missing sender and a local site address, hiding the password', () => {
    expect(
      problemsOf({
        SMTP_URL: 'smtp://catcher:pw@mail.internal:4025',
        MAIL_FROM: '',
        SITE_URL: 'http://localhost:3000',
      }),
    ).toEqual([
      'SMTP_URL smtp://catcher:***@mail.internal:4025 is the local mail catcher (or unset): set the mail server that ' +
        "sends the site's e-mail (smtps://user:password@smtp.example.com:465).",
      'MAIL_FROM is not set: set the sender of e-mails, e.g. "Sparkle Cleaning & Laundry" <bookings@sparkle.ng>.',
      "SITE_URL http://localhost:3000 is not the site's public https:// address: links in e-mails point to it.",
    ]);
    expect(problemsOf({ SMTP_URL: '' })[0]).toMatch(
      /^SMTP_URL smtp:\/\/127\.0\.0\.1:4025\/? is the local mail catcher/,
    );
  });

  it('refuses a missing key of the saved card authorizations, and a key that is not 32 bytes', () => {
    expect(problemsOf({ PAYMENT_AUTH_KEY: '' })).toEqual([expect.stringMatching(/^PAYMENT_AUTH_KEY is not set: /)]);
    expect(() => loadConfig({ PAYMENT_AUTH_KEY: 'abcd' })).toThrow(/PAYMENT_AUTH_KEY.*32 random bytes/s);
  });

  it('refuses a missing or short manage link secret', () => {
    expect(problemsOf({ MANAGE_LINK_SECRET: '' })).toEqual([expect.stringMatching(/^MANAGE_LINK_SECRET is not set: /)]);
    expect(problemsOf({ MANAGE_LINK_SECRET: 'k7Qm2vX9pL4tR8wz' })).toEqual([
      expect.stringMatching(/^MANAGE_LINK_SECRET is too weak: use at least 32 characters/),
    ]);
  });

  it("refuses the tests' cheap password hashes, and accepts the default cost or more", () => {
    expect(problemsOf({ PASSWORD_HASH_COST: '14' })).toEqual([
      'PASSWORD_HASH_COST 14 is a test setting: unset it (or set 15 or more).',
    ]);
    expect(problemsOf({ PASSWORD_HASH_COST: '15' })).toEqual([]);
    expect(problemsOf({ PASSWORD_HASH_COST: '17' })).toEqual([]);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
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

  it('refuses a missing invitation code, saying what one needs', () => {
    expect(problemsOf({ ADMIN_SIGNUP_CODE: '' })).toEqual([
      expect.stringMatching(/^ADMIN_SIGNUP_CODE is not set: set a secret invitation code of at least 16 characters, /),
    ]);
  });

  it.each([
    ['short', 'change-me'],
    ['one character repeated', 'aaaaaaaaaaaa'],
    ['one character repeated, long', 'a'.repeat(40)],
    ['few different characters', 'abababababababab1'],
    ['one kind of character', 'abcdefghijklmnopqrstuvwxyz'],
    ['digits alone', '12345678901234567890'],
    ['15 characters', 'k7Qm2vX9pL4tR8w'],
  ])('refuses a weak invitation code (%s): %s', (_why, code) => {
    expect(problemsOf({ ADMIN_SIGNUP_CODE: code })).toEqual([WEAK_CODE]);
  });

  it.each([
    'k7Qm2vX9pL4tR8wz',
    'invitation-0123456789',
    // `openssl rand -hex 24`: lower-case and digits, long.
    '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c',
    // `openssl rand -base64 18`
    'p1Q+Z3xV0kR7s9YbN2mW4hTq',
  ])('accepts a strong invitation code: %s', (code) => {
    expect(problemsOf({ ADMIN_SIGNUP_CODE: code })).toEqual([]);
  });

  it('refuses the payment API over plain http, naming it', () => {
    expect(problemsOf({ PAYMENT_API_URL: 'http://api.paystack.co' })).toEqual([
      "PAYMENT_API_URL http://api.paystack.co is not https://: set the provider's API (https://api.paystack.co).",
    ]);
  });

  it('refuses a CORS origin that is not https, naming each', () => {
    expect(problemsOf({ CORS_ORIGINS: 'https://sparkle.ng,http://www.sparkle.ng,http://admin.sparkle.ng' })).toEqual([
      'CORS_ORIGINS allows http://www.sparkle.ng, http://admin.sparkle.ng: every origin must be https://.',
    ]);
  });

  it.each(['', 'false', '0'])(
    'refuses to trust no proxy (TRUST_PROXY=%p): every visitor would be the proxy',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        'TRUST_PROXY trusts no proxy (unset, false or 0): give the proxies in front of the API, as their addresses or subnets ' +
          '(e.g. 10.0.0.0/8) or their hop count (1 behind deploy/api-balancer.conf alone); never true.',
      ]);
    },
  );

  it.each(['1', '2', '10.0.0.0/8', '172.18.0.0/16, 127.0.0.1', 'uniquelocal'])('accepts TRUST_PROXY=%s', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([]);
  });

  it.each(['true', '0.0.0.0/0', '::/0', '10.0.0.0/8,0.0.0.0/0'])(
    'refuses TRUST_PROXY=%s, which trusts anyone',
    (value) => {
      expect(() => problemsOf({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*(would trust any client|trusts every address)/,
      );
    },
  );

  it('accepts WhatsApp and SMS with every credential, on the providers themselves', () => {
    expect(problemsOf({ ...WHATSAPP_LIVE, ...TERMII_LIVE })).toEqual([]);
  });

  it('refuses a channel half set up, naming what is missing (the webhook secret too)', () => {
    expect(problemsOf({ ...WHATSAPP_LIVE, WHATSAPP_APP_SECRET: '' })).toEqual([
      'WHATSAPP_APP_SECRET is not set: WhatsApp needs every one of WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, ' +
        'WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN (its webhooks are refused without the secret), or none of them.',
    ]);
    expect(problemsOf({ TERMII_API_KEY: TERMII_LIVE.TERMII_API_KEY })).toEqual([
      'TERMII_SECRET_KEY is not set: SMS needs every one of TERMII_API_KEY, TERMII_SECRET_KEY (its webhooks are ' +
        'refused without the secret), or none of them.',
    ]);
  });

  it.each(['http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200', 'http://messaging-sandbox:4200'])(
    'refuses the messaging sandbox at %s for either channel',
    (url) => {
      expect(problemsOf({ ...WHATSAPP_LIVE, ...TERMII_LIVE, WHATSAPP_API_URL: url, TERMII_API_URL: url })).toEqual([
        `WHATSAPP_API_URL ${url} is the messaging sandbox: set the provider's API (https://graph.facebook.com).`,
        `TERMII_API_URL ${url} is the messaging sandbox: set the provider's API (https://api.ng.termii.com).`,
      ]);
    },
  );

  it('lists every problem, not only the first', () => {
    expect(productionProblems(loadConfig({ NODE_ENV: 'production' })).map((line) => line.split(' ')[0])).toEqual([
      'PAYMENT_SECRET_KEY',
      'PAYMENT_API_URL',
      'CORS_ORIGINS',
      'TRUST_PROXY',
      'ADMIN_SIGNUP_CODE',
      'SMTP_URL',
      'MAIL_FROM',
      'SITE_URL',
      'MANAGE_LINK_SECRET',
      'PAYMENT_AUTH_KEY',
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
      expect.stringMatching(/^ {2}TRUST_PROXY trusts no proxy/),
      expect.stringMatching(/^ {2}ADMIN_SIGNUP_CODE is not set/),
      expect.stringMatching(/^ {2}SMTP_URL smtp:\/\/127\.0\.0\.1:4025\/? is the local mail catcher/),
      expect.stringMatching(/^ {2}MAIL_FROM is not set/),
      expect.stringMatching(/^ {2}SITE_URL http:\/\/localhost:3000\/? is not the site's public https:\/\/ address/),
      expect.stringMatching(/^ {2}MANAGE_LINK_SECRET is not set/),
      expect.stringMatching(/^ {2}PAYMENT_AUTH_KEY is not set/),
    ]);
    expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
    expect(result.stdout).toBe('');
  }, 60_000);

  it(
    'starts when fit: docs off, and sign-up on an empty database needs the invitation code',
    async () => {
      // A first start on an empty database (initdb, migrations, the queue's schema): a minute was seen not
      // to be enough at load average 20.
      server = await startServer({ ...FIT, PGLITE_DIR: 'memory://', RATE_LIMIT_ENABLED: 'false' }, SETUP_TIMEOUT_MS);
      expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);
      expect((await call(server.url, 'GET', '/api/docs/json')).status).toBe(404);
      const registration = await call(server.url, 'GET', '/api/admin/registration');
      expect(registration.body.registration).toBe('invitation');
      const first = { name: 'Eve', email: 'eve@example.com', password: 'first visitor' };
      expect((await call(server.url, 'POST', '/api/admin/register', first)).status).toBe(403);
      expect(await server.stop()).toBe(0);
      server = undefined;
    },
    SETUP_TIMEOUT_MS + 60_000,
  );
});
