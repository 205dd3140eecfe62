import { baseApi } from '@clean/shared/api';
import type {
  PlanActionRequest,
  PlanPauseRequest,
  PlanRescheduleRequest,
  ReceiptResponse,
} from '@clean/shared/schemas';

type Reference = { reference: string };
const planCall =
  (action: 'skip' | 'pause' | 'reschedule' | 'cancel') =>
  ({ reference, ...body }: Reference & PlanActionRequest) => ({
    url: `/api/user/bookings/${encodeURIComponent(reference)}/plan/${action}`,
    method: 'POST',
    body,
  });

/**
 * The plan actions of the manage link (docs/PRODUCT.md, Recurring plans): skip this visit, pause the
 * plan until a date, change its day or time, cancel it; each answers the receipt as it now is. In this
 * lazy chunk only.
 */
export const planActionsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    planSkipVisit: build.mutation<ReceiptResponse, Reference & PlanActionRequest>({ query: planCall('skip') }),
    planPause: build.mutation<ReceiptResponse, Reference & PlanPauseRequest>({ query: planCall('pause') }),
    planReschedule: build.mutation<ReceiptResponse, Reference & PlanRescheduleRequest>({
      query: planCall('reschedule'),
    }),
    planCancel: build.mutation<ReceiptResponse, Reference & PlanActionRequest>({ query: planCall('cancel') }),
  }),
});

export const { usePlanSkipVisitMutation, usePlanPauseMutation, usePlanRescheduleMutation, usePlanCancelMutation } =
  planActionsApi;
