import { planAcceptPriceRequest, planSizeRequest, receiptParams, receiptResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planActionDeps } from '../../plan-action-deps';
import { errorResponses } from '../../../http/route-options';
import { acceptPlanPrice, type PlanPriceDeps } from '../../../services/plan-price';
import { changePlanSize, type PlanSizeDeps } from '../../../services/plan-size';
import type { ManageLinkOptions } from './manage-link';

/**
 * The customer accepts the catalogue's new price for their plan (docs/PRODUCT.md, Recurring plans), or
 * changes its home size and extras ("A price that fits the home").
 */
const planPrice: FastifyPluginAsyncZod<ManageLinkOptions> = async (app, { manageLimit }) => {
  app.post(
    '/bookings/:reference/plan/accept-price',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: "Accept the catalogue's new price for the booking's plan (manage link)",
        description:
          "`amount`: the price per visit the customer was shown (the receipt's `plan.offeredAmount`). From " +
          'now on the plan and its visits not charged yet (no charge attempt in flight or paid, not waiting ' +
          "for the customer's own payment) have that price; paid and charged visits keep theirs. Audited as " +
          "the customer's on each visit repriced. 409, nothing changed: not a plan's visit, the plan not " +
          'started or cancelled, no new price, or `amount` is not the price now (it changed again; the ' +
          'message names it). 404 an invalid link. Rate limited per address, and per booking with a valid token (RATE_LIMIT_MANAGE).',
        params: receiptParams,
        body: planAcceptPriceRequest.strict(),
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const deps: PlanPriceDeps = { ...planActionDeps(app), planPrices: app.deps.planPrices };
      const booking = await acceptPlanPrice(deps, request.params.reference, request.body);
      return {
        success: true as const,
        message: 'Your plan has its new price.',
        booking,
        serverTime: deps.now.toISOString(),
      };
    },
  );

  app.post(
    '/bookings/:reference/plan/size',
    {
      preHandler: manageLimit,
      schema: {
        tags: ['user'],
        summary: "Change the home size and extras of the booking's plan (manage link)",
        description:
          "`size`: a count per home size and a quantity per extra of the plan's service; `amount`: the price " +
          "per visit the customer was shown for it (the catalogue's quote now, with the plan's area's " +
          'surcharge). The plan and its visits not charged yet (as accept-price: no charge attempt in flight ' +
          "or paid, not waiting for the customer's own payment, not started) take that price, its lines and " +
          "its length, each visit keeping its crew when free for the new length (else another crew's). " +
          "Audited as the customer's on each visit changed. 400 a count out of bounds (field `size`). 409, " +
          "nothing changed: not a plan's visit, the plan not started or cancelled, its service no longer " +
          'offered, `amount` not the quote now (the message names it), or a visit no crew is free for at ' +
          'the new length (the message names its date). 404 an invalid link. Rate limited as accept-price.',
        params: receiptParams,
        body: planSizeRequest.strict(),
        response: { 200: receiptResponse, ...errorResponses(400, 404, 409, 413, 429) },
      },
    },
    async (request) => {
      const deps: PlanSizeDeps = { ...planActionDeps(app), planPrices: app.deps.planPrices };
      const booking = await changePlanSize(deps, request.params.reference, request.body);
      return {
        success: true as const,
        message: 'Your plan has its new home size: the visits not charged yet have the new price and length.',
        booking,
        serverTime: deps.now.toISOString(),
      };
    },
  );
};

export default planPrice;
