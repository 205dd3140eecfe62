import { baseApi } from '@clean/shared/api';
import type { DataRequestActionResponse, DataRequestsResponse, DataRequestStatus } from '@clean/shared/schemas';

/**
 * GET /api/admin/data-requests?status=&page=&pageSize=: customers' data requests, newest first, each
 * with its legal deadline; POST …/{id}/complete erases, POST …/{id}/refuse closes it with the reason.
 */
export const dataRequestsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetDataRequests: build.query<
      DataRequestsResponse,
      { page: number; pageSize: number; status?: DataRequestStatus }
    >({
      query: (params) => ({ url: '/api/admin/data-requests', params }),
      extraOptions: { admin: true },
      providesTags: ['DataRequests'],
    }),
    adminCompleteDataRequest: build.mutation<DataRequestActionResponse, string>({
      query: (id) => ({ url: `/api/admin/data-requests/${encodeURIComponent(id)}/complete`, method: 'POST' }),
      extraOptions: { admin: true },
      invalidatesTags: ['DataRequests'],
    }),
    adminRefuseDataRequest: build.mutation<DataRequestActionResponse, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/admin/data-requests/${encodeURIComponent(id)}/refuse`,
        method: 'POST',
        body: { reason },
      }),
      extraOptions: { admin: true },
      invalidatesTags: ['DataRequests'],
    }),
  }),
});

export const { useAdminGetDataRequestsQuery, useAdminCompleteDataRequestMutation, useAdminRefuseDataRequestMutation } =
  dataRequestsApi;
