import { baseApi } from '@clean/shared/api';
import type { CrewBoardQuery, CrewBoardResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/schedule/crews?date=&location= → one location's day crew by crew: each crew's hours
 * that day and its jobs with their start and length. Any change to bookings, crews or rules reloads it.
 */
export const getCrewBoardApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetCrewBoard: build.query<CrewBoardResponse, CrewBoardQuery>({
      query: (params) => ({ url: '/api/admin/schedule/crews', params }),
      extraOptions: { admin: true },
      providesTags: ['Appointments', 'Availability', 'AvailabilitySettings'],
    }),
  }),
});

export const { useAdminGetCrewBoardQuery } = getCrewBoardApi;
