import { baseApi } from '@clean/shared/api';
import type { AvailabilityChangeResponse, UpdateAvailabilityRequest } from '@clean/shared/schemas';
import { tagsOnSuccess } from './changed-tags';

/**
 * PUT /api/admin/availability-settings: slot hours, closed weekdays and crews per location →
 * { success, message }, or 409 with the paid bookings the change would leave without a crew.
 */
export const updateAvailabilitySettingsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminUpdateAvailabilitySettings: build.mutation<AvailabilityChangeResponse, UpdateAvailabilityRequest>({
      query: (body) => ({ url: '/api/admin/availability-settings', method: 'PUT', body }),
      extraOptions: { admin: true },
      invalidatesTags: tagsOnSuccess,
    }),
  }),
});

export const { useAdminUpdateAvailabilitySettingsMutation } = updateAvailabilitySettingsApi;
