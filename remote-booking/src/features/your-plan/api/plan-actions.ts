import { baseApi } from '@clean/shared/api';
import type {
  PlanActionRequest,
  PlanCardCheckout,
  PlanCardRequest,
  PlanCardVerifyRequest,
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
 * plan until a date, change its day or time, cancel it, change its card; each answers the receipt as it now is. In this
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
    // Change the card: what the popup pays (the next visit to pay), then the payment verified.
    planCardStart: build.mutation<PlanCardCheckout, Reference & PlanCardRequest>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/plan/card`,
        method: 'POST',
        body,
      }),
    }),
    // `payment`: the change's payment reference (the body's `reference`; the path names the link's booking).
    planCardVerify: build.mutation<
      ReceiptResponse,
      Reference & Pick<PlanCardVerifyRequest, 'token'> & { payment: string }
    >({
      query: ({ reference, token, payment }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/plan/card/verify`,
        method: 'POST',
        body: { token, reference: payment } satisfies PlanCardVerifyRequest,
      }),
    }),
  }),
});

export const {
  usePlanSkipVisitMutation,
  usePlanPauseMutation,
  usePlanRescheduleMutation,
  usePlanCancelMutation,
  usePlanCardStartMutation,
  usePlanCardVerifyMutation,
} = planActionsApi;
