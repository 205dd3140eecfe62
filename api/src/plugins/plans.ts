import fp from 'fastify-plugin';
import { QUEUES } from '../jobs/job-queue';
import { chargeDueVisits } from '../services/plan-charges';
import { extendPlans } from '../services/plan-visits';

/** The horizon's run: hourly, at minute 5 (UTC). */
export const EXTEND_PLANS_CRON = '5 * * * *';
/** The charges' run: every 15 minutes. */
export const CHARGE_PLAN_VISITS_CRON = '*/15 * * * *';

/**
 * Recurring plans' background work on the job queue (docs/PRODUCT.md, Recurring plans): the rolling
 * horizon of each active plan's visits, and the charges of the visits that came due. Every process
 * schedules both alike; pg-boss runs each scheduled job once, and both services are safe when two
 * workers run them at once (plan and visit locks, unique visit numbers and attempts).
 */
export default fp(
  async (app) => {
    const visitDeps = {
      ...app.deps,
      horizonVisits: app.config.plans.horizonVisits,
    };
    app.jobs.schedule(QUEUES.extendPlans.name, EXTEND_PLANS_CRON);
    app.jobs.work(QUEUES.extendPlans.name, async () => {
      const made = await extendPlans(visitDeps, app.now());
      if (made > 0) app.log.info({ made }, `plan visits made: ${made}`);
    });
    app.jobs.schedule(QUEUES.chargePlanVisits.name, CHARGE_PLAN_VISITS_CRON);
    app.jobs.work(QUEUES.chargePlanVisits.name, async () => {
      const outcomes = await chargeDueVisits(
        {
          ...visitDeps,
          verifier: app.paymentVerifier,
          charger: app.cardCharger,
          chargeHoursBefore: app.config.plans.chargeHoursBefore,
          reconcileMinutes: app.config.plans.reconcileMinutes,
          now: app.now(),
        },
        app.now(),
      );
      if (outcomes.length > 0) app.log.info({ outcomes }, `plan visits charged: ${outcomes.length}`);
    });
  },
  { name: 'plans', dependencies: ['repositories', 'jobs'] },
);
