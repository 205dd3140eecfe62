/**
 * PostgreSQL and Redis going away under the compose deployment run locally (tooling/src/stack-topology.ts:
 * nginx with deploy/api-balancer.conf, two API replicas), on a PostgreSQL and a redis-server of this
 * file's own, which it stops and starts; the payment sandbox runs in this process, so its webhooks and
 * their retries are in view, and a mail server here counts every message the job queue sends. What
 * must hold is docs/ARCHITECTURE.md, "When PostgreSQL or Redis is down". The figures are printed and
 * kept in docs/BENCHMARKS.md, "Outages". Needs nginx, redis-server and PostgreSQL's server binaries:
 * without them the suite fails in CI (CI is set) and is skipped with a note elsewhere.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Product } from '@clean/shared/schemas';
import pg from 'pg';
import { createPostgresCluster, type PostgresCluster } from '../src/postgres-cluster';
import { readEnvFile } from '../src/stack-compose';
import {
  ensureDatabase,
  freePort,
  redisAnswers,
  redisServerSpec,
  startService,
  waitUntil,
  type RunningService,
} from '../src/stack-processes';
import { startStack, type Replica, type Stack } from '../src/stack-topology';
import {
  startMailCatcher,
  startSandbox,
  redisClientNames,
  type InProcessSandbox,
  type MailCatcher,
} from './stack-outage-support';
import {
  AUTH_LIMIT,
  bookedService,
  bookingFor,
  call,
  freeSlots,
  lagosDatePlus,
  missingForStack,
  ONE_BUSY_CLIENT_ENV,
  type Answer,
  type CallOptions,
  type Slot,
} from './stack-support';

const BOOK = '/api/user/book-appointment';
const RECORD = '/api/user/appointments';
const UNREACHABLE = 'We cannot reach our records right now. Please try again in a moment.';
/** Visitors booking and paying at once through the balancer. */
const VISITORS = 6;
/** Paid bookings before PostgreSQL is stopped, and after it is back. */
const PAID_BEFORE = 6;
const PAID_AFTER = 12;
/** Answers seen while PostgreSQL is down before it is started again: a few seconds of outage. */
const ANSWERS_DURING_OUTAGE = 40;
/** How long a visitor keeps trying one step that answers 503, as a browser would on Retry-After. */
const GIVE_UP_MS = 60_000;
/** A visitor's pause between two tries (shorter than Retry-After, to keep the suite short). */
const RETRY_MS = 150;

const missing = missingForStack('binaries');
const inCi = Boolean(process.env.CI);
if (missing.length > 0 && !inCi) {
  console.info(`The outage tests were NOT run: this machine lacks ${missing.join(', ')}.`);
}
const describeStack = missing.length === 0 || inCi ? describe : describe.skip;

/** Polls `ready` until it is true, or fails after `timeoutMs` naming `what`. */
async function until(what: string, ready: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(50);
  }
}

