import { baseApi } from '@clean/shared/api';
import type { AttentionActionResponse, RebookRequest } from '@clean/shared/schemas';
import { ATTENTION_CHANGED_TAGS } from './changed-tags';

/**
 * POST /api/admin/needs-attention/{id}/rebook { location, date, time }: the paid booking moves to a
 * free slot and leaves the list. 409 when the slot filled up meanwhile, 400 when it is closed or past.
 */
export const rebookApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminRebookAttention: build.mutation<AttentionActionResponse, { id: string; body: RebookRequest }>({
      query: ({ id, body }) => ({
        url: `/api/admin/needs-attention/${encodeURIComponent(id)}/rebook`,
        method: 'POST',
        body,
      }),
      extraOptions: { admin: true },
      invalidatesTags: [...ATTENTION_CHANGED_TAGS],
    }),
  }),
});

export const { useAdminRebookAttentionMutation } = rebookApi;
