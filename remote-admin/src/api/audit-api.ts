import { baseApi } from '@clean/shared/api';
import type { AuditQuery, AuditResponse } from '@clean/shared/schemas';

/** How many of the latest records a history lists. */
export const AUDIT_HISTORY_LIMIT = 20;

/**
 * GET /api/admin/audit?subject=&subjectId=: who changed a product or the availability rules, and when,
 * newest first. Every admin change invalidates 'Audit'.
 */
export const auditApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetAudit: build.query<AuditResponse, AuditQuery>({
      query: (params) => ({ url: '/api/admin/audit', params: { limit: AUDIT_HISTORY_LIMIT, ...params } }),
      extraOptions: { admin: true },
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAdminGetAuditQuery } = auditApi;
