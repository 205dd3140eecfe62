/**
 * E-mail figures (docs/BENCHMARKS.md, E-mail), on the embedded PGlite and, when DATABASE_URL names a
 * PostgreSQL server, on a throw-away database of that server, on real time (the queue's own
 * LISTEN/NOTIFY and polling):
 * - the time from the payment call's answer to the confirmation accepted by a local SMTP server
 *   (median and 95th percentile of BENCH_MAIL_RUNS paid bookings);
 * - how many e-mail jobs a second the queue sends: BENCH_MAIL_JOBS messages queued while no worker
 *   runs, then drained by one API instance and, on PostgreSQL, by two (each message arriving once);
 * - each e-mail's size: HTML and plain text as composed, and the whole message as sent (MIME).
 * Figures are printed, never asserted. Each e-mail's HTML is written to /tmp/clean-mail-<kind>.html.
 *   npm run bench:mail -w api          (DATABASE_URL=postgres://…: PostgreSQL as well)
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import MailComposer from 'nodemailer/lib/mail-composer';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { QUEUES } from '../src/jobs/job-queue';
import type { PaymentVerifier } from '../src/payments/verify-payment';
import { createPostgresDatabase, POSTGRES_URL } from '../test/helpers/postgres-server';
import { composeSample, EMAIL_KINDS } from '../test/helpers/email-samples';
import { CONSENT } from '../test/helpers/fixtures';

const RUNS = Number(process.env.BENCH_MAIL_RUNS) || 20;
const JOBS = Number(process.env.BENCH_MAIL_JOBS) || 1000;
/** Messages written per transaction when filling the queue (the figure is the sending). */
const QUEUE_BATCH = 100;

/** A local SMTP server that notes when each message to each recipient was accepted. */
async function startCatcher() {
  const arrivals: { at: number; to: string }[] = [];
  const waiters: { count: number; wake: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        arrivals.push({ at: performance.now(), to: session.envelope.rcptTo[0]?.address ?? '' });
        for (const waiter of waiters.filter((entry) => arrivals.length >= entry.count)) waiter.wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    arrivals,
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** Resolves once `count` messages in all were accepted. */
    until(count: number): Promise<void> {
      if (arrivals.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, wake: resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
type Catcher = Awaited<ReturnType<typeof startCatcher>>;

const paid: PaymentVerifier = { verify: async () => ({ status: 'paid' }) };

async function startApp(handle: DatabaseHandle, smtpUrl: string, url: string | undefined): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      UNPAID_HOLDS_PER_CONTACT: '1000000',
      UNPAID_HOLDS_PER_ADDRESS: '1000000',
      SMTP_URL: smtpUrl,
      ...(url ? { DATABASE_URL: url } : {}),
    }),
    database: handle,
    paymentVerifier: paid,
  });
  await app.ready();
  return app;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** Weekdays from two days ahead (Saturdays and Sundays have other hours), nine slots each. */
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

/** Books and pays RUNS times; answers each payment's time to its confirmation at the SMTP server (ms). */
async function paymentToInbox(app: FastifyInstance, catcher: Catcher): Promise<number[]> {
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
    const email = `bench-${run}@example.ng`;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/user/book-appointment',
      payload: {
        location: 'Lagos',
        firstName: 'Ngozi',
        lastName: 'Bench',
        email,
        phone: `+234 803 000 ${String(1000 + run).padStart(4, '0')}`,
        address: '12 Admiralty Way, Lekki Phase 1',
        notes: '',
        ...CONSENT,
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
    // "Booking received" first, so that the next arrival is the confirmation.
    await catcher.until(catcher.arrivals.length + 1);
    const before = catcher.arrivals.length;
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
    await catcher.until(before + 1);
    latencies.push((catcher.arrivals[before]?.at ?? answered) - answered);
  }
  return latencies;
}

/**
 * JOBS messages queued while no worker of `app` runs, then sent by `replicas` fresh instances: the
 * messages per second from their start to the last message accepted, and whether each arrived once.
 */
