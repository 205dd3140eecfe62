import { baseApi } from '@clean/shared/api';
import type { AttentionActionResponse, ProviderRefundRequest, RefundRequest } from '@clean/shared/schemas';
import { ATTENTION_CHANGED_TAGS } from './changed-tags';

/**
 * POST /api/admin/needs-attention/{id}/refund { note }: the money went back, the booking is cancelled
 * and leaves the list; the note goes into its history.
 */
export const refundApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminRefundAttention: build.mutation<AttentionActionResponse, { id: string; body: RefundRequest }>({
      query: ({ id, body }) => ({
        url: `/api/admin/needs-attention/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body,
      }),
      extraOptions: { admin: true },
      invalidatesTags: [...ATTENTION_CHANGED_TAGS],
    }),
    /**
     * POST /api/admin/appointments/{id}/refund { amount, note }: money back through the payment
     * provider (full or partial); pending until the provider's webhook.
     */
    adminProviderRefund: build.mutation<AttentionActionResponse, { id: string; body: ProviderRefundRequest }>({
      query: ({ id, body }) => ({
        url: `/api/admin/appointments/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body,
      }),
      extraOptions: { admin: true },
      invalidatesTags: [...ATTENTION_CHANGED_TAGS],
    }),
  }),
});

export const { useAdminRefundAttentionMutation, useAdminProviderRefundMutation } = refundApi;
