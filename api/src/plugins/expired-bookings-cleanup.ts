import fp from 'fastify-plugin';
import { QUEUES } from '../jobs/job-queue';
import { removeExpiredBookings, type CleanupOutcome } from '../services/expired-bookings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention clean-up (docs/PRODUCT.md, Payments and holds), a scheduled job of the queue. */
    expiredBookingsCleanup: {
      /** Runs the clean-up now (what the scheduled job does) and answers what it removed. */
      run(): Promise<CleanupOutcome>;
    };
  }
}

/**
 * The queue's cron for a clean-up every `hours` (UTC): every n hours from midnight below a day, every
 * n days at midnight from a day on (EXPIRED_BOOKING_CLEANUP_HOURS, 1-168).
 */
export function cleanupCron(hours: number): string {
  if (hours < 24) return `0 */${hours} * * *`;
  return `0 0 */${Math.round(hours / 24)} * *`;
}

/**
 * Deletes expired unpaid bookings as a scheduled job: the queue sends one job per occurrence whatever
 * the number of API processes, and one of them runs it; a failed run is retried with backoff. Closing
 * stops a run after its current batch (the queue's stop waits for it). The service's try-lock stays:
 * a run started by hand never overlaps the job's.
 */
export default fp(
  async (app) => {
    let closing = false;
    const deps = { ...app.deps, retention: app.config.retention, stopping: () => closing };
    const run = async (): Promise<CleanupOutcome> => {
      const outcome = await removeExpiredBookings(deps, app.now());
      app.log.info(
        { removed: outcome.removed, yielded: outcome.yielded },
        `expired unpaid bookings removed: ${outcome.removed}`,
      );
      return outcome;
    };

    app.decorate('expiredBookingsCleanup', { run });
    app.jobs.schedule(QUEUES.expiredBookingsCleanup.name, cleanupCron(app.config.retention.cleanupIntervalHours));
    app.jobs.work(QUEUES.expiredBookingsCleanup.name, async () => {
      await run();
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
  },
  { name: 'expired-bookings-cleanup', dependencies: ['repositories', 'jobs'] },
);
