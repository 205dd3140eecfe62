import { baseApi } from '@clean/shared/api';
import type { ReportsResponse } from '@clean/shared/schemas';

/** GET /api/admin/reports: earnings per week, bookings per location and the busiest start times. */
export const getReportsApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetReports: build.query<ReportsResponse, void>({
      query: () => '/api/admin/reports',
      extraOptions: { admin: true },
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useAdminGetReportsQuery } = getReportsApi;
