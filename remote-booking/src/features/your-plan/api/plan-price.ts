import { baseApi } from '@clean/shared/api';
import type { PlanAcceptPriceRequest, PlanSizeRequest, ReceiptResponse } from '@clean/shared/schemas';

/**
 * POST /api/user/bookings/{reference}/plan/accept-price (docs/PRODUCT.md, Recurring plans): the customer
 * accepts the catalogue's new price per visit, the one they were shown; and …/plan/size ("A price that
 * fits the home"): a new home size at the price shown for it. Each answers the receipt as it now is.
 * When one is refused because the price changed, the manage link's receipt is read once more
 * (GET …/manage; a feature of its own here, as features do not import each other). In the 'Your plan'
 * chunk only.
 */
export const planPriceApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    planPriceReceipt: build.query<ReceiptResponse, { reference: string; token: string }>({
      query: ({ reference, token }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/manage`,
        params: { token },
      }),
      keepUnusedDataFor: 0,
    }),
    planAcceptPrice: build.mutation<ReceiptResponse, PlanAcceptPriceRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/plan/accept-price`,
        method: 'POST',
        body,
      }),
    }),
    planSize: build.mutation<ReceiptResponse, PlanSizeRequest & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/plan/size`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { usePlanAcceptPriceMutation, useLazyPlanPriceReceiptQuery, usePlanSizeMutation } = planPriceApi;
