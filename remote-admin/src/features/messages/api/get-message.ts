import { baseApi } from '@clean/shared/api';
import type { MessageDetailsResponse } from '@clean/shared/schemas';

/** GET /api/admin/messages/{id}: one contact message with its full text. */
export const getMessageApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetMessage: build.query<MessageDetailsResponse, string>({
      query: (id) => `/api/admin/messages/${encodeURIComponent(id)}`,
      extraOptions: { admin: true },
      providesTags: ['Messages'],
    }),
  }),
});

export const { useAdminGetMessageQuery } = getMessageApi;
