/**
 * The restore drill (README.md, "Backups and restore"): a PostgreSQL of the test's own archives its WAL
 * with pgBackRest exactly as the postgres service of docker-compose.yml does (its `-c` settings and
 * deploy/postgres/pgbackrest.conf: tooling/src/backup-repository.ts), into a bucket made by
 * deploy/postgres/make-bucket.sh on an S3 server of this machine, over HTTPS verified with a CA made by
 * deploy/postgres/make-certificates.sh (tooling/src/backup-s3.ts). The API migrates and seeds it, a full
 * backup is taken, then bookings and a payment are made through the API and the payment sandbox as a
 * customer makes them, some before a point in time and some after. The point is restored into a new
 * data folder, and the API, started on it, must show exactly what was there at that moment. Needs
 * pgbackrest, PostgreSQL's server binaries, openssl and curl: without them the drill fails in CI (CI
 * is set) and is skipped with a note elsewhere.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MINOR_UNITS_PER_NAIRA } from '@clean/shared/constants';
import type { Product } from '@clean/shared/schemas';
import pg from 'pg';
import { servers } from '../src/apps';
import { createBackupRepository, pgbackrestMissing, waitForPromotion } from '../src/backup-repository';
import { localS3Missing, startLocalS3 } from '../src/backup-s3';
import { repoRoot } from '../src/processes';
import { createPostgresCluster, postgresBinaries, type PostgresCluster } from '../src/postgres-cluster';
import { composeService, readCompose, readEnvFile, serviceEnvironment } from '../src/stack-compose';
import {
  answersHttp,
  ensureDatabase,
  freePort,
  startService,
  waitUntil,
  type RunningService,
} from '../src/stack-processes';
import { localFilesEnvironment, serverSpec } from '../src/stack-topology';
import { bookedService, bookingFor, call, freeSlots, lagosDatePlus, type Slot } from './stack-support';

const missing = [
  pgbackrestMissing(),
  postgresBinaries() ? undefined : "PostgreSQL's server binaries (Debian's package postgresql)",
  ...localS3Missing(),
].filter((what): what is string => what !== undefined);
const inCi = Boolean(process.env.CI);
if (missing.length > 0 && !inCi) {
  console.info(`The restore drill was NOT run: this machine lacks ${missing.join(', ')}.`);
}
const describeDrill = missing.length === 0 || inCi ? describe : describe.skip;

const LOCALHOST = '127.0.0.1';
/** The API's committed migrations (drizzle's journal): each must be in the restored database. */
const JOURNAL_FILE = path.join(repoRoot, 'api', 'drizzle', 'meta', '_journal.json');
const SUCCESS_CARD = { number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408' };
const compose = readCompose();
/** The site's runtime config names the provider's public key the booking page pays with. */
const PUBLIC_KEY = 'pk_test_sandbox_clean';

interface Booked {
  name: string;
  appointmentId: string;
  reference: string;
  email: string;
  amount: number;
  slot: Slot;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const seconds = (since: number) => (performance.now() - since) / 1000;

describeDrill('backups: the restore drill', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch((error: unknown) => console.error(error));
  }, 60_000);

  /** The payment sandbox as compose runs it (profile sandbox), its webhooks off: the record call records. */
  async function startPaymentSandbox(): Promise<{ apiUrl: string; checkoutUrl: string }> {
    const [apiPort, checkoutPort] = [await freePort(), await freePort()];
    const env = serviceEnvironment(composeService(compose, 'payment-sandbox'), readEnvFile(), {
      HOST: LOCALHOST,
      SANDBOX_API_PORT: String(apiPort),
      SANDBOX_CHECKOUT_PORT: String(checkoutPort),
      SANDBOX_WEBHOOK_URL: '',
      LOG_LEVEL: 'warn',
    });
    const service = startService(serverSpec('payment-sandbox', servers.paymentApi.dir, env));
    cleanup.push(() => service.stop());
    const checkoutUrl = `http://${LOCALHOST}:${checkoutPort}`;
    await waitUntil(service, 'answer /health', answersHttp(`${checkoutUrl}/health`));
    return { apiUrl: `http://${LOCALHOST}:${apiPort}`, checkoutUrl };
  }

  /** One API process as the stack runs it (compose's environment), on `databaseUrl`: it migrates at start. */
  async function startApi(databaseUrl: string, paymentApiUrl: string): Promise<{ url: string; api: RunningService }> {
    const port = await freePort();
    const env = {
      ...serviceEnvironment(
        composeService(compose, 'api'),
        { ...readEnvFile(), ADMIN_SIGNUP_CODE: 'drill-invitation-0123456789' },
        {
          HOST: LOCALHOST,
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          REDIS_URL: '',
          PAYMENT_API_URL: paymentApiUrl,
          ...localFilesEnvironment(path.join(repositoryHome, 'files')),
        },
      ),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
    };
    const api = startService(serverSpec('api', servers.api.dir, env));
    cleanup.push(() => api.stop());
    const url = `http://${LOCALHOST}:${port}`;
    await waitUntil(api, 'answer /api/health', answersHttp(`${url}/api/health`));
    return { url, api };
  }

  let repositoryHome = '';

  it('restores every booking and payment made before the point, none after, and the API starts on it', async () => {
    if (missing.length > 0) {
      throw new Error(
        `The restore drill needs ${missing.join(', ')}: .ci/run installs pgbackrest, openssl and curl; ` +
          "PostgreSQL's server comes with the machine (or set POSTGRES_BIN_DIR).",
      );
    }
    const s3 = await startLocalS3();
    cleanup.push(() => s3.close());
    const repository = await createBackupRepository({ s3 });
    cleanup.push(() => repository.destroy());
    repositoryHome = path.dirname(repository.repoPath);
    const cluster = await createPostgresCluster(repository.clusterOptions);
    cleanup.push(() => cluster.destroy());
    await repository.attach(cluster);
    await repository.makeBucket();
    await cluster.start();
    await repository.stanzaCreate();

    // Migrated and seeded by the API's own start, as in production.
    const databaseUrl = await ensureDatabase(cluster.url(), 'clean');
    const sandbox = await startPaymentSandbox();
    const first = await startApi(databaseUrl, sandbox.apiUrl);
    const products = await call(`${first.url}/api/admin/products`);
    const catalogue = products.body.products as Product[];
    const slots = await freeSlots(first.url, lagosDatePlus(2), bookedService(catalogue).durationMinutes);

    let visitor = 0;
    const book = async (name: string): Promise<Booked> => {
      const slot = slots.shift();
      if (!slot) throw new Error('No free slot left to book');
      visitor += 1;
      const request = bookingFor(catalogue, slot, visitor);
      const answer = await call(`${first.url}/api/user/book-appointment`, { body: request });
      expect([name, answer.status]).toEqual([name, 201]);
      const { appointmentId, reference } = answer.body as { appointmentId: string; reference: string };
      return { name, appointmentId, reference, email: request.email, amount: request.amount, slot };
    };
    /** What the booking page does: the popup's checkout charges the card, then the payment is recorded. */
    const pay = async (booking: Booked) => {
      const transaction = await call(`${sandbox.checkoutUrl}/checkout/transaction`, {
        body: {
          params: {
            key: PUBLIC_KEY,
            email: booking.email,
            amount: booking.amount * MINOR_UNITS_PER_NAIRA,
            ref: booking.reference,
            currency: 'NGN',
            metadata: { appointmentId: booking.appointmentId },
          },
        },
      });
      const { accessCode } = transaction.body.data as { accessCode: string };
      const charge = await call(`${sandbox.checkoutUrl}/checkout/charge`, { body: { accessCode, ...SUCCESS_CARD } });
      expect(charge.status).toBe(200);
      const service = bookedService(catalogue);
      const recorded = await call(`${first.url}/api/user/appointments`, {
        body: {
          date: booking.slot.date,
          time: booking.slot.time,
          service: service._id,
          frequency: service.frequency[0]?._id,
          appointmentId: booking.appointmentId,
          reference: booking.reference,
        },
      });
      expect([booking.name, recorded.status, recorded.body.status]).toEqual([booking.name, 200, 'paid']);
    };

    const beforeBackup = await book('booked before the backup');
    let started = performance.now();
    const backup = await repository.backup('full');
    const backupSeconds = seconds(started);

    const paidBefore = await book('booked and paid before the point');
    await pay(paidBefore);
    const paidAfter = await book('booked before the point, paid after it');
    // pgBackRest restores to a point only from a backup that ended in an earlier second; on a fast
    // machine the writes above fit in the backup's last second, so the clock is let pass it first.
    const [{ epoch } = { epoch: 0 }] = await query<{ epoch: number }>(
      databaseUrl,
      'SELECT extract(epoch FROM clock_timestamp())::float8 AS epoch',
    );
    const untilNextSecond = (backup.stoppedAt + 1 - epoch) * 1000;
    if (untilNextSecond > 0) await new Promise((resolve) => setTimeout(resolve, untilNextSecond));
    // The point: a moment after those commits, as an operator would read it off a clock.
    const [{ point } = { point: '' }] = await query<{ point: string }>(databaseUrl, 'SELECT now()::text AS point');
    await pay(paidAfter);
    const bookedAfter = await book('booked after the point');
    // Every write up to here is in the archive (pgbackrest check switches WAL and waits for it).
    await repository.check();
    const migrations = await query(
      databaseUrl,
      'SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id',
    );

    // The disaster: the server is gone. A new data folder gets the backup and the WAL up to the point.
    await first.api.stop();
    await cluster.stop('immediate');
    started = performance.now();
    const restoredDir = path.join(repositoryHome, 'restored');
    await repository.restore(restoredDir, point);
    const restored: PostgresCluster = await createPostgresCluster({
      ...repository.clusterOptions,
      existingDataDir: restoredDir,
    });
    cleanup.push(() => restored.destroy());
    await repository.attach(restored);
    await restored.start();
    await waitForPromotion(restored.url());
    const restoreSeconds = seconds(started);
    console.info(
      `Restore drill: full backup of ${(backup.databaseBytes / 1e6).toFixed(1)} MB ` +
        `(${(backup.repositoryBytes / 1e6).toFixed(1)} MB in the repository) in ${backupSeconds.toFixed(1)} s; ` +
        `restore to ${point}, WAL replayed and promoted, in ${restoreSeconds.toFixed(1)} s`,
    );

    const restoredUrl = restored.url('clean');
    const second = await startApi(restoredUrl, sandbox.apiUrl);
    // What each customer sees of their booking (receipt by reference and e-mail).
    const receipt = async (booking: Booked) => {
      const answer = await call(
        `${second.url}/api/user/bookings/${booking.reference}?contact=${encodeURIComponent(booking.email)}`,
      );
      return [booking.name, answer.status, (answer.body.booking as { status?: string } | undefined)?.status];
    };
    expect(await Promise.all([beforeBackup, paidBefore, paidAfter, bookedAfter].map(receipt))).toEqual([
      [beforeBackup.name, 200, 'awaiting-payment'],
      [paidBefore.name, 200, 'paid'],
      [paidAfter.name, 200, 'awaiting-payment'],
      [bookedAfter.name, 404, undefined],
    ]);
    const rows = await query<{ reference: string; payment: boolean }>(
      restoredUrl,
      'SELECT reference, payment FROM appointments ORDER BY reference',
    );
    expect(rows).toEqual(
      [
        { reference: beforeBackup.reference, payment: false },
        { reference: paidBefore.reference, payment: true },
        { reference: paidAfter.reference, payment: false },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    );
    // Every migration is there, and the API's start on the restored database applied none.
    expect(
      await query(restoredUrl, 'SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id'),
    ).toEqual(migrations);
    const journal = JSON.parse(readFileSync(JOURNAL_FILE, 'utf8')) as { entries: unknown[] };
    expect(migrations).toHaveLength(journal.entries.length);
    // And the restored server goes on archiving, on a new timeline, into the same repository.
    await repository.check();
  }, 180_000);
});
