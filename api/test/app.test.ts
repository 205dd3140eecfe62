import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { ConfigError, ENV_VARIABLES, loadConfig } from '../src/config';
import { loggerOptions } from '../src/logger';
import { SETUP_TIMEOUT_MS, testConfig, useTestApp } from './helpers/build-app';
import { anyEngine, createTestDatabase, describeEachDatabase } from './helpers/database';
import { booking, expectErrorEnvelope, firstChoice, snapshot } from './helpers/fixtures';

/** Every call of docs/PRODUCT.md#api-calls, plus logout, health, the bank transfer report and the receipt. */
const PRODUCT_CALLS = [
  ['post', '/api/user/contact-us'],
  ['post', '/api/user/book-appointment'],
  ['post', '/api/user/appointments'],
  ['get', '/api/admin/availability'],
  ['get', '/api/admin/products'],
  ['get', '/api/admin/product/{id}'],
  ['post', '/api/admin/register'],
  ['post', '/api/admin/login'],
  ['post', '/api/admin/logout'],
  ['get', '/api/admin/profile'],
  ['get', '/api/admin/appointments'],
  ['delete', '/api/admin/delete-appointment/{id}'],
  ['post', '/api/admin/cancel-appointment'],
  ['post', '/api/admin/complete-appointment'],
  ['get', '/api/admin/dashboard'],
  ['post', '/api/admin/add-product'],
  ['patch', '/api/admin/update-product/{productId}'],
  ['delete', '/api/admin/delete-product/{id}'],
  ['patch', '/api/admin/update-profile'],
  ['patch', '/api/admin/change-password'],
  ['get', '/api/health'],
  ['post', '/api/user/appointments/transfer-pending'],
  ['get', '/api/user/bookings/{reference}'],
] as const;

describeEachDatabase('the app', (kind) => {
  const t = useTestApp(kind);

  it('serves an OpenAPI document with every call, and a browsable reference at /api/docs', async () => {
    const json = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const [method, route] of PRODUCT_CALLS) expect(document.paths[route]?.[method]).toBeDefined();
    const profile = document.paths['/api/admin/profile']?.get as { security?: unknown };
    expect(profile.security).toEqual([{ adminToken: [] }]);
    const bookNow = document.paths['/api/user/book-appointment']?.post as {
      parameters?: { in: string; name: string; required?: boolean }[];
      responses: Record<string, unknown>;
    };
    expect(bookNow.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(Object.keys(bookNow.responses)).toEqual(expect.arrayContaining(['201', '409', '422']));
    const receipt = document.paths['/api/user/bookings/{reference}']?.get as {
      parameters?: { in: string; name: string }[];
    };
    expect(receipt.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'path', name: 'reference' }),
        expect.objectContaining({ in: 'query', name: 'contact' }),
      ]),
    );

    const page = await t.request({ method: 'GET', url: '/api/docs' });
    const html = page.statusCode === 302 ? await t.request({ method: 'GET', url: page.headers.location! }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('swagger-ui-bundle.js');
    // Its scripts may load (over http too).
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const script = await t.request({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
  });

  it('sends security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/products' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("allows CORS only for the site's own origins", async () => {
    const allowed = await t.request({
      method: 'GET',
      url: '/api/admin/products',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/admin/profile',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'admintoken,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('admintoken');
    // Every method an admin call uses (PUT: the availability rules) is allowed from the site.
    expect(String(preflight.headers['access-control-allow-methods']).split(/\s*,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    // The CSV export's file name is readable by the page.
    expect(allowed.headers['access-control-expose-headers']).toContain('Content-Disposition');
    // So is the catalogue's ETag, which a prerendered pricing page compares with its snapshot's.
    expect(allowed.headers['access-control-expose-headers']).toContain('ETag');

    const foreign = await t.request({
      method: 'GET',
      url: '/api/admin/products',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 413 for a body over the limit, 400 for bad JSON, 415 for a body that is not JSON', async () => {
    const before = await snapshot(t.database.handle);
    const huge = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', email: 'a@b.ng', subject: 'S', message: 'x'.repeat(200_000) }),
    });
    expectErrorEnvelope(huge, 413);
    expect(huge.json().message).toBe('The request is too large. Send at most 100 KB.');

    const badJson = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A",',
    });
    expectErrorEnvelope(badJson, 400);
    expect(badJson.json().message).toBe('The request body is not valid JSON.');

    const poisoned = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "name": "A"}',
    });
    expectErrorEnvelope(poisoned, 400);

    const text = await t.request({
      method: 'POST',
      url: '/api/user/contact-us',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectErrorEnvelope(text, 415);
    expect(await snapshot(t.database.handle)).toEqual(before);
  });

  it('answers a JSON 404 for an unknown route and 400 for a NUL character', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expectErrorEnvelope(missing, 404);
    expect(missing.json().message).toBe('No such API route: GET /api/nothing-here');
    const choice = await firstChoice(t);
    const nul = await t.request({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, { firstName: 'Chi\u0000di' }),
    });
    expectErrorEnvelope(nul, 400);
  });
});

