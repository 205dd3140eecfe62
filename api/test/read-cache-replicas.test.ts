/**
 * Two API instances on one PostgreSQL database, as two replicas behind the balancer: each keeps its own
 * catalogue and availability answers, and a write through one drops them in the other (LISTEN/NOTIFY).
 * A replica whose listening connection drops keeps nothing until it listens again, then starts afresh.
 * On PGlite (one process) a write drops the process's own answers, with no notification.
 */
import type { Product } from '@clean/shared/schemas';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { LISTENER_APPLICATION_NAME } from '../src/cache/change-feed';
import { noPaymentProvider, SETUP_TIMEOUT_MS, testClock, testConfig, useTestApp } from './helpers/build-app';
import { describePostgres } from './helpers/database';
import { createPostgresDatabase } from './helpers/postgres-server';
import { postgresTemplate } from './helpers/postgres-template';
import { ADMIN, booking, products, registerAdmin, type CatalogueChoice } from './helpers/fixtures';
import { sleep, until } from './helpers/until';

/** How long a notification may take to arrive; it normally takes about a millisecond. */
const DELIVERY_TIMEOUT_MS = 5_000;

/** Polls `check` until it holds: notifications arrive asynchronously, a few milliseconds at most. */
const delivered = (what: string, check: () => Promise<boolean>): Promise<void> =>
  until(what, check, { timeoutMs: DELIVERY_TIMEOUT_MS, between: () => sleep(10) });

interface Replica {
  app: FastifyInstance;
  handle: DatabaseHandle;
}

describe('the read cache of the one process on PGlite', () => {
  const t = useTestApp('pglite');

  it('keeps answers, and drops them at once when a write goes through the API', async () => {
    const token = await registerAdmin(t);
    const [product] = await products(t);
    if (!product) throw new Error('The seeded catalogue is empty');
    await t.database.handle.db.execute(sql`UPDATE products SET name = 'Renamed in SQL' WHERE id = ${product._id}`);
    expect((await products(t))[0]?.name).toBe(product.name);
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      payload: { ...product, name: 'Edited through the API' },
      token,
    });
    expect(edited.statusCode).toBe(200);
    expect((await products(t))[0]?.name).toBe('Edited through the API');
  });
});

