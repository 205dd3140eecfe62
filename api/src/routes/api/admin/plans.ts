import {
  adminPlanActionResponse,
  adminPlanPauseRequest,
  adminPlanResponse,
  adminPlanSkipRequest,
  adminPlansQuery,
  adminPlansResponse,
  idParams,
  planScheduleChange,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSecurity, errorResponses } from '../../../http/route-options';
import { sessionOf } from '../../../plugins/auth';
import { listPlans, planDetail, type AdminPlanDeps } from '../../../services/admin-plans';
import { staffCancelPlan, staffPausePlan, staffResumePlan, staffSkipPlanVisit } from '../../../services/plan-actions';
import { planActionDeps } from '../../plan-action-deps';
import { staffReschedulePlan } from '../../../services/plan-reschedule';

const TAGS = ['plans'];

/** The staff's actions: the customer's rules, refunds and e-mail (services/plan-actions.ts). */
const ACTION_ANSWERS =
  'Audited as the admin’s, with an e-mail to the customer. 404 unknown plan; 409 when the plan or the ' +
  'cut-offs do not allow it (the message says which).';

/** Recurring plans in the console (docs/PRODUCT.md, Recurring plans): the list, a plan's page, its actions. */
const plans: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const readDeps = (): AdminPlanDeps => ({
    ...app.deps,
    db: app.database.db,
    planChargeHoursBefore: app.config.plans.chargeHoursBefore,
    now: app.now(),
  });
  const answer = async (id: string, message: string) => ({
    success: true as const,
    message,
    plan: await planDetail(readDeps(), id),
  });

  app.get(
    '/plans',
    {
      schema: {
        tags: TAGS,
        summary: 'One page of the recurring plans, newest first',
        description:
          '`status` (pending: the first visit is not paid yet; active, paused or cancelled; all when absent), ' +
          '`page` (from 1) of `pageSize` (1 to 100, default 20). Each plan with its next visit, the time its ' +
          'card is charged next and its last charge.',
        security: adminSecurity,
        querystring: adminPlansQuery,
        response: { 200: adminPlansResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const found = await listPlans(readDeps(), status, page, pageSize);
      return { success: true as const, ...found, page, pageSize };
    },
  );

  app.get(
    '/plans/:id',
    {
      schema: {
        tags: TAGS,
        summary: "A plan's terms, card, visits (past and ahead) and charges, and the staff's actions",
        description:
          'The card as the provider described it (brand, last four digits), never its authorization. Each ' +
          'visit says whether it may be skipped now. 404 unknown plan.',
        security: adminSecurity,
        params: idParams,
        response: { 200: adminPlanResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ success: true as const, plan: await planDetail(readDeps(), request.params.id) }),
  );

  app.post(
    '/plans/:id/skip',
    {
      schema: {
        tags: TAGS,
        summary: 'Skip one visit of the plan',
        description:
          'The visit is cancelled and its crew freed, never charged; a paid one is refunded under the ' +
          `cancellation policy. The plan makes its next visit. 404 also when the visit is not this plan's. ${ACTION_ANSWERS}`,
        security: adminSecurity,
        params: idParams,
        body: adminPlanSkipRequest.strict(),
        response: { 200: adminPlanActionResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffSkipPlanVisit(planActionDeps(app), id, request.body.appointmentId, sessionOf(request).admin);
      return answer(id, 'The visit is skipped.');
    },
  );

  app.post(
    '/plans/:id/pause',
    {
      schema: {
        tags: TAGS,
        summary: 'Pause the plan until a date',
        description:
          '`until`: after today, at most PLAN_PAUSE_MAX_DAYS ahead (400 otherwise, nothing changed). Its visits ' +
          'before then are cancelled and freed (paid ones refunded under the cancellation policy); none is ' +
          `made or charged before it, and the plan resumes by itself on that day. ${ACTION_ANSWERS}`,
        security: adminSecurity,
        params: idParams,
        body: adminPlanPauseRequest.strict(),
        response: { 200: adminPlanActionResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffPausePlan(planActionDeps(app), id, request.body.until, sessionOf(request).admin);
      return answer(id, `The plan is paused until ${request.body.until}.`);
    },
  );

  app.post(
    '/plans/:id/reschedule',
    {
      schema: {
        tags: TAGS,
        summary: "Change the day or time of the plan's visits to come",
        description:
          "The customer's rules: `from` (after today, at most PLAN_PAUSE_MAX_DAYS ahead) and `time` (a start " +
          'time offered that day; 400 otherwise, nothing changed). The visits to come move so the first falls on ' +
          '`from` at `time`, the interval continuing from there; a full slot moves its visit to the nearest free ' +
          'time (409 when none that day or the next: nothing moved). Paid or charged visits and those inside ' +
          `the reschedule cut-off stay, and \`from\` must come after them. ${ACTION_ANSWERS}`,
        security: adminSecurity,
        params: idParams,
        body: planScheduleChange.strict(),
        response: { 200: adminPlanActionResponse, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffReschedulePlan(planActionDeps(app), id, request.body, sessionOf(request).admin);
      return answer(id, 'The plan has its new day and time.');
    },
  );

  app.post(
    '/plans/:id/resume',
    {
      schema: {
        tags: TAGS,
        summary: 'Resume a paused plan now',
        description:
          'The plan is active again at once: the visits its pause passed over from today on are made (each ' +
          'in its slot or the nearest free time); those the pause cancelled stay cancelled. 409 when the ' +
          `plan is not paused. ${ACTION_ANSWERS}`,
        security: adminSecurity,
        params: idParams,
        response: { 200: adminPlanActionResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffResumePlan(planActionDeps(app), id, sessionOf(request).admin);
      return answer(id, 'The plan is running again.');
    },
  );

  app.post(
    '/plans/:id/cancel',
    {
      schema: {
        tags: TAGS,
        summary: 'Cancel the plan',
        description:
          'Its visits to come are cancelled and their crews freed; the paid ones are refunded under the ' +
          "cancellation policy through the provider's Refund API (a paid visit past the cut-off goes ahead). " +
          ACTION_ANSWERS,
        security: adminSecurity,
        params: idParams,
        response: { 200: adminPlanActionResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await staffCancelPlan(planActionDeps(app), id, sessionOf(request).admin);
      return answer(id, 'The plan is cancelled.');
    },
  );
};

export default plans;