describe('failures of the database', () => {
  it(
    'answer 500 without stack or SQL, and a 503 health check',
    async () => {
      const { handle: database } = await createTestDatabase('pglite');
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const config = testConfig({ LOG_LEVEL: 'error' });
      const app = await buildApp({ config, database, logger: { ...loggerOptions(config), stream } });
      try {
        await app.ready();
        await database.close();
        const response = await app.inject({ method: 'GET', url: '/api/admin/products' });
        expectErrorEnvelope(response, 500);
        expect(response.json()).toEqual({
          success: false,
          message: 'Something went wrong on our side. Please try again in a moment.',
        });
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({
          success: false,
          status: 'error',
          database: 'unavailable',
          message: 'The database is not reachable.',
        });
        // The cause is logged for the operator.
        expect(lines.join('')).toMatch(/request failed/);
      } finally {
        await app.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('logs', () => {
  it(
    'redact passwords, tokens, the adminToken header, invitation codes and keys',
    async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _encoding, callback) {
          lines.push(String(chunk));
          callback();
        },
      });
      const config = testConfig({ LOG_LEVEL: 'info' });
      const app = await buildApp({
        config,
        database: (await createTestDatabase('pglite')).handle,
        logger: { ...loggerOptions(config), stream },
      });
      try {
        app.log.info(
          {
            req: { headers: { admintoken: 'TOKEN-1', authorization: 'Bearer KEY-2', cookie: 'c=COOKIE-3' } },
            password: 'PASSWORD-4',
            body: { password: 'PASSWORD-5', newPassword: 'PASSWORD-6', confirmPassword: 'PASSWORD-7' },
            admin: { token: 'TOKEN-8', signupCode: 'CODE-9', secretKey: 'KEY-10' },
          },
          'something happened',
        );
        const output = lines.join('');
        expect(output).toContain('something happened');
        expect(output).toContain('[redacted]');
        expect(output).not.toMatch(/TOKEN-|KEY-|COOKIE-|PASSWORD-|CODE-/);
      } finally {
        await app.close();
        await app.database.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('configuration', () => {
  const example = readFileSync(path.join(__dirname, '..', '.env.example'), 'utf8');
  const documented = Object.fromEntries(
    example
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('.env.example documents every variable with its default', () => {
    expect(Object.keys(documented).sort()).toEqual([...ENV_VARIABLES].sort());
    expect(loadConfig(documented)).toEqual(loadConfig({}));
  });

  it('defaults: port 4000, PGlite in api/data, 60-day horizon, 6:00 AM to 5:00 PM, Sundays closed', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.pgliteDir).toBe(path.resolve(__dirname, '..', 'data'));
    expect(config.availability).toEqual({
      slotHours: [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
      crewsPerSlot: 3,
      travelMinutes: 45,
      horizonDays: 60,
      closedWeekdays: [0],
      closedDates: [],
    });
    expect(config.holds).toEqual({
      bookingMinutes: 15,
      transferMinutes: 60,
      transferCeilingMinutes: 180,
      perContact: 2,
      perAddress: 5,
    });
    expect(config.rateLimit.lookup).toBe(30);
  });

  it('refuses bad values, naming each variable', () => {
    const bad = { PORT: 'eighty', SLOT_HOURS: '20-8', DATABASE_URL: 'mysql://x', TRAVEL_MINUTES: '300' };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      expect((error as Error).message).toMatch(/TRAVEL_MINUTES/);
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/SLOT_HOURS/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('keeps expired unpaid bookings 30 days and personal data 24 months by default; refuses a bad count', () => {
    expect(loadConfig({}).retention).toEqual({
      expiredBookingDays: 30,
      cleanupIntervalHours: 6,
      personalDataMonths: 24,
    });
    expect(loadConfig({ PERSONAL_DATA_RETENTION_MONTHS: '36' }).retention.personalDataMonths).toBe(36);
    expect(() => loadConfig({ PERSONAL_DATA_RETENTION_MONTHS: '0' })).toThrow(
      'PERSONAL_DATA_RETENTION_MONTHS: Must be a whole number of months from 1 to 240',
    );
    expect(loadConfig({ EXPIRED_BOOKING_RETENTION_DAYS: '90' }).retention.expiredBookingDays).toBe(90);
    for (const value of ['0', '-3', '2.5', 'thirty', '5000']) {
      expect(() => loadConfig({ EXPIRED_BOOKING_RETENTION_DAYS: value })).toThrow(
        'EXPIRED_BOOKING_RETENTION_DAYS: Must be a whole number of days from 1 to 3650',
      );
    }
    expect(() => loadConfig({ EXPIRED_BOOKING_CLEANUP_HOURS: '0' })).toThrow(
      'EXPIRED_BOOKING_CLEANUP_HOURS: Must be a whole number of hours from 1 to 168',
    );
  });
});

describe('API_DOCS', () => {
  const docsStatus = async (env: Record<string, string>) => {
    const app = await buildApp({ config: testConfig(env), database: (await createTestDatabase('pglite')).handle });
    try {
      const page = await app.inject({ method: 'GET', url: '/api/docs' });
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      return [page.statusCode === 302 ? 200 : page.statusCode, json.statusCode];
    } finally {
      await app.close();
      await app.database.close();
    }
  };

  it(
    'serves the reference in development, not in production unless asked for, and never when off',
    async () => {
      expect(loadConfig({}).apiDocs).toBe(true);
      expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
      expect(await docsStatus({ API_DOCS: 'false' })).toEqual([404, 404]);
      expect(await docsStatus({ NODE_ENV: 'production' })).toEqual([404, 404]);
      expect(await docsStatus({ NODE_ENV: 'production', API_DOCS: 'true' })).toEqual([200, 200]);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('CORS_ORIGINS', () => {
  const t = useTestApp(anyEngine(), { env: { CORS_ORIGINS: 'https://sparkle.ng,https://www.sparkle.ng' } });

  it('replaces the default origins', async () => {
    const origin = async (value: string) =>
      (await t.request({ method: 'GET', url: '/api/admin/products', headers: { origin: value } })).headers[
        'access-control-allow-origin'
      ];
    expect(await origin('https://sparkle.ng')).toBe('https://sparkle.ng');
    expect(await origin('https://www.sparkle.ng')).toBe('https://www.sparkle.ng');
    expect(await origin('http://localhost:3000')).toBeUndefined();
  });
});
