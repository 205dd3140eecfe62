import { baseApi } from '@clean/shared/api';
import type { NeedsAttentionResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/needs-attention: the paid bookings the company must act on, oldest payment first.
 * Tagged 'Appointments': a payment, a cancel or a rebook anywhere in the console changes the list.
 */
export const getNeedsAttentionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetNeedsAttention: build.query<NeedsAttentionResponse, void>({
      query: () => '/api/admin/needs-attention',
      extraOptions: { admin: true },
      providesTags: ['Appointments'],
    }),
  }),
});

export const { useAdminGetNeedsAttentionQuery } = getNeedsAttentionApi;