/** `{ 201: 1, 503: 9 }`: how many answers had each status. */
function countBy(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

describeStack('the compose deployment when PostgreSQL, Redis or a replica goes away', () => {
  let cluster: PostgresCluster | undefined;
  let databaseUrl = '';
  let redisPort = 0;
  let redis: RunningService | undefined;
  let stack: Stack | undefined;
  let sandbox: InProcessSandbox | undefined;
  let mail: MailCatcher | undefined;
  let catalogue: Product[] = [];
  let slots: Slot[] = [];
  let visitors = 0;
  const signupCode = randomBytes(9).toString('base64url');

  const running = () => {
    if (!stack || !cluster || !sandbox || !mail) throw new Error('The stack is started in beforeAll');
    const [a, b] = stack.replicas as [Replica, Replica];
    return { stack, cluster, sandbox, mail, a, b };
  };
  const takeSlot = (): Slot => {
    const slot = slots.shift();
    if (!slot) throw new Error('No free slots left');
    return slot;
  };
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const startRedis = async () => {
    redis = startService(redisServerSpec(redisPort));
    await waitUntil(redis, 'answer PING', () => redisAnswers('127.0.0.1', redisPort));
  };

  beforeAll(async () => {
    if (missing.length > 0) {
      throw new Error(
        `The outage tests need ${missing.join(', ')}. .ci/run installs nginx and redis-server; ` +
          "PostgreSQL's server binaries come with Debian's postgresql package (or set POSTGRES_BIN_DIR).",
      );
    }
    cluster = await createPostgresCluster();
    await cluster.start();
    databaseUrl = await ensureDatabase(cluster.url(), 'clean');
    redisPort = await freePort();
    await startRedis();
    mail = await startMailCatcher();
    const ports = {
      balancer: await freePort(),
      replicas: [await freePort(), await freePort()],
      sandboxApi: await freePort(),
      checkout: await freePort(),
    };
    const variables: Record<string, string> = { ...readEnvFile(), ADMIN_SIGNUP_CODE: signupCode };
    sandbox = await startSandbox({
      port: ports.sandboxApi,
      webhookUrl: `http://127.0.0.1:${ports.balancer}/api/payments/webhook`,
      secretKey: variables.PAYMENT_SECRET_KEY ?? '',
    });
    stack = await startStack({
      ports,
      databaseUrl,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      variables,
      apiEnv: { ...ONE_BUSY_CLIENT_ENV, SMTP_URL: mail.url },
      // In this process instead (startSandbox), on the port the replicas are given.
      sandbox: false,
      webApps: false,
    });
    catalogue = (await call(`${stack.balancerUrl}/api/admin/products`)).body.products as Product[];
    slots = await freeSlots(stack.balancerUrl, lagosDatePlus(2), bookedService(catalogue).durationMinutes);
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
    await sandbox?.close();
    await mail?.close();
    await redis?.stop();
    await cluster?.destroy();
  }, 60_000);

  /** A booking through the balancer, with its idempotency key. */
  const book = (key: string, options: CallOptions = {}) => {
    const { stack } = running();
    const booking = bookingFor(catalogue, takeSlot(), (visitors += 1));
    return {
      booking,
      send: () =>
        call(`${stack.balancerUrl}${BOOK}`, { ...options, body: booking, headers: { 'idempotency-key': key } }),
    };
  };
  const recordCall = (booking: ReturnType<typeof book>['booking'], answer: Answer) => ({
    appointmentId: answer.body.appointmentId,
    reference: answer.body.reference,
    date: booking.date,
    time: booking.time,
    service: booking.service,
    frequency: booking.frequency,
  });

  it('answers 503 with Retry-After while PostgreSQL is down, heals by itself, and makes nothing twice or by half', async () => {
    const { stack, cluster, sandbox, mail, a, b } = running();
    interface Seen {
      status: number;
      at: number;
      retryAfter?: string;
      message?: unknown;
      what: string;
    }
    const seen: Seen[] = [];
    const health: Seen[] = [];
    const failures: string[] = [];
    const flows: { key: string; reference?: string; paid?: unknown }[] = [];
    let paid = 0;
    let replayed = 0;
    let stopping = false;
    let paidTarget = Number.POSITIVE_INFINITY;

    /**
     * One step of a visitor, sent again while it answers 503, as a visitor asked to try again in a moment
     * does (the booking form keeps the attempt's Idempotency-Key until it is booked).
     */
    const step = async (what: string, send: () => Promise<Answer>): Promise<Answer> => {
      const deadline = Date.now() + GIVE_UP_MS;
      for (;;) {
        // A connection the balancer dropped is no answer: it fails the visitor (and the test).
        const answer = await send();
        if (answer.headers['idempotent-replayed'] === 'true') replayed += 1;
        seen.push({
          status: answer.status,
          at: performance.now(),
          retryAfter: answer.headers['retry-after'],
          message: answer.body.message,
          what,
        });
        if (answer.status !== 503 || Date.now() > deadline) return answer;
        await sleep(RETRY_MS);
      }
    };
    const visitor = async (index: number) => {
      while (!stopping) {
        const flow: (typeof flows)[number] = { key: randomUUID() };
        flows.push(flow);
        try {
          const { booking, send } = book(flow.key, { from: `127.0.0.${40 + index}` });
          const booked = await step('book', send);
          if (booked.status !== 201)
            throw new Error(`booking answered ${booked.status}: ${String(booked.body.message)}`);
          flow.reference = booked.body.reference as string;
          await sandbox.pay({
            reference: flow.reference,
            amountNaira: booked.body.amount as number,
            email: booking.email,
          });
          const recorded = await step('record payment', () =>
            call(`${stack.balancerUrl}${RECORD}`, { body: recordCall(booking, booked) }),
          );
          if (recorded.status !== 200)
            throw new Error(`record answered ${recorded.status}: ${String(recorded.body.message)}`);
          flow.paid = recorded.body.status;
          paid += 1;
          if (paid >= paidTarget) stopping = true;
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          return;
        }
      }
    };
    const probeHealth = async () => {
      while (!stopping) {
        try {
          const answer = await call(`${stack.balancerUrl}/api/health`);
          health.push({
            status: answer.status,
            at: performance.now(),
            retryAfter: answer.headers['retry-after'],
            what: 'health',
          });
        } catch (error) {
          failures.push(`health: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        await sleep(100);
      }
    };

    // A booking made before the outage and paid during it, whose browser never comes back: only the
    // provider's webhook can record it.
    const webhookOnly = book(randomUUID());
    const webhookBooked = await webhookOnly.send();
    expect(webhookBooked.status).toBe(201);
    const webhookReference = webhookBooked.body.reference as string;

    const booking = Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index))).finally(() => {
      stopping = true;
    });
    const stream = Promise.all([booking, probeHealth()]);
    /** Stops a wait as soon as a visitor failed, with what it saw and what the replicas said. */
    const noFailures = () => {
      if (failures.length === 0) return;
      throw new Error(
        `${failures.join('; ')}\n${[a, b].map((replica) => `${replica.name}: ${replica.service.output().slice(-3000)}`).join('\n')}`,
      );
    };
    await until('paid bookings before the outage', () => (noFailures(), paid >= PAID_BEFORE));

    // A message in the middle of its sending when the database goes away: the mail server has its data
    // but has not answered yet.
    const heldMail = mail.holdNext();
    let heldId: string | undefined;
    void heldMail.held.then((id) => (heldId = id));
    await until('a message to hold in the middle of its sending', () => heldId !== undefined);
    const stopBegun = performance.now();
    await cluster.stop('immediate');
    const stopped = performance.now();
    heldMail.release();
    await until(
      'answers during the outage',
      () => (noFailures(), seen.filter((answer) => answer.at > stopped).length >= ANSWERS_DURING_OUTAGE),
    );

    await sandbox.pay({
      reference: webhookReference,
      amountNaira: webhookBooked.body.amount as number,
      email: webhookOnly.booking.email,
    });
    const deliveries = () =>
      sandbox.sandbox.webhooks.deliveries.filter((delivery) => delivery.reference === webhookReference);
    await until('the first webhook attempt', () =>
      deliveries().some((delivery) => delivery.statusCode !== undefined || delivery.error !== undefined),
    );
    const firstAttempt = { ...deliveries()[0] };

    const startBegun = performance.now();
    await cluster.start();
    const started = performance.now();
    const paidAtRestart = paid;
    paidTarget = paidAtRestart + PAID_AFTER;
    await stream;
    expect(failures).toEqual([]);

    // The provider's retries of the webhooks sent during the outage have ended.
    while (sandbox.sandbox.pending.size > 0) await Promise.all(sandbox.sandbox.pending);
    // The job queue sends what was queued, the held message included, once each.
    await until(
      'every queued message sent',
      async () => (await query("SELECT 1 FROM outbox_messages WHERE status = 'queued'")).length === 0,
    );

    const during = seen.filter((answer) => answer.at > stopBegun && answer.at < started);
    const unreachable = during.filter((answer) => answer.status === 503);
    const firstOk = seen.find((answer) => answer.at > started && answer.status < 300);
    const healthDown = health.filter((answer) => answer.at > stopped && answer.at < startBegun);
    const firstHealthy = health.find((answer) => answer.at > started && answer.status === 200);
    const webhookStatuses = sandbox.sandbox.webhooks.deliveries.map((delivery) => delivery.statusCode ?? 0);
    console.info(
      `Outage, PostgreSQL stopped (immediate) under ${VISITORS} visitors booking and paying through nginx: ` +
        `stop took ${seconds(stopped - stopBegun)}, down ${seconds(startBegun - stopped)}, start (crash recovery) ` +
        `${seconds(started - startBegun)}; ${during.length} answers meanwhile → ${JSON.stringify(countBy(during.map((answer) => answer.status)))}; ` +
        `health ${JSON.stringify(countBy(healthDown.map((answer) => answer.status)))}; first 2xx ` +
        `${firstOk ? seconds(firstOk.at - started) : 'never'} after the server accepted connections, health 200 after ` +
        `${firstHealthy ? seconds(firstHealthy.at - started) : 'never'}; ${flows.length} bookings, ${paid} paid ` +
        `(${replayed} answered as a replay of a booking made before its answer was lost); webhook attempts ${JSON.stringify(countBy(webhookStatuses))}`,
    );

    // While it was down: 503 with Retry-After and the sentence, never a 500.
    expect(seen.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    expect(unreachable.length).toBeGreaterThan(0);
    for (const answer of [...unreachable, ...healthDown]) expect(answer.retryAfter).toBe('5');
    expect(new Set(unreachable.map((answer) => answer.message))).toEqual(new Set([UNREACHABLE]));
    expect(healthDown.length).toBeGreaterThan(0);
    expect(new Set(healthDown.map((answer) => answer.status))).toEqual(new Set([503]));
    expect(firstOk).toBeDefined();
    expect(firstHealthy).toBeDefined();
    // Neither replica crashed, and both listen for cache changes again.
    expect([a.service.running, b.service.running]).toEqual([true, true]);
    await until(
      "both replicas' change-feed listeners",
      async () =>
        (await query("SELECT 1 FROM pg_stat_activity WHERE application_name = 'clean-api-read-cache'")).length === 2,
    );

    // Each booking a visitor was answered is there once, each paid one paid once with one confirmation,
    // and each has its one "received" message.
    const keys = flows.map((flow) => flow.key);
    const rows = await query<{ key: string; payment: boolean; received: number; confirmed: number }>(
      `SELECT a.idempotency_key AS key, a.payment,
              count(*) FILTER (WHERE o.kind = 'booking-received')::int AS received,
              count(*) FILTER (WHERE o.kind = 'payment-confirmed')::int AS confirmed
         FROM appointments a LEFT JOIN outbox_messages o ON o.appointment_id = a.id
        WHERE a.idempotency_key = ANY($1) GROUP BY a.id`,
      [keys],
    );
    expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
    const paidKeys = new Set(flows.filter((flow) => flow.paid === 'paid').map((flow) => flow.key));
    expect(paidKeys.size).toBe(paid);
    for (const row of rows) {
      expect(row).toEqual({
        key: row.key,
        payment: paidKeys.has(row.key),
        received: 1,
        confirmed: paidKeys.has(row.key) ? 1 : 0,
      });
    }

    // The webhook sent while the database was down was refused with 503, and a retry recorded it once.
    expect(firstAttempt.statusCode).toBe(503);
    expect(deliveries().at(-1)?.statusCode).toBe(200);
    const [webhookRow] = await query<{ payment: boolean; confirmed: number }>(
      `SELECT a.payment, count(o.id)::int AS confirmed FROM appointments a
         LEFT JOIN outbox_messages o ON o.appointment_id = a.id AND o.kind = 'payment-confirmed'
        WHERE a.reference = $1 GROUP BY a.id`,
      [webhookReference],
    );
    expect(webhookRow).toEqual({ payment: true, confirmed: 1 });

    // Every message sent once, the one held in the middle of its sending included.
    const messages = await query<{ id: string; status: string }>('SELECT id, status FROM outbox_messages');
    const received = new Map([...mail.received].map(([id, count]) => [id.replace(/^<([^@>]+)@.*$/, '$1'), count]));
    expect(messages.filter((message) => message.status !== 'sent')).toEqual([]);
    expect(messages.map((message) => [message.id, received.get(message.id)])).toEqual(
      messages.map((message) => [message.id, 1]),
    );
    expect(received.size).toBe(messages.length);
    expect(heldId).toMatch(new RegExp(`^<(${messages.map((message) => message.id).join('|')})@`));
  }, 180_000);

  it('counts in each replica while Redis is down, refusing nothing that should pass, and shares counts once it is back', async () => {
    const { stack, a, b } = running();
    /** Wrong logins from `from`, alternating between the replicas (one more than the limit by default). */
    const wrongLogins = async (from: string, attempts = AUTH_LIMIT + 1) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        const answer = await call(`${(attempt % 2 === 0 ? a : b).url}/api/admin/login`, {
          from,
          body: { email: `nobody${attempt}.${randomUUID()}@example.ng`, password: 'not the password' },
        });
        statuses.push(answer.status);
      }
      return statuses;
    };
    const limited = [...Array<number>(AUTH_LIMIT).fill(401), 429];
    expect(await wrongLogins('127.0.0.61')).toEqual(limited);

    await redis?.stop();
    const bookings: number[] = [];
    for (let index = 0; index < 4; index += 1) bookings.push((await book(randomUUID()).send()).status);
    const logins = await wrongLogins('127.0.0.62', AUTH_LIMIT);
    const health = (await call(`${stack.balancerUrl}/api/health`)).status;

    const startBegun = performance.now();
    await startRedis();
    const started = performance.now();
    await until(
      "both replicas' Redis clients",
      async () => (await redisClientNames(redisPort)).filter((name) => name === 'clean-api').length === 2,
    );
    const reconnected = performance.now();
    const shared = await wrongLogins('127.0.0.63');
    console.info(
      `Outage, Redis stopped: 4 bookings → ${JSON.stringify(countBy(bookings))}, ${AUTH_LIMIT} wrong logins ` +
        `alternating between the replicas → ${JSON.stringify(countBy(logins))}, health ${health}; started again ` +
        `(${seconds(started - startBegun)}), both replicas reconnected ${seconds(reconnected - started)} after it ` +
        `answered PING; wrong logins alternating then → ${JSON.stringify(shared)}`,
    );
    expect({ bookings, logins, health }).toEqual({
      bookings: [201, 201, 201, 201],
      logins: Array<number>(AUTH_LIMIT).fill(401),
      health: 200,
    });
    expect(shared).toEqual(limited);
  }, 120_000);

  it('records a payment once when the replica recording it is killed in the middle of the call', async () => {
    const { stack, sandbox, a } = running();
    const { booking, send } = book(randomUUID());
    const booked = await send();
    expect(booked.status).toBe(201);
    const reference = booked.body.reference as string;
    // The record call and the provider's webhook both ask the provider before they record: held there.
    const verify = sandbox.holdVerify(reference);
    await sandbox.pay({ reference, amountNaira: booked.body.amount as number, email: booking.email });
    const recording = call(`${a.url}${RECORD}`, { body: recordCall(booking, booked) }).then(
      (answer) => `answered ${answer.status}`,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    await until('the record call and the webhook at the provider', () => verify.arrived() >= 2);
    process.kill(a.service.pid, 'SIGKILL');
    expect(await a.service.exited).toBe('SIGKILL');
    verify.release();
    const cut = await recording;

    // The browser tries again through the balancer, which finds the other replica.
    const retried = await call(`${stack.balancerUrl}${RECORD}`, { body: recordCall(booking, booked) });
    while (sandbox.sandbox.pending.size > 0) await Promise.all(sandbox.sandbox.pending);
    const webhooks = sandbox.sandbox.webhooks.deliveries
      .filter((delivery) => delivery.reference === reference)
      .map((delivery) => delivery.statusCode ?? 0);
    const [row] = await query<{ payment: boolean; confirmed: number }>(
      `SELECT a.payment, count(o.id)::int AS confirmed FROM appointments a
         LEFT JOIN outbox_messages o ON o.appointment_id = a.id AND o.kind = 'payment-confirmed'
        WHERE a.reference = $1 GROUP BY a.id`,
      [reference],
    );
    console.info(
      `Outage, ${a.name} SIGKILLed during a payment's record call: the call → ${cut}; the browser's retry ` +
        `through nginx → ${retried.status} "${String(retried.body.message)}"; webhook attempts ` +
        `${JSON.stringify(webhooks)}; payment recorded ${row?.confirmed ?? 0} time(s)`,
    );
    expect(cut).not.toMatch(/^answered 2/);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe('paid');
    expect(webhooks.at(-1)).toBe(200);
    expect(row).toEqual({ payment: true, confirmed: 1 });
  }, 120_000);
});