async function drain(
  app: FastifyInstance,
  replicas: (() => Promise<FastifyInstance>)[],
  catcher: Catcher,
  label: string,
): Promise<{ perSecond: number; once: boolean }> {
  await app.jobs.boss.offWork(QUEUES.deliverMessage.name);
  for (let start = 0; start < JOBS; start += QUEUE_BATCH) {
    await app.unitOfWork.db.transaction(async (tx) => {
      for (let index = start; index < Math.min(JOBS, start + QUEUE_BATCH); index += 1) {
        await app.repos.outbox.queue(tx, {
          kind: 'admin-contact-message',
          recipient: `${label}-${index}@example.ng`,
          appointmentId: null,
          payload: {
            id: `m${index}`,
            name: 'Ngozi Bench',
            email: 'ngozi@example.ng',
            subject: 'A quote',
            message: 'Hello',
          },
        });
      }
    });
  }
  const before = catcher.arrivals.length;
  const started = performance.now();
  const instances = await Promise.all(replicas.map((start) => start()));
  await catcher.until(before + JOBS);
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(instances.map((instance) => instance.close()));
  const mine = catcher.arrivals.slice(before).filter((arrival) => arrival.to.startsWith(`${label}-`));
  return {
    perSecond: JOBS / seconds,
    once: new Set(mine.map((arrival) => arrival.to)).size === JOBS && mine.length === JOBS,
  };
}

async function onEngine(url: string | undefined): Promise<void> {
  const catcher = await startCatcher();
  const open = () => openDatabase({ url, pgliteDir: 'memory://', poolSize: 10 });
  const handle = await open();
  const app = await startApp(handle, catcher.url, url);
  try {
    const sorted = (await paymentToInbox(app, catcher)).sort((a, b) => a - b);
    console.log(`\n${handle.description}`);
    console.log(
      `payment answered -> confirmation at the SMTP server (ms, ${RUNS} runs): median ${percentile(sorted, 0.5).toFixed(0)}, ` +
        `p95 ${percentile(sorted, 0.95).toFixed(0)}, min ${sorted[0]?.toFixed(0)}, max ${sorted.at(-1)?.toFixed(0)}`,
    );
    const single = await drain(app, [() => startApp(handle, catcher.url, url)], catcher, 'one');
    console.log(`${JOBS} e-mail jobs, one instance: ${single.perSecond.toFixed(1)} jobs/s, each once: ${single.once}`);
    if (url) {
      const handles: DatabaseHandle[] = [];
      const replica = async () => {
        const own = await open();
        handles.push(own);
        return startApp(own, catcher.url, url);
      };
      const two = await drain(app, [replica, replica], catcher, 'two');
      console.log(`${JOBS} e-mail jobs, two instances: ${two.perSecond.toFixed(1)} jobs/s, each once: ${two.once}`);
      await Promise.all(handles.map((own) => own.close()));
    }
  } finally {
    await app.close();
    await handle.close();
    await catcher.close();
  }
}

/** Each e-mail's size: HTML and text as composed, the message as nodemailer sends it (MIME, all parts). */
async function sizes(): Promise<void> {
  console.log('\nkind: HTML / text / as sent (bytes)');
  for (const kind of EMAIL_KINDS) {
    const mail = await composeSample(kind);
    writeFileSync(`/tmp/clean-mail-${kind}.html`, mail.html);
    const raw = await new MailComposer({ from: '"Sparkle" <hello@sparkle.example>', ...mail }).compile().build();
    console.log(`${kind}: ${Buffer.byteLength(mail.html)} / ${Buffer.byteLength(mail.text)} / ${raw.length}`);
  }
}

async function main(): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${cpus().length} cores`,
  );
  await sizes();
  await onEngine(undefined);
  if (POSTGRES_URL) {
    const database = await createPostgresDatabase();
    try {
      await onEngine(database.url);
    } finally {
      await database.drop();
    }
  }
  console.log(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} at the end`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
