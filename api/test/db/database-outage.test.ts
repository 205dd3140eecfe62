/**
 * The database going away under the API (docs/ARCHITECTURE.md, "When PostgreSQL or Redis is down"):
 * which errors mean "unreachable", and, on PostgreSQL behind a TCP relay the test cuts and restores, a
 * 503 with Retry-After while it is gone, no crash, and answers again once it is back. The whole
 * deployment's outage (nginx, two replicas, bookings and payments) is tooling/test/stack-outages.test.ts.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { isDatabaseUnreachable, retryWhileUnreachable } from '../../src/db/unreachable';
import { deliverMessage, type DeliveryDeps } from '../../src/messages/deliver-message';
import type { OutboxRow } from '../../src/repositories/outbox-repository';
import { SETUP_TIMEOUT_MS, testConfig } from '../helpers/build-app';
import { describePostgres } from '../helpers/database';
import { createPostgresDatabase } from '../helpers/postgres-server';
import { postgresTemplate } from '../helpers/postgres-template';

const UNREACHABLE = 'We cannot reach our records right now. Please try again in a moment.';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database error', () => {
  it('is "unreachable" for a refused or dropped connection, a server shutting down or starting, also wrapped', () => {
    const unreachable = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      new DrizzleQueryError(
        'rollback',
        [],
        new Error('Client has encountered a connection error and is not queryable'),
      ),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ];
    expect(unreachable.map((error) => isDatabaseUnreachable(error))).toEqual(unreachable.map(() => true));
    const other = [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      new Error('timeout exceeded when trying to connect'),
      new DrizzleQueryError('select 1', [], withCode('syntax error', '42601')),
      'Connection terminated',
    ];
    expect(other.map((error) => isDatabaseUnreachable(error))).toEqual(other.map(() => false));
  });

  it('is retried while unreachable, and let through when it is another error or the wait is over', async () => {
    let tries = 0;
    const flaky = async () => {
      tries += 1;
      if (tries < 3) throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
      return 'done';
    };
    expect(await retryWhileUnreachable(flaky, { until: Date.now() + 10_000 })).toBe('done');
    expect(tries).toBe(3);

    const conflict = withCode('duplicate key value violates unique constraint', '23505');
    await expect(retryWhileUnreachable(() => Promise.reject(conflict), { until: Date.now() + 10_000 })).rejects.toBe(
      conflict,
    );
    const down = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    await expect(retryWhileUnreachable(() => Promise.reject(down), { until: Date.now() })).rejects.toBe(down);
  });
});

describe('a message sent while the database goes away', () => {
  it('is recorded as sent once the database is back, not sent again', async () => {
    const message = {
      id: 'b8f1c9a2-5d1e-4c3b-9a7f-2e6d8c4b1a03',
      kind: 'whatsapp-reply',
      channel: 'whatsapp',
      recipient: '+2348031234567',
      status: 'queued',
      payload: { text: 'Your crew is on the way.' },
    } as unknown as OutboxRow;
    let down = 2;
    const sendText = jest.fn(async () => 'wamid.1');
    const markSent = jest.fn(async () => {
      if (down-- > 0) throw withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    });
    const deps = {
      outbox: { find: async () => message, markSent, markAttemptFailed: jest.fn() },
      whatsapp: { sendText, sendTemplate: jest.fn() },
      now: () => new Date('2026-12-01T09:00:00Z'),
    } as unknown as DeliveryDeps;
    await deliverMessage(deps, message.id, { retryCount: 0, retryLimit: 4 });
    expect(sendText).toHaveBeenCalledTimes(1);
    expect(markSent).toHaveBeenCalledTimes(3);
    expect(markSent).toHaveBeenLastCalledWith(message.id, new Date('2026-12-01T09:00:00Z'), 'wamid.1');
  });
});

/** A TCP relay to the database server that the test can cut (refusing connections) and restore on the same port. */
async function startRelay(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve));
    port = (next.address() as { port: number }).port;
    server = next;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    /** Stops listening and drops every connection: the server is gone. */
    async cut() {
      const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}

describePostgres('the API while its database is unreachable', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: await postgresTemplate() });
    const url = new URL(database.url);
    relay = await startRelay({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }) });
    await app.ready();
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await database?.drop();
  }, SETUP_TIMEOUT_MS);

  it('answers 503 with Retry-After, survives a connection lost mid-transaction, and answers again once it is back', async () => {
    if (!app || !relay || app.database.kind !== 'postgres') throw new Error('Started on PostgreSQL in beforeAll');
    expect((await app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(200);
    // A transaction in progress when the server goes away: its client is checked out of the pool.
    const client = await app.database.pool.connect();
    await client.query('BEGIN');

    await relay.cut();
    const lost = await client.query('SELECT 1').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnreachable(lost)).toBe(true);
    client.release(lost as Error);

    for (const url of ['/api/admin/products', '/api/health']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({ success: false });
      if (url !== '/api/health') expect(answer.json()).toEqual({ success: false, message: UNREACHABLE });
    }

    await relay.restore();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(200);
  });
});
