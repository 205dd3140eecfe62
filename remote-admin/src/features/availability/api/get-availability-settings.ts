import { baseApi } from '@clean/shared/api';
import type { AvailabilitySettingsResponse } from '@clean/shared/schemas';

/** GET /api/admin/availability-settings → the weekly rules, crews per location and the closed dates ahead. */
export const getAvailabilitySettingsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetAvailabilitySettings: build.query<AvailabilitySettingsResponse, void>({
      query: () => ({ url: '/api/admin/availability-settings' }),
      extraOptions: { admin: true },
      providesTags: ['AvailabilitySettings'],
    }),
  }),
});

export const { useAdminGetAvailabilitySettingsQuery } = getAvailabilitySettingsApi;
