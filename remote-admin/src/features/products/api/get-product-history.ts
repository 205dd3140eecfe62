import { baseApi } from '@clean/shared/api';
import type { AuditResponse } from '@clean/shared/schemas';

/** How many of the latest changes the edit page lists. */
export const PRODUCT_HISTORY_LIMIT = 20;

/** GET /api/admin/audit?subject=product&subjectId= → who changed this product and when, newest first. */
export const getProductHistoryApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetProductHistory: build.query<AuditResponse, string>({
      query: (productId) => ({
        url: '/api/admin/audit',
        params: { subject: 'product', subjectId: productId, limit: PRODUCT_HISTORY_LIMIT },
      }),
      extraOptions: { admin: true },
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAdminGetProductHistoryQuery } = getProductHistoryApi;
