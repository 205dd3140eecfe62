import { baseApi } from '@clean/shared/api';
import type { ConversationResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/conversations/{phone}: the whole thread, oldest first. Reading it marks their messages
 * read, so the list's counts and the notification badge reload.
 */
export const getConversationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetConversation: build.query<ConversationResponse, string>({
      query: (phone) => `/api/admin/conversations/${encodeURIComponent(phone)}`,
      extraOptions: { admin: true },
      async onQueryStarted(_phone, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(baseApi.util.invalidateTags(['Notifications']));
        } catch {
          // Nothing was read: the counts stand.
        }
      },
    }),
  }),
});

export const { useAdminGetConversationQuery } = getConversationApi;
