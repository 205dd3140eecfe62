import type { FastifyInstance } from 'fastify';
import type { PlanActionDeps } from '../services/plan-actions';

/** What a plan action needs from the app, read per request (its clock): the customer's and the staff's routes. */
export function planActionDeps(app: FastifyInstance): PlanActionDeps {
  return {
    ...app.deps,
    refundProvider: app.refundProvider,
    planChargeHoursBefore: app.config.plans.chargeHoursBefore,
    horizonVisits: app.config.plans.horizonVisits,
    secret: app.config.manageLinkSecret,
    now: app.now(),
  };
}
