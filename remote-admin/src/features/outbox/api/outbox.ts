import { baseApi } from '@clean/shared/api';
import type { OutboxResendResponse, OutboxResponse, OutboxStatus } from '@clean/shared/schemas';

/**
 * GET /api/admin/outbox?status=&recipient=&page=&pageSize=: the messages sent or to send, newest first; POST
 * /api/admin/outbox/{id}/resend queues a copy (a failed message's retry) and reads the list again.
 */
export const outboxApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetOutbox: build.query<
      OutboxResponse,
      { page: number; pageSize: number; status?: OutboxStatus; recipient?: string }
    >({
      query: (params) => ({ url: '/api/admin/outbox', params }),
      extraOptions: { admin: true },
      providesTags: ['Outbox'],
    }),
    adminResendMessage: build.mutation<OutboxResendResponse, string>({
      query: (id) => ({ url: `/api/admin/outbox/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      extraOptions: { admin: true },
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useAdminGetOutboxQuery, useAdminResendMessageMutation } = outboxApi;
