import { planAcceptPriceRequest, receiptParams, receiptResponse } from '@clean/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planActionDeps } from '../../plan-action-deps';
import { errorResponses } from '../../../http/route-options';
import { acceptPlanPrice, type PlanPriceDeps } from '../../../services/plan-price';
import type { ManageLinkOptions } from './manage-link';

/** The customer accepts the catalogue's new price for their plan (docs/PRODUCT.md, Recurring plans). */
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
};

export default planPrice;
