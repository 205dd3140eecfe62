import { baseApi } from '@clean/shared/api';
import type { MessagesResponse } from '@clean/shared/schemas';

/** GET /api/admin/messages?page=&pageSize=: one page of the inbox, unread first, then newest first. */
export const getMessagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetMessages: build.query<MessagesResponse, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/api/admin/messages', params }),
      extraOptions: { admin: true },
      providesTags: ['Messages'],
    }),
  }),
});

export const { useAdminGetMessagesQuery } = getMessagesApi;
