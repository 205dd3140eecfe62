import { PRIVACY_NOTICE } from '@clean/shared/privacy';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from '@clean/shared/schemas';
import pg from 'pg';
import { SLOT_FULL } from '../src/services/booking';
import { TEST_PASSWORD_HASH_COST } from './helpers/build-app';
import { describePostgres } from './helpers/database';
import { createPostgresDatabase } from './helpers/postgres-server';
import { ADMIN } from './helpers/fixtures';
import { call, startServer, upcomingWeekday, type ServerProcess } from './helpers/server-process';

/**
 * Rate limits and the caps on unpaid holds off: the races below book as one customer from one address.
 * The tests' cheap password hashes.
 */
const NO_LIMITS = {
  RATE_LIMIT_ENABLED: 'false',
  UNPAID_HOLDS_PER_CONTACT: '1000000',
  UNPAID_HOLDS_PER_ADDRESS: '1000000',
  ...TEST_PASSWORD_HASH_COST,
};

function bookingOf(products: Product[], date: string, time: string) {
  const product = products[0]!;
  const service = product.services[0]!;
  const frequency = service.frequency[0]!;
  return {
    location: 'Lagos',
    firstName: 'Chidi',
    lastName: 'Eze',
    email: 'chidi@example.ng',
    phone: '08031234567',
    address: '12 Admiralty Way, Lekki',
    notes: '',
    date,
    time,
    product: product._id,
    service: service._id,
    frequency: frequency._id,
    amount: frequency.amount,
    privacyNoticeVersion: PRIVACY_NOTICE.version,
  };
}

describe('the API process on PGlite', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'clean-api-'));
  const dataDir = path.join(parent, 'data');
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates its data folder, seeds the catalogue, shuts down gracefully and keeps everything across a restart', async () => {
    expect(existsSync(dataDir)).toBe(false);
    server = await startServer({ ...NO_LIMITS, PGLITE_DIR: dataDir });
    expect(existsSync(dataDir)).toBe(true);

    const seeded = await call(server.url, 'GET', '/api/admin/products');
    expect(seeded.status).toBe(200);
    const catalogue = seeded.body.products as Product[];
    expect(catalogue.map((product) => product.name)).toEqual([
      'Home Cleaning',
      'Office & Commercial Cleaning',
      'Specialised Cleaning',
    ]);

    const registered = await call(server.url, 'POST', '/api/admin/register', ADMIN);
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const date = upcomingWeekday();
    const booked = await call(server.url, 'POST', '/api/user/book-appointment', bookingOf(catalogue, date, '10:00 AM'));
    expect(booked.status).toBe(201);
    const contact = await call(server.url, 'POST', '/api/user/contact-us', {
      name: 'Ngozi',
      email: 'ngozi@example.ng',
      subject: 'Hello',
      message: 'Do you clean in Jalingo?',
      privacyNoticeVersion: PRIVACY_NOTICE.version,
    });
    expect(contact).toEqual({ status: 201, body: { success: true, message: expect.any(String) } });
    // An emptied product must not come back: the catalogue is seeded on the first start only.
    const removed = await call(
      server.url,
      'DELETE',
      `/api/admin/delete-product/${catalogue[2]!._id}`,
      undefined,
      token,
    );
    expect(removed.status).toBe(200);

    // Graceful shutdown on SIGTERM: exit code 0.
    expect(await server.stop()).toBe(0);
    expect(server.output()).toMatch(/closing/);

    server = await startServer({ ...NO_LIMITS, PGLITE_DIR: dataDir });
    const after = await call(server.url, 'GET', '/api/admin/products');
    expect(after.body.products).toEqual(catalogue.slice(0, 2));
    const profile = await call(server.url, 'GET', '/api/admin/profile', undefined, token);
    expect(profile.status).toBe(200);
    const login = await call(server.url, 'POST', '/api/admin/login', { email: ADMIN.email, password: ADMIN.password });
    expect(login.status).toBe(200);
    const appointments = await call(server.url, 'GET', '/api/admin/appointments', undefined, token);
    expect(appointments.body.appointments).toEqual([
      expect.objectContaining({ _id: booked.body.appointmentId, reference: booked.body.reference, date }),
    ]);
    const availability = await call(server.url, 'GET', '/api/admin/availability?location=Lagos');
    expect(availability.status).toBe(200);
    expect(await server.stop()).toBe(0);
    server = undefined;
  }, 180_000);
});

// Two API processes on one database: needs the PostgreSQL server of DATABASE_URL (in CI, its absence
// fails the suite with a clear message).
describePostgres('two API processes on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }, 180_000);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const env = { ...NO_LIMITS, DATABASE_URL: database.url, CREWS_PER_SLOT: '3', LOG_LEVEL: 'warn' };
    // Both start at once: migrations and the first-start seed take turns under an advisory lock.
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  }, 180_000);

  it('give the last crew of a slot to exactly one of 100 simultaneous bookings; 99 get a clear 409', async () => {
    if (!database) throw new Error('The database is made in beforeAll');
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const catalogue = (await call(a.url, 'GET', '/api/admin/products')).body.products as Product[];
    expect((await call(b.url, 'GET', '/api/admin/products')).body.products).toEqual(catalogue);
    expect(catalogue).toHaveLength(3);

    const payload = bookingOf(catalogue, upcomingWeekday(3), '2:00 PM');
    // Two of the three crews are taken already, one through each process.
    expect((await call(a.url, 'POST', '/api/user/book-appointment', payload)).status).toBe(201);
    expect((await call(b.url, 'POST', '/api/user/book-appointment', payload)).status).toBe(201);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        call(index % 2 === 0 ? a.url : b.url, 'POST', '/api/user/book-appointment', payload),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(99);
    for (const answer of refused) expect(answer.body).toEqual({ success: false, message: SLOT_FULL });

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM appointments WHERE date = $1 AND time = $2 AND location = $3',
        [payload.date, payload.time, payload.location],
      );
      expect(rows[0]?.n).toBe(3);
      const products = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(products.rows[0]?.n).toBe(3); // seeded once, not once per process
    } finally {
      await client.end();
    }
  }, 180_000);

  it('give 20 simultaneous repeats of one Idempotency-Key, split over both, one booking', async () => {
    if (!database) throw new Error('The database is made in beforeAll');
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const catalogue = (await call(a.url, 'GET', '/api/admin/products')).body.products as Product[];
    const payload = bookingOf(catalogue, upcomingWeekday(4), '9:00 AM');
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const response = await fetch(`${index % 2 === 0 ? a.url : b.url}/api/user/book-appointment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(payload),
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.appointmentId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.reference)).size).toBe(1);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM appointments WHERE date = $1 AND time = $2',
        [payload.date, payload.time],
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
  }, 180_000);
});
