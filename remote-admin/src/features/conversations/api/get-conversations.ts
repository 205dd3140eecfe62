import { baseApi } from '@clean/shared/api';
import type { ConversationsResponse } from '@clean/shared/schemas';

/** GET /api/admin/conversations?page=&pageSize=: customers' phones that wrote to us, latest first. */
export const getConversationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetConversations: build.query<ConversationsResponse, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/api/admin/conversations', params }),
      extraOptions: { admin: true },
      providesTags: ['Conversations'],
    }),
  }),
});

export const { useAdminGetConversationsQuery } = getConversationsApi;
