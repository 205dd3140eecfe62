import { baseApi } from '@clean/shared/api';
import type { MessageDetailsResponse } from '@clean/shared/schemas';

/**
 * POST /api/admin/messages/{id}/handled (idempotent): the message is dealt with. The inbox (order and
 * badges) and the notification badge's unread count reload.
 */
export const markHandledApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminMarkMessageHandled: build.mutation<MessageDetailsResponse, string>({
      query: (id) => ({ url: `/api/admin/messages/${encodeURIComponent(id)}/handled`, method: 'POST' }),
      extraOptions: { admin: true },
      invalidatesTags: ['Messages', 'Notifications'],
    }),
  }),
});

export const { useAdminMarkMessageHandledMutation } = markHandledApi;
