/**
 * WhatsApp delivery time (docs/BENCHMARKS.md, "Messages on WhatsApp and SMS"), on the embedded PGlite
 * and, when DATABASE_URL names a PostgreSQL server, on a throw-away database of that server, on real
 * time: from the payment call's answer to the 'payment confirmed' WhatsApp message recorded as
 * 'delivered' from the provider's signed webhook (median and 95th percentile of BENCH_MESSAGING_RUNS
 * paid bookings). The provider is the messaging sandbox in this process, on loopback, with
 * BENCH_MESSAGING_STEP_MS (50) between its states: the figure is ours (the job, the send, the webhook)
 * plus that step, not a phone network's. Figures are printed, never asserted.
 *   npm run bench:messaging -w api          (DATABASE_URL=postgres://…: PostgreSQL as well)
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONFIG, type MessagingConfig } from '../../messaging-sandbox/src/config';
import { buildMessagingSandbox, createSandbox } from '../../messaging-sandbox/src/server';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { PaymentVerifier } from '../src/payments/verify-payment';
import { CONSENT, queryRows } from '../test/helpers/fixtures';
import { createPostgresDatabase, POSTGRES_URL } from '../test/helpers/postgres-server';
import { freePort } from '../test/helpers/server-process';

const RUNS = Number(process.env.BENCH_MESSAGING_RUNS) || 20;
const STEP_MS = Number(process.env.BENCH_MESSAGING_STEP_MS) || 50;
/** How often the database is asked whether the report arrived. */
const POLL_MS = 5;

const paid: PaymentVerifier = { verify: async () => ({ status: 'paid' }) };
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sandbox, its webhooks bound for the API that will listen on `apiPort`. */
async function startSandbox(apiPort: number) {
  const config: MessagingConfig = structuredClone(DEFAULT_CONFIG);
  config.stepMs = STEP_MS;
  config.whatsapp.webhookUrl = `http://127.0.0.1:${apiPort}/api/messaging/whatsapp/webhook`;
  config.termii.webhookUrl = `http://127.0.0.1:${apiPort}/api/messaging/termii/webhook`;
  process.env.LOG_LEVEL = 'silent';
  const server = buildMessagingSandbox(createSandbox(config));
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, url, config };
}

async function startApp(handle: DatabaseHandle, sandbox: Awaited<ReturnType<typeof startSandbox>>, port: number) {
  const { whatsapp, termii } = sandbox.config;
  const app = await buildApp({
    config: loadConfig({
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      UNPAID_HOLDS_PER_CONTACT: '1000000',
      UNPAID_HOLDS_PER_ADDRESS: '1000000',
      WHATSAPP_API_URL: sandbox.url,
      WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: whatsapp.accessToken,
      WHATSAPP_APP_SECRET: whatsapp.appSecret,
      WHATSAPP_VERIFY_TOKEN: 'bench-verify-token',
      TERMII_API_URL: sandbox.url,
      TERMII_API_KEY: termii.apiKey,
      TERMII_SENDER_ID: termii.senderIds[0] ?? 'Sparkle',
      TERMII_SECRET_KEY: termii.secretKey,
    }),
    database: handle,
    paymentVerifier: paid,
  });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

/** Weekdays from two days ahead, six slots each. */
function* slots(): Generator<{ date: string; time: string }> {
  const day = new Date(Date.now() + 2 * 86_400_000);
  for (;;) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      const date = day.toISOString().slice(0, 10);
      for (const time of ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM']) yield { date, time };
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

/** The confirmation's delivery state, once it has one past 'sent'. */
async function delivered(handle: DatabaseHandle, appointmentId: string): Promise<boolean> {
  const rows = await queryRows<{ state: string | null }>(
    handle,
    sql`SELECT delivery_state AS state FROM outbox_messages
        WHERE appointment_id = ${appointmentId} AND kind = 'payment-confirmed' AND channel = 'whatsapp'`,
  );
  return rows.some((row) => row.state === 'delivered' || row.state === 'read');
}

/** Books (choosing WhatsApp) and pays RUNS times; answers each payment's time to 'delivered' (ms). */
async function paymentToDelivered(app: FastifyInstance, handle: DatabaseHandle): Promise<number[]> {
  const catalogue = (await app.inject({ method: 'GET', url: '/api/admin/products' })).json() as {
    products: { _id: string; services: { _id: string; frequency: { _id: string; amount: number }[] }[] }[];
  };
  const [product] = catalogue.products;
  const service = product?.services[0];
  const frequency = service?.frequency[0];
  if (!product || !service || !frequency) throw new Error('The seeded catalogue is empty');
  const latencies: number[] = [];
  const free = slots();
  for (let run = 0; run < RUNS; run += 1) {
    const { date, time } = free.next().value as { date: string; time: string };
    const booked = await app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: {
        location: 'Lagos',
        firstName: 'Ngozi',
        lastName: 'Bench',
        email: `bench-${run}@example.ng`,
        phone: `+234 803 000 ${String(1000 + run).padStart(4, '0')}`,
        address: '12 Admiralty Way, Lekki Phase 1',
        notes: '',
        ...CONSENT,
        contactChannel: 'whatsapp',
        date,
        time,
        product: product._id,
        service: service._id,
        frequency: frequency._id,
        amount: frequency.amount,
      },
    });
    if (booked.statusCode !== 201) throw new Error(`booking answered ${booked.statusCode}: ${booked.body}`);
    const answer = booked.json() as { appointmentId: string; reference: string };
    const recorded = await app.inject({
      method: 'POST',
      url: '/api/user/appointments',
      payload: {
        appointmentId: answer.appointmentId,
        reference: answer.reference,
        date,
        time,
        service: service._id,
        frequency: frequency._id,
      },
    });
    if (recorded.statusCode !== 200) throw new Error(`payment answered ${recorded.statusCode}: ${recorded.body}`);
    const answered = performance.now();
    const deadline = answered + 60_000;
    while (!(await delivered(handle, answer.appointmentId))) {
      if (performance.now() > deadline) throw new Error(`run ${run}: the confirmation was not delivered in 60 s`);
      await wait(POLL_MS);
    }
    latencies.push(performance.now() - answered);
  }
  return latencies;
}

async function onEngine(url: string | undefined): Promise<void> {
  const port = await freePort();
  const sandbox = await startSandbox(port);
  const handle = await openDatabase({ url, pgliteDir: 'memory://', poolSize: 10 });
  const app = await startApp(handle, sandbox, port);
  try {
    const sorted = (await paymentToDelivered(app, handle)).sort((a, b) => a - b);
    console.log(`\n${handle.description}`);
    console.log(
      `payment answered -> WhatsApp 'payment confirmed' delivered (ms, ${RUNS} runs, provider step ${STEP_MS} ms): ` +
        `median ${percentile(sorted, 0.5).toFixed(0)}, p95 ${percentile(sorted, 0.95).toFixed(0)}, ` +
        `min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}`,
    );
  } finally {
    await app.close();
    await handle.close();
    await sandbox.server.close();
  }
}

async function main(): Promise<void> {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
  console.log(`load average ${load()} on ${cpus().length} cores`);
  await onEngine(undefined);
  if (POSTGRES_URL) {
    const database = await createPostgresDatabase();
    try {
      await onEngine(database.url);
    } finally {
      await database.drop();
    }
  }
  console.log(`\nload average ${load()} at the end`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
