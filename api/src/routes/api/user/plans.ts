import {
  planActionRequest,
  planCardCheckout,
  planCardRequest,
  planCardVerifyRequest,
  planPauseRequest,
  planRescheduleRequest,
  receiptParams,
  receiptResponse,
} from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, rateLimited } from '../../../http/route-options';
import { cancelPlan, pausePlan, skipPlanVisit } from '../../../services/plan-actions';
import { CARD_CHANGED, startCardChange, verifyCardChange } from '../../../services/plan-card';
import { reschedulePlan } from '../../../services/plan-reschedule';
import { planActionDeps } from '../../plan-action-deps';
import { receiptAnswer, type ManageLinkOptions } from './manage-link';

/** A booking's plan from its manage link (docs/PRODUCT.md, Recurring plans): skip, pause, move, card, cancel. */
const plans: FastifyPluginAsyncZod<ManageLinkOptions> = async (app, { manageLimit }) => {
  const limit = rateLimited(app.config, 'publicWrite');

  /** The plan actions' shared schema parts: who may call, and the answers. */
  const planAction = (summary: string, description: string) => ({
    tags: ['user'],
    summary,
    description:
      `${description} Audited as the customer's, with a message to them. 409 when the booking is not a ` +
      'plan visit, or the plan or the cut-offs do not allow it (the message says which); 404 an invalid ' +
      'link. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
    params: receiptParams,
    response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
  });

  app.post(
    '/bookings/:reference/plan/skip',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Skip this visit of the booking's plan (manage link)",
          'The visit is cancelled and its crew freed; it is never charged (a paid one is refunded under the ' +
            'cancellation policy). The plan makes its next visit, so it keeps PLAN_HORIZON_VISITS ahead.',
        ),
        body: planActionRequest.strict(),
      },
    },
    async (request) =>
      receiptAnswer(
        app,
        await skipPlanVisit(planActionDeps(app), request.params.reference, request.body),
        'This visit is skipped.',
      ),
  );

  app.post(
    '/bookings/:reference/plan/pause',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Pause the booking's plan until a date (manage link)",
          '`until`: after today, at most PLAN_PAUSE_MAX_DAYS ahead (400 otherwise). Its visits before then ' +
            'are cancelled and freed (paid ones refunded under the cancellation policy); none is made or ' +
            'charged before it, and the plan resumes by itself on that day.',
        ),
        body: planPauseRequest.strict(),
      },
    },
    async (request) =>
      receiptAnswer(
        app,
        await pausePlan(planActionDeps(app), request.params.reference, request.body),
        `Your plan is paused until ${request.body.until}.`,
      ),
  );

  app.post(
    '/bookings/:reference/plan/reschedule',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Change the day or time of the booking's plan (manage link)",
          '`from` (after today, at most PLAN_PAUSE_MAX_DAYS ahead) and `time` (a start time offered that day; ' +
            '400 otherwise, nothing changed): the visits to come move so the first falls on `from` at `time`, the ' +
            'interval continuing from there; a full slot moves its visit to the nearest free time (409 when none ' +
            'that day or the next: nothing moved). Paid or charged visits and those inside the reschedule ' +
            'cut-off stay, and `from` must come after them.',
        ),
        body: planRescheduleRequest.strict(),
      },
    },
    async (request) =>
      receiptAnswer(
        app,
        await reschedulePlan(planActionDeps(app), request.params.reference, request.body),
        'Your plan has its new day and time.',
      ),
  );

  app.post(
    '/bookings/:reference/plan/card',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: "Start changing the card of the booking's plan: a popup payment of its next visit (manage link)",
        description:
          '`consent: true`: the card that pays is charged before each later visit (400 otherwise). Answers the ' +
          "payment the popup makes: the plan's next visit that is neither paid nor being charged (a visit " +
          'waiting for payment after refused charges included), its amount, and a reference of its own ' +
          '(`{visit reference}-K{n}`; a change of the same visit still open is answered again). While it is ' +
          'open the charging job leaves that visit alone. 409 when the booking is not a plan visit, the plan is ' +
          'cancelled or not started, no visit is to pay, or that visit starts within the cut-off (the message ' +
          'says which; nothing is written); 404 an invalid link. Rate limited per address, and per ' +
          'booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: planCardRequest.strict(),
        response: { 200: planCardCheckout, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => startCardChange(planActionDeps(app), request.params.reference, request.body),
  );

  app.post(
    '/bookings/:reference/plan/card/verify',
    {
      config: limit,
      schema: {
        tags: ['user'],
        summary: 'Record the payment of a card change after the popup (manage link)',
        description:
          'Verifies the card change of `reference` with the provider, as a booking payment is verified (409 ' +
          'refused, 502 provider unreachable; nothing changed). Once: the visit is paid, the card that paid ' +
          "replaces the plan's saved one (its authorization encrypted; brand and last four digits shown), the " +
          "customer's consent is recorded, the change audited (`plan.card-changed`) and e-mailed. A repeat, or " +
          "the provider's webhook first, answers the same and changes nothing. 404 an invalid link or a " +
          'reference that is no card change of this plan.',
        params: receiptParams,
        body: planCardVerifyRequest.strict(),
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429, 502) },
      },
    },
    async (request) => {
      const { receipt, recorded } = await verifyCardChange(
        { ...planActionDeps(app), appointments: app.deps.appointments, verifier: app.paymentVerifier },
        request.params.reference,
        request.body,
      );
      return receiptAnswer(app, receipt, recorded.status === 'paid' ? CARD_CHANGED : recorded.message);
    },
  );

  app.post(
    '/bookings/:reference/plan/cancel',
    {
      preHandler: manageLimit,
      schema: {
        ...planAction(
          "Cancel the booking's plan (manage link)",
          'Its visits to come are cancelled and their crews freed; the paid ones are refunded under the ' +
            "cancellation policy through the provider's Refund API (a paid visit past the cut-off goes ahead).",
        ),
        body: planActionRequest.strict(),
      },
    },
    async (request) =>
      receiptAnswer(
        app,
        await cancelPlan(planActionDeps(app), request.params.reference, request.body),
        'Your plan is cancelled.',
      ),
  );
};

export default plans;