describePostgres('read caches of two API instances on one database', () => {
  const clock = testClock();
  const replicas: Replica[] = [];
  let database: { url: string; drop(): Promise<void> } | undefined;
  let direct: pg.Client | undefined;
  let token: string;
  let choice: CatalogueChoice;
  let product: Product;

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: await postgresTemplate() });
    for (let index = 0; index < 2; index += 1) {
      const handle = await openDatabase({ url: database.url, pgliteDir: '', poolSize: 5 });
      const app = await buildApp({
        // One crew per slot: a single booking changes the availability answer.
        config: testConfig({ CREWS_PER_SLOT: '1' }),
        database: handle,
        now: clock.now,
        paymentVerifier: noPaymentProvider,
      });
      await app.ready();
      replicas.push({ app, handle });
    }
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    const registered = await replicas[0]!.app.inject({ method: 'POST', url: '/api/admin/register', payload: ADMIN });
    token = (registered.json() as { token: string }).token;
    const [first] = await productsVia(replicas[0]!);
    if (!first) throw new Error('The seeded catalogue is empty');
    product = first;
    const service = product.services[0]!;
    const frequency = service.frequency[0]!;
    choice = { product: product._id, service: service._id, frequency: frequency._id, amount: frequency.amount };
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const { app, handle } of replicas) {
      await app.close();
      await handle.close();
    }
    await direct?.end();
    await database?.drop();
  }, SETUP_TIMEOUT_MS);

  const a = () => replicas[0]!;
  const b = () => replicas[1]!;
  const db = () => {
    if (!direct) throw new Error('Connected in beforeAll');
    return direct;
  };

  async function productsVia(replica: Replica): Promise<Product[]> {
    const response = await replica.app.inject({ method: 'GET', url: '/api/admin/products' });
    return (response.json() as { products: Product[] }).products;
  }
  const nameVia = async (replica: Replica) => (await productsVia(replica)).find((p) => p._id === product._id)?.name;

  /** A change no API process is told about, as if its notification had been lost. */
  const renameBehindTheirBacks = (name: string) =>
    db().query('UPDATE products SET name = $1 WHERE id = $2', [name, product._id]);

  const renameThrough = async (replica: Replica, name: string) => {
    const response = await replica.app.inject({
      method: 'PATCH',
      url: `/api/admin/update-product/${product._id}`,
      payload: { ...product, name },
      headers: { adminToken: token },
    });
    expect(response.statusCode).toBe(200);
  };

  async function offeredVia(replica: Replica, slot: { date: string; time: string }): Promise<boolean> {
    const response = await replica.app.inject({ method: 'GET', url: '/api/admin/availability?location=Lagos' });
    const day = (response.json() as { date: string; availableTimes: string[] }[]).find((d) => d.date === slot.date);
    return day?.availableTimes.includes(slot.time) ?? false;
  }

  it('each instance keeps its answers: a change nobody was told about stays unseen', async () => {
    const name = await nameVia(b());
    await renameBehindTheirBacks('Renamed in SQL');
    expect(await nameVia(b())).toBe(name);
    expect(await nameVia(a())).toBe(name);
  });

  it('a product edit through A is seen through A at once and through B as soon as the notification arrives', async () => {
    expect(await nameVia(b())).not.toBe('Edited through A');
    await renameThrough(a(), 'Edited through A');
    expect(await nameVia(a())).toBe('Edited through A');
    await delivered('B serves the edit', async () => (await nameVia(b())) === 'Edited through A');
    const single = await b().app.inject({ method: 'GET', url: `/api/admin/product/${product._id}` });
    expect(single.json()).toMatchObject({ product: { name: 'Edited through A' } });
  });

  it('availability through B follows bookings, cancels and deletes made through A', async () => {
    const slot = { date: '2030-01-08', time: '10:00 AM', location: 'Lagos' } as const;
    expect(await offeredVia(b(), slot)).toBe(true);

    const booked = await a().app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, slot),
    });
    expect(booked.statusCode).toBe(201);
    await delivered('B no longer offers the booked slot', async () => !(await offeredVia(b(), slot)));

    const { appointmentId } = booked.json() as { appointmentId: string };
    const cancelled = await a().app.inject({
      method: 'POST',
      url: '/api/admin/cancel-appointment',
      payload: { appointmentId },
      headers: { adminToken: token },
    });
    expect(cancelled.statusCode).toBe(200);
    await delivered('B offers the slot of the cancelled booking', () => offeredVia(b(), slot));

    const again = await b().app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: booking(choice, slot),
    });
    expect(again.statusCode).toBe(201);
    await delivered('A no longer offers the slot booked through B', async () => !(await offeredVia(a(), slot)));
    const deleted = await a().app.inject({
      method: 'DELETE',
      url: `/api/admin/delete-appointment/${(again.json() as { appointmentId: string }).appointmentId}`,
      headers: { adminToken: token },
    });
    expect(deleted.statusCode).toBe(200);
    await delivered('B offers the slot of the deleted booking', () => offeredVia(b(), slot));
  });

  it(
    'a dropped listening connection clears the cache; once listening again, answers are kept and dropped as before',
    async () => {
      const kept = await nameVia(b());
      await renameBehindTheirBacks('Changed while nobody listened');
      expect(await nameVia(b())).toBe(kept);

      const terminated = await db().query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_APPLICATION_NAME],
      );
      expect(terminated.rowCount).toBe(2);
      // Notifications may have been missed: nothing kept from before may be served any more.
      await delivered(
        'B serves what the database holds',
        async () => (await nameVia(b())) === 'Changed while nobody listened',
      );

      // Listening again: answers are kept again...
      let round = 0;
      await delivered('B keeps its answers again', async () => {
        round += 1;
        const before = await nameVia(b());
        await renameBehindTheirBacks(`Unannounced ${round}`);
        return (await nameVia(b())) === before;
      });
      // ...and dropped by the writes of the other instance.
      await renameThrough(a(), 'Edited after the reconnect');
      await delivered('B serves the edit made after the reconnect', async () => {
        return (await nameVia(b())) === 'Edited after the reconnect';
      });
    },
    SETUP_TIMEOUT_MS,
  );
});
