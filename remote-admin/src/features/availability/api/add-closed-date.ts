import { baseApi } from '@clean/shared/api';
import type { AddClosedDateRequest, AvailabilityChangeResponse } from '@clean/shared/schemas';
import { tagsOnSuccess } from './changed-tags';

/**
 * POST /api/admin/closed-dates { date, location (null: all), label } → { success, message }, or 409
 * with the paid bookings of that date the closing would strand.
 */
export const addClosedDateApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminAddClosedDate: build.mutation<AvailabilityChangeResponse, AddClosedDateRequest>({
      query: (body) => ({ url: '/api/admin/closed-dates', method: 'POST', body }),
      extraOptions: { admin: true },
      invalidatesTags: tagsOnSuccess,
    }),
  }),
});

export const { useAdminAddClosedDateMutation } = addClosedDateApi;
