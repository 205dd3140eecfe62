import { baseApi } from '@clean/shared/api';
import type { ScheduleQuery, ScheduleResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/schedule?date=&view=&location= → each day's slots per location with their crews and
 * bookings, the closed locations with why, and the server's clock (hold times are counted from it).
 * Any change to bookings or to the availability rules reloads it.
 */
export const getScheduleApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetSchedule: build.query<ScheduleResponse, ScheduleQuery>({
      query: (params) => ({ url: '/api/admin/schedule', params }),
      extraOptions: { admin: true },
      providesTags: ['Appointments', 'Availability', 'AvailabilitySettings'],
    }),
  }),
});

export const { useAdminGetScheduleQuery } = getScheduleApi;
