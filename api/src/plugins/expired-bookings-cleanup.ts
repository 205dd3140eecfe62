import fp from 'fastify-plugin';
import { removeExpiredBookings, type CleanupOutcome } from '../services/expired-bookings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention clean-up this process schedules (docs/PRODUCT.md, Payments and holds). */
    expiredBookingsCleanup: {
      /**
       * Runs the clean-up now, or joins the run in progress; answers what it removed, or `null` when
       * it failed (logged) or the app closed under it.
       */
      run(): Promise<CleanupOutcome | null>;
    };
  }
}

/**
 * Deletes expired unpaid bookings at start and then every EXPIRED_BOOKING_CLEANUP_HOURS, in the
 * background: the start does not wait for it, the timer does not keep the process alive, and closing
 * stops the run after its current batch. Several replicas take turns through the service's lock.
 */
export default fp(
  async (app) => {
    const intervalMs = app.config.retention.cleanupIntervalHours * 3_600_000;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<CleanupOutcome | null> | undefined;

    const deps = { ...app.deps, retention: app.config.retention, stopping: () => closing };
    const run = (): Promise<CleanupOutcome | null> => {
      running ??= removeExpiredBookings(deps, app.now())
        .then((outcome) => {
          app.log.info(
            { removed: outcome.removed, yielded: outcome.yielded },
            `expired unpaid bookings removed: ${outcome.removed}`,
          );
          return outcome;
        })
        .catch((error: unknown) => {
          if (!closing) app.log.error({ err: error }, 'the expired-bookings clean-up failed; it runs again later');
          return null;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    app.decorate('expiredBookingsCleanup', { run });
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'expired-bookings-cleanup', dependencies: ['repositories'] },
);
