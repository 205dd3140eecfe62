import fp from 'fastify-plugin';
import type { JobWithMetadata, PgBoss, SendOptions } from 'pg-boss';
import {
  QUEUES,
  createJobBoss,
  createQueues,
  isTestClock,
  sendInTransaction,
  type JobQueueOptions,
  type QueueName,
} from '../jobs/job-queue';
import type { Transaction } from '../db/transaction';
import { isDatabaseUnreachable, retryWhileUnreachable } from '../db/unreachable';

/** How often an idle worker looks for a job when nothing wakes it. */
const POLLING_INTERVAL_SECONDS = 2;
/** One job at a time per queue and process, with its retry count (the last attempt marks its message failed). */
const WORK_OPTIONS = {
  pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
  batchSize: 1,
  includeMetadata: true,
} as const;
/** How long closing waits for the jobs in progress before it lets them be retried elsewhere. */
const STOP_TIMEOUT_MS = 15_000;
/**
 * How long a job that failed because the database could not be reached is run again in place. A
 * restart takes seconds; pg-boss's own retry would wait its delay (a minute and more) or, as it cannot
 * record the failure either, the job's expiry (15 minutes). Every handler may run twice already (the
 * queue delivers at least once), so running it again is safe.
 */
const OUTAGE_RETRY_MS = 2 * 60_000;
/** How often the queue's failed polls are logged while the database is unreachable. */
const UNREACHABLE_LOG_INTERVAL_MS = 60_000;

export type JobHandler<T> = (job: JobWithMetadata<T>) => Promise<void>;

export interface Jobs {
  /** The queue itself: tests await its spies, the admin's outbox (later) retries through it. */
  readonly boss: PgBoss;
  /** Sends a job in the caller's transaction (it exists only if that commits). */
  sendInTransaction(tx: Transaction, name: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Registers the handler of a queue; this process starts working it when the app is ready, with
   * `workers` jobs at a time (one unless the queue's jobs mostly wait on another server).
   */
  work<T extends object>(name: QueueName, handler: JobHandler<T>, workers?: number): void;
  /** Asks the queue to send a job of `name` by the cron expression (UTC), from every process alike. */
  schedule(name: QueueName, cron: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * Starts pg-boss on the app's database (it installs or migrates its schema), creates the queues, and
 * once the app is ready works them and keeps their schedules. Closing stops the workers, letting the
 * job in progress finish (or be retried by another process after STOP_TIMEOUT_MS).
 */
export default fp<JobQueueOptions>(
  async (app, options) => {
    const boss = createJobBoss(app.database, options);
    // An unhandled 'error' event would end the process: the queue retries what failed, so log it. While
    // the database is unreachable every poll of every worker fails alike: once a minute says it.
    let quietUntil = 0;
    boss.on('error', (error) => {
      if (!isDatabaseUnreachable(error)) return app.log.error({ err: error }, 'job queue error');
      if (Date.now() < quietUntil) return;
      quietUntil = Date.now() + UNREACHABLE_LOG_INTERVAL_MS;
      app.log.warn({ err: error }, 'job queue: the database is unreachable; the queue resumes once it is back');
    });
    await boss.start();
    await createQueues(boss);

    const followTestClock = isTestClock(options.clock);
    const handlers = new Map<QueueName, { handler: JobHandler<object>; workers: number }>();
    const schedules = new Map<QueueName, string>();
    app.decorate<Jobs>('jobs', {
      boss,
      sendInTransaction: (tx, name, data, sendOptions) =>
        sendInTransaction(boss, tx, name, data, sendOptions, followTestClock),
      work(name, handler, workers = 1) {
        handlers.set(name, { handler: handler as JobHandler<object>, workers });
      },
      schedule(name, cron) {
        schedules.set(name, cron);
      },
    });

    app.addHook('onReady', async () => {
      for (const [name, cron] of schedules) await boss.schedule(name, cron, null, { tz: 'UTC' });
      for (const [name, { handler, workers }] of handlers) {
        // Each worker is registered on its own, so that each can wake itself (pg-boss's
        // localConcurrency answers only the first worker's id).
        for (let index = 0; index < workers; index += 1) {
          // Filled once pg-boss names the worker; its first job can come before that.
          const worker: { id?: string } = {};
          worker.id = await boss.work<object, void, typeof WORK_OPTIONS>(name, WORK_OPTIONS, async (jobs) => {
            for (const job of jobs) {
              let told = false;
              await retryWhileUnreachable(() => handler(job), {
                until: Date.now() + OUTAGE_RETRY_MS,
                onRetry: (error) => {
                  if (!told) app.log.warn({ err: error, queue: name, job: job.id }, 'job waits for the database');
                  told = true;
                },
              });
            }
            // A job came, so more may be waiting: look again at once. pg-boss otherwise waits its
            // polling interval after every job, one job per 2 s per queue, and a burst of messages (a
            // busy morning, a digest) would queue up for minutes. An empty fetch waits as before.
            if (jobs.length > 0 && worker.id) boss.notifyWorker(worker.id);
          });
        }
      }
    });
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);

export { QUEUES };
