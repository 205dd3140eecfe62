import { baseApi } from '@clean/shared/api';
import type { PlanActionRequest, PlanPauseRequest, ReceiptResponse } from '@clean/shared/schemas';

type Reference = { reference: string };
const planCall =
  (action: 'skip' | 'pause' | 'cancel') =>
  ({ reference, ...body }: Reference & PlanActionRequest) => ({
    url: `/api/user/bookings/${encodeURIComponent(reference)}/plan/${action}`,
    method: 'POST',
    body,
  });

/**
 * The plan actions of the manage link (docs/PRODUCT.md, Recurring plans): skip this visit, pause the
 * plan until a date, cancel it; each answers the receipt as it now is. In this lazy chunk only.
 */
export const planActionsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    planSkipVisit: build.mutation<ReceiptResponse, Reference & PlanActionRequest>({ query: planCall('skip') }),
    planPause: build.mutation<ReceiptResponse, Reference & PlanPauseRequest>({ query: planCall('pause') }),
    planCancel: build.mutation<ReceiptResponse, Reference & PlanActionRequest>({ query: planCall('cancel') }),
  }),
});

export const { usePlanSkipVisitMutation, usePlanPauseMutation, usePlanCancelMutation } = planActionsApi;
