import { baseApi } from '@clean/shared/api';
import type { AuditResponse } from '@clean/shared/schemas';

/** How many of the latest changes the page lists. */
export const HISTORY_LIMIT = 20;

/** GET /api/admin/audit?subject=availability → the latest changes to the rules and closed dates, newest first. */
export const getAvailabilityHistoryApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetAvailabilityHistory: build.query<AuditResponse, void>({
      query: () => ({ url: '/api/admin/audit', params: { subject: 'availability', limit: HISTORY_LIMIT } }),
      extraOptions: { admin: true },
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAdminGetAvailabilityHistoryQuery } = getAvailabilityHistoryApi;
