/**
 * The deployment of docker-compose.yml, run for real on this machine (tooling/src/stack-topology.ts):
 * PostgreSQL, Redis, two API processes and nginx with deploy/api-balancer.conf, all driven through
 * the balancer as visitors would. Needs nginx, redis-server and a PostgreSQL server: without them the
 * suite fails in CI (CI is set) and is skipped with a note elsewhere.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Product } from '@clean/shared/schemas';
import pg from 'pg';
import { readEnvFile } from '../src/stack-compose';
import { dropDatabase, ensureDatabase, freePort } from '../src/stack-processes';
import { startStack, type Replica, type Stack } from '../src/stack-topology';
import {
  bookingFor,
  call,
  bookedService,
  freeSlots,
  lagosDatePlus,
  missingForStack,
  AUTH_LIMIT,
  ONE_BUSY_CLIENT_ENV,
  POSTGRES_SERVER_URL,
  type Answer,
  type Slot,
} from './stack-support';

const CREWS_PER_SLOT = 3;
const SIGNUP_CODE = randomBytes(9).toString('base64url');
const BOOK = '/api/user/book-appointment';

const missing = missingForStack();
const inCi = Boolean(process.env.CI);
if (missing.length > 0 && !inCi) {
  console.info(`The stack tests were NOT run: this machine lacks ${missing.join(', ')}.`);
}
const describeStack = missing.length === 0 || inCi ? describe : describe.skip;

describeStack('the compose deployment run locally (PostgreSQL, Redis, two API replicas, nginx)', () => {
  const database = `clean_stack_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let databaseUrl = '';
  let stack: Stack | undefined;
  let catalogue: Product[] = [];
  let slots: Slot[] = [];

  const running = (): { stack: Stack; a: Replica; b: Replica } => {
    if (!stack) throw new Error('The stack is started in beforeAll');
    const [a, b] = stack.replicas as [Replica, Replica];
    return { stack, a, b };
  };
  /** The next free slots, each used by one test only. */
  const takeSlots = (count: number): Slot[] => {
    if (slots.length < count) throw new Error(`Only ${slots.length} free slots left`);
    return slots.splice(0, count);
  };
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    if (missing.length > 0) {
      throw new Error(
        `The stack tests need ${missing.join(', ')}. .ci/run installs nginx and redis-server; ` +
          'set DATABASE_URL to a PostgreSQL server the tests may create databases on.',
      );
    }
    databaseUrl = await ensureDatabase(POSTGRES_SERVER_URL, database);
    stack = await startStack({
      ports: {
        balancer: await freePort(),
        replicas: [await freePort(), await freePort()],
        // Not started here (no payment is made), but the API is given the sandbox's address anyway.
        sandboxApi: await freePort(),
        checkout: await freePort(),
      },
      databaseUrl,
      variables: { ...readEnvFile(), ADMIN_SIGNUP_CODE: SIGNUP_CODE },
      apiEnv: { ...ONE_BUSY_CLIENT_ENV, CREWS_PER_SLOT: String(CREWS_PER_SLOT) },
      sandbox: false,
      webApps: false,
    });
    const products = await call(`${stack.balancerUrl}/api/admin/products`);
    catalogue = products.body.products as Product[];
    // Two days ahead at the earliest: today's and tomorrow's hours run out while the tests run.
    slots = await freeSlots(stack.balancerUrl, lagosDatePlus(2), bookedService(catalogue).durationMinutes);
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    if (databaseUrl) await dropDatabase(POSTGRES_SERVER_URL, database);
  }, 60_000);

  it('gives the last crew of a slot to exactly one of 100 simultaneous bookings through the balancer', async () => {
    const { stack, a, b } = running();
    const [slot] = takeSlots(1) as [Slot];
    // All crews but one taken, one booking through each replica.
    for (const [index, replica] of [a, b, a, b].slice(0, CREWS_PER_SLOT - 1).entries()) {
      expect((await call(`${replica.url}${BOOK}`, { body: bookingFor(catalogue, slot, index) })).status).toBe(201);
    }

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, visitor) =>
        call(`${stack.balancerUrl}${BOOK}`, {
          body: bookingFor(catalogue, slot, 100 + visitor),
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const statuses = countBy(answers);
    console.info(
      `Stack race: 100 simultaneous bookings for the last crew of ${slot.date} ${slot.time} ${slot.location} ` +
        `through nginx over 2 replicas → ${JSON.stringify(statuses)} in ${seconds.toFixed(2)} s`,
    );
    expect(statuses).toEqual({ 201: 1, 409: 99 });
    const [row] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM appointments WHERE date = $1 AND time = $2 AND location = $3',
      [slot.date, slot.time, slot.location],
    );
    expect(row?.n).toBe(CREWS_PER_SLOT);
  }, 120_000);

  describe('rate limits, counted once for both replicas', () => {
    /** Wrong logins (a new e-mail each, so only the per-client limit counts) until one more than the limit. */
    const wrongLogins = async (target: (attempt: number) => string, options: { from: string; forge?: boolean }) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= AUTH_LIMIT; attempt += 1) {
        const answer = await call(`${target(attempt)}/api/admin/login`, {
          from: options.from,
          body: { email: `nobody${attempt}.${randomUUID()}@example.ng`, password: 'not the password' },
          headers: options.forge ? { 'x-forwarded-for': `203.0.113.${attempt + 1}` } : {},
        });
        statuses.push(answer.status);
      }
      return statuses;
    };
    const limited = [...Array<number>(AUTH_LIMIT).fill(401), 429];

    it('stop a client at the configured count when its calls alternate between the replicas', async () => {
      const { a, b } = running();
      expect(await wrongLogins((attempt) => (attempt % 2 === 0 ? a.url : b.url), { from: '127.0.0.11' })).toEqual(
        limited,
      );
    }, 60_000);

    it('stop a client at the configured count through the balancer', async () => {
      const { stack } = running();
      expect(await wrongLogins(() => stack.balancerUrl, { from: '127.0.0.12' })).toEqual(limited);
    }, 60_000);

    it('cannot be escaped by writing another X-Forwarded-For on each call', async () => {
      const { stack } = running();
      expect(await wrongLogins(() => stack.balancerUrl, { from: '127.0.0.13', forge: true })).toEqual(limited);
    }, 60_000);
  });

  it('shows a product edited through replica A through replica B at once', async () => {
    const { stack, a, b } = running();
    const admin = { name: 'Ada Okafor', email: `ada.${randomUUID()}@sparkle.ng`, password: 'correct horse battery' };
    const registered = await call(`${stack.balancerUrl}/api/admin/register`, {
      from: '127.0.0.21',
      body: { ...admin, signupCode: SIGNUP_CODE },
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const product = catalogue[1] as Product;
    // B has read (and may keep) the product and the list before the edit.
    for (let read = 0; read < 2; read += 1) {
      expect((await call(`${b.url}/api/admin/product/${product._id}`)).body.product).toEqual(product);
      expect((await call(`${b.url}/api/admin/products`)).body.products).toContainEqual(product);
    }

    const renamed = { ...product, name: `${product.name} ${randomBytes(3).toString('hex')}` };
    const edited = await call(`${a.url}/api/admin/update-product/${product._id}`, {
      method: 'PATCH',
      body: renamed,
      headers: { admintoken: token },
    });
    expect(edited.status).toBe(200);

    expect((await call(`${b.url}/api/admin/product/${product._id}`)).body.product).toEqual(renamed);
    expect((await call(`${b.url}/api/admin/products`)).body.products).toContainEqual(renamed);
  }, 60_000);

  it('loses no booking and shows no 5xx when a replica is killed during a stream of bookings', async () => {
    const { stack, a } = running();
    const total = 200;
    const killAfter = 60;
    const concurrency = 8;
    const stream = takeSlots(total).map((slot, index) => ({
      key: randomUUID(),
      booking: bookingFor(catalogue, slot, 1000 + index),
    }));
    const answers: Answer[] = [];
    const failures: string[] = [];
    let next = 0;
    let finished = 0;
    let killedAt: number | undefined;
    const started = performance.now();
    const worker = async () => {
      while (next < stream.length) {
        const { key, booking } = stream[next++] as (typeof stream)[number];
        try {
          answers.push(
            await call(`${stack.balancerUrl}${BOOK}`, {
              from: '127.0.0.31',
              body: booking,
              headers: { 'idempotency-key': key },
            }),
          );
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
        finished += 1;
        // Killed while the other workers' bookings are in flight, some of them on A.
        if (finished === killAfter) {
          killedAt = finished;
          process.kill(a.service.pid, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    expect(await a.service.exited).toBe('SIGKILL');

    const statuses = countBy(answers);
    const replayed = answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true').length;
    console.info(
      `Stack replica kill: ${total} bookings (${concurrency} at a time) through nginx; ${a.name} (PID ` +
        `${a.service.pid}) SIGKILLed after ${killedAt} → ${JSON.stringify(statuses)}, ${failures.length} ` +
        `connection failures, ${replayed} answered as a replay of a booking the killed replica had made, ` +
        `in ${seconds.toFixed(2)} s`,
    );
    expect(failures).toEqual([]);
    expect(statuses).toEqual({ 201: total });
    const [row] = await query<{ n: number; keys: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM appointments ' +
        'WHERE idempotency_key = ANY($1)',
      [stream.map((item) => item.key)],
    );
    expect(row).toEqual({ n: total, keys: total });
  }, 180_000);
});

/** `{ 201: 1, 409: 99 }`: how many answers had each status. */
function countBy(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
