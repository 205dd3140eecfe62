import { baseApi } from '@clean/shared/api';
import type { DataRequestProof, ErasureConfirmRequest, ErasureResponse } from '@clean/shared/schemas';

/**
 * The customer's data requests (docs/PRODUCT.md, "Your data"): the erasure asked from a receipt page,
 * and its confirmation from the e-mailed link. The download is a plain link (an attachment).
 */
export const dataRequestApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    yourDataRequestErasure: build.mutation<ErasureResponse, DataRequestProof & { reference: string }>({
      query: ({ reference, ...body }) => ({
        url: `/api/user/bookings/${encodeURIComponent(reference)}/erasure`,
        method: 'POST',
        body,
      }),
    }),
    yourDataConfirmErasure: build.mutation<ErasureResponse, ErasureConfirmRequest & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/user/data-requests/${encodeURIComponent(id)}/confirm`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useYourDataRequestErasureMutation, useYourDataConfirmErasureMutation } = dataRequestApi;
