import { baseApi } from '@clean/shared/api';
import type {
  MessageChannel,
  OutboxResendRequest,
  OutboxResendResponse,
  OutboxResponse,
  OutboxStatus,
} from '@clean/shared/schemas';

/**
 * GET /api/admin/outbox?status=&channel=&recipient=&page=&pageSize=: the messages sent or to send, newest
 * first; POST /api/admin/outbox/{id}/resend ({ channel }) queues a copy on the channel chosen (a failed
 * message's retry) and reads the list again.
 */
export const outboxApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetOutbox: build.query<
      OutboxResponse,
      { page: number; pageSize: number; status?: OutboxStatus; channel?: MessageChannel; recipient?: string }
    >({
      query: (params) => ({ url: '/api/admin/outbox', params }),
      extraOptions: { admin: true },
      providesTags: ['Outbox'],
    }),
    adminResendMessage: build.mutation<OutboxResendResponse, { id: string } & OutboxResendRequest>({
      query: ({ id, ...body }) => ({
        url: `/api/admin/outbox/${encodeURIComponent(id)}/resend`,
        method: 'POST',
        body,
      }),
      extraOptions: { admin: true },
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useAdminGetOutboxQuery, useAdminResendMessageMutation } = outboxApi;
