import { baseApi } from '@clean/shared/api';
import type { DashboardData, DashboardResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/dashboard (docs/PRODUCT.md#api-calls) → dashboardData: the counts of admins, appointments and
 * customers, the earnings (paid appointments only, computed by the server) and the latest bookings.
 */
export const getDashboardApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetDashboard: build.query<DashboardData, void>({
      query: () => '/api/admin/dashboard',
      extraOptions: { admin: true },
      transformResponse: (response: DashboardResponse) => response.dashboardData,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useAdminGetDashboardQuery } = getDashboardApi;
