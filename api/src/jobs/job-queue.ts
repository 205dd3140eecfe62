/**
 * The persistent job queue (docs/DECISIONS.md, "Background jobs on pg-boss"): pg-boss in its own
 * `pgboss` schema of the app's database. On PGlite it runs on the app's own instance (one process owns
 * the folder); on PostgreSQL on a small pool of its own to the same database, so every replica takes
 * jobs from one queue and each job runs once. A job sent with `sendInTransaction` is part of the
 * caller's transaction: it exists if and only if the change that caused it committed.
 */
import { sql } from 'drizzle-orm';
import {
  CLOCK_OVERRIDE_SETTING,
  PgBoss,
  fromDrizzle,
  fromPglite,
  type Clock,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Transaction } from '../db/transaction';

/** The queues, with their retry policy (pg-boss keeps a job that used its last retry as 'failed'). */
export const QUEUES = {
  /** The retention clean-up of expired unpaid bookings, scheduled every EXPIRED_BOOKING_CLEANUP_HOURS. */
  expiredBookingsCleanup: { name: 'expired-bookings-cleanup', retryLimit: 2, retryDelay: 300, retryBackoff: true },
  /** Queues the reminders that came due (every 15 minutes). */
  queueReminders: { name: 'queue-reminders', retryLimit: 2, retryDelay: 60, retryBackoff: true },
  /** Anonymises personal data past its retention (daily; docs/PRODUCT.md, "Your data"). */
  personalDataRetention: { name: 'personal-data-retention', retryLimit: 2, retryDelay: 300, retryBackoff: true },
  /** Queues the admins' daily digest of paid bookings (each morning). */
  bookingDigest: { name: 'booking-digest', retryLimit: 2, retryDelay: 300, retryBackoff: true },
  /** Makes the plans' next visits up to PLAN_HORIZON_VISITS ahead (hourly). */
  extendPlans: { name: 'extend-plans', retryLimit: 2, retryDelay: 300, retryBackoff: true },
  /**
   * Charges the plans' visits that came due (every 15 minutes). A retry of the job charges nothing
   * twice: each attempt is claimed in the database before the provider is asked (services/plan-charges.ts).
   */
  chargePlanVisits: { name: 'charge-plan-visits', retryLimit: 2, retryDelay: 120, retryBackoff: true },
  /**
   * One outbox message to send. A refused or unreachable mail server is retried with exponential
   * backoff: about 1, 2, 4, 8 minutes, then the message shows as failed with the server's reason.
   */
  deliverMessage: {
    name: 'deliver-message',
    // A new message wakes a worker at once (LISTEN/NOTIFY) instead of at its next poll.
    notify: true,
    retryLimit: 4,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 3600,
  },
} as const satisfies Record<string, Queue>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]['name'];

/** The schema pg-boss installs and migrates itself at start. */
export const JOB_SCHEMA = 'pgboss';
/** Connections of pg-boss's own pool on PostgreSQL (polling, maintenance, the schedule). */
const POSTGRES_POOL_SIZE = 3;

export interface JobQueueOptions {
  /** Time and timers of the queue: a test passes pg-boss's TestClock and moves it by hand. */
  clock?: Clock;
  /** pg-boss's job spies, which tests await (not for production). */
  spies?: boolean;
}

/** A pg-boss over the app's database; `start()` installs or migrates its schema. */
export function createJobBoss(handle: DatabaseHandle, options: JobQueueOptions = {}): PgBoss {
  const common = {
    schema: JOB_SCHEMA,
    useListenNotify: true,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.spies ? { __test__enableSpies: true } : {}),
  };
  if (handle.kind === 'pglite') return new PgBoss({ ...common, db: fromPglite(handle.client), backend: 'pglite' });
  // pg's typings omit the options the pool keeps.
  const { connectionString } = (handle.pool as unknown as { options: { connectionString?: string } }).options;
  if (!connectionString) throw new Error('The PostgreSQL pool has no connection string for the job queue');
  return new PgBoss({ ...common, connectionString, max: POSTGRES_POOL_SIZE, application_name: 'clean-api jobs' });
}

/** Creates the queues that are missing, with their policy (an existing queue keeps its stored one). */
export async function createQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const { name, ...policy } of Object.values(QUEUES)) {
    if (!existing.has(name)) await boss.createQueue(name, policy);
  }
}

/** A clock a test drives: pg-boss's TestClock attaches itself to the queue's schema. */
export function isTestClock(clock: Clock | undefined): boolean {
  return clock !== undefined && 'attach' in clock;
}

/**
 * Sends a job in `tx`: it is queued only if `tx` commits.
 *
 * `followTestClock`: under a TestClock, pg-boss's SQL reads the time through `pgboss.job_now()`, which
 * answers the test's time only in sessions that opted in (pg-boss opts in its own). On PostgreSQL the
 * app's transaction is a session of the app's pool, so without the opt-in the job was stamped with the
 * server's real time: its `keep_until` (start + 14 days) lay years before the test's time, and the
 * queue's first maintenance pass deleted it as expired before a worker took it (the message stayed
 * 'queued' for ever). `SET LOCAL` opts in this transaction only; PGlite's single session already is.
 */
export async function sendInTransaction(
  boss: PgBoss,
  tx: Transaction,
  name: QueueName,
  data: object,
  options: SendOptions = {},
  followTestClock = false,
): Promise<string | null> {
  if (followTestClock) await tx.execute(sql.raw(`SET LOCAL ${CLOCK_OVERRIDE_SETTING} = 'on'`));
  // drizzle's `execute` answers `unknown` rows where the adapter's type wants arrays; it reads them alike.
  const adapterTx = tx as unknown as Parameters<typeof fromDrizzle>[0];
  return boss.send(name, data, { ...options, db: fromDrizzle(adapterTx, sql) });
}

/** Installs or migrates the queue's schema and queues, then stops (a template database, a command). */
export async function installJobSchema(handle: DatabaseHandle): Promise<void> {
  const boss = createJobBoss(handle);
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    // On PostgreSQL the queue has a pool of its own, which must end too; PGlite's client is the caller's.
    await boss.stop({ graceful: false, close: handle.kind === 'postgres' });
  }
}
