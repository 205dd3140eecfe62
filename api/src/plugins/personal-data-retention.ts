import fp from 'fastify-plugin';
import { QUEUES } from '../jobs/job-queue';
import { anonymiseExpiredPersonalData } from '../services/personal-data-retention';

/** 03:00 in Lagos (02:00 UTC), a quiet hour: the personal data past its retention is anonymised. */
export const RETENTION_CRON = '0 2 * * *';

/** Schedules the daily retention job on the queue (every process alike; the queue runs it once). */
export default fp(
  async (app) => {
    const deps = {
      ...app.unitOfWork,
      audit: app.repos.audit,
      files: app.files,
      personalDataMonths: app.config.retention.personalDataMonths,
    };
    app.jobs.schedule(QUEUES.personalDataRetention.name, RETENTION_CRON);
    app.jobs.work(QUEUES.personalDataRetention.name, async () => {
      const { photoFailure, ...done } = await anonymiseExpiredPersonalData(deps, app.now());
      if (done.bookings + done.messages + done.photos > 0) {
        app.log.info(done, 'personal data past its retention anonymised');
      }
      if (photoFailure) {
        app.log.warn({ err: photoFailure }, "erased photos' files could not be removed: the next run tries again");
      }
    });
  },
  { name: 'personal-data-retention', dependencies: ['repositories', 'jobs'] },
);
