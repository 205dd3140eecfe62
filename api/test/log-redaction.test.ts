import { Writable } from 'node:stream';
import type { Product } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loggerOptions, serializeError, withoutQueryValues, withoutQuotedValues } from '../src/logger';
import { SETUP_TIMEOUT_MS, testClock, testConfig } from './helpers/build-app';
import { createTestDatabase, describeEachDatabase, type TestDatabase } from './helpers/database';
import { booking, expectErrorEnvelope } from './helpers/fixtures';

/** What the customer typed: none of it may reach the logs. */
const CUSTOMER = {
  firstName: 'Oluwaseun',
  lastName: 'Adebayo-Redact',
  email: 'seun.private@example.ng',
  phone: '+234 805 987 6543',
  address: '7 Secret Close, Ikoyi, Lagos',
  notes: 'Dog named Bingo',
};
const ADMIN_NAME = 'Tobi Redact-Admin';
const ADMIN_EMAIL = 'tobi.private@example.ng';

describeEachDatabase('logs of a failed database write', (kind) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = testConfig({ LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    app = await buildApp({
      config,
      database: database.handle,
      now: testClock().now,
      logger: { ...loggerOptions(config), stream },
    });
    await app.ready();
    // Real constraint violations, as a bug or a migration mistake would cause them (once migrated).
    await database.handle.db.execute(
      sql.raw(
        `ALTER TABLE appointments ADD CONSTRAINT test_refuses_customer CHECK (last_name <> '${CUSTOMER.lastName}')`,
      ),
    );
    await database.handle.db.execute(
      sql.raw(`ALTER TABLE admins ADD CONSTRAINT test_refuses_admin CHECK (name <> '${ADMIN_NAME}')`),
    );
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('carry the constraint and SQLSTATE, but no name, e-mail, phone, address or notes of a booking', async () => {
    const [product] = (await app.inject({ method: 'GET', url: '/api/admin/products' })).json().products as Product[];
    const service = product!.services[0]!;
    const frequency = service.frequency[0]!;
    const choice = { product: product!._id, service: service._id, frequency: frequency._id, amount: frequency.amount };
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, CUSTOMER),
    });
    expectErrorEnvelope(response, 500);
    const output = lines.join('');
    expect(output).toContain('request failed');
    expect(output).toContain('test_refuses_customer');
    expect(output).toContain('23514');
    for (const value of [...Object.values(CUSTOMER), 'Oluwaseun', '805 987', 'Bingo']) {
      expect(output).not.toContain(value);
    }
  });

  it('carry no password hash, name or e-mail of a failed admin sign-up', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { name: ADMIN_NAME, email: ADMIN_EMAIL, password: 'a long password' },
    });
    expectErrorEnvelope(response, 500);
    const output = lines.join('');
    expect(output).toContain('test_refuses_admin');
    expect(output).not.toMatch(/scrypt\$/);
    expect(output).not.toContain(ADMIN_NAME);
    expect(output).not.toContain(ADMIN_EMAIL);
    expect(output).not.toContain('a long password');
  });

  it('carry no query-string values (a receipt lookup names an e-mail or phone)', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: `/api/user/bookings/SPK-ABCDEF?contact=${encodeURIComponent(CUSTOMER.email)}`,
    });
    const output = lines.join('');
    expect(output).toContain('/api/user/bookings/SPK-ABCDEF?contact=[redacted]');
    expect(output).not.toContain('seun.private');
  });
});

describe('the error serializer', () => {
  it('keeps the type, a message without parameters, the stack frames and the cause', () => {
    const cause = Object.assign(new Error('value too long for type character varying(100)'), {
      code: '22001',
      severity: 'ERROR',
      detail: 'Failing row contains (Ada, 0803...)',
      where: 'SQL statement "INSERT ... VALUES (\'Ada\')"',
      table: 'admins',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "admins" values ($1, $2)\nparams: Ada,0803 123 4567'),
      {
        name: 'DrizzleQueryError',
        query: 'insert into "admins" values ($1, $2)',
        params: ['Ada', '0803 123 4567'],
        cause,
      },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "admins" values ($1, $2)',
      query: 'insert into "admins" values ($1, $2)',
      cause: { message: 'value too long for type character varying(100)', code: '22001', table: 'admins' },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query: .*\n\s+at /);
    expect(JSON.stringify(logged)).not.toMatch(/Ada'|Ada,|0803/);
  });

  it('leaves out values PostgreSQL quotes in its messages, keeping the names of things', () => {
    expect(withoutQuotedValues('invalid input syntax for type uuid: "ada@example.ng"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(withoutQuotedValues('value "99999999999" is out of range for type integer')).toBe(
      'value "[redacted]" is out of range for type integer',
    );
    expect(withoutQuotedValues('duplicate key value violates unique constraint "admins_email_unique"')).toBe(
      'duplicate key value violates unique constraint "admins_email_unique"',
    );
  });

  it('keeps query-string names, not values', () => {
    expect(withoutQueryValues('/api/admin/appointments?page=2&limit=20')).toBe(
      '/api/admin/appointments?page=[redacted]&limit=[redacted]',
    );
    expect(withoutQueryValues('/api/health')).toBe('/api/health');
  });
});
