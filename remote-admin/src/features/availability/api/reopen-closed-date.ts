import { baseApi } from '@clean/shared/api';
import type { AvailabilityChangeResponse } from '@clean/shared/schemas';
import { AVAILABILITY_CHANGED_TAGS } from './changed-tags';

/**
 * DELETE /api/admin/closed-dates/{id}: the date opens again → { success, message }. The rules reload
 * after a failure too: a 404 means someone else reopened it already.
 */
export const reopenClosedDateApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminReopenClosedDate: build.mutation<AvailabilityChangeResponse, string>({
      query: (id) => ({ url: `/api/admin/closed-dates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { admin: true },
      invalidatesTags: [...AVAILABILITY_CHANGED_TAGS],
    }),
  }),
});

export const { useAdminReopenClosedDateMutation } = reopenClosedDateApi;
