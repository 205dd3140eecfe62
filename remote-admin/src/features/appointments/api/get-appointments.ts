import { baseApi } from '@clean/shared/api';
import type { AppointmentsPageResponse, AppointmentsQuery } from '@clean/shared/schemas';

/**
 * GET /api/admin/appointments?page=&pageSize= (docs/PRODUCT.md#api-calls; paged beyond the brief): one page of
 * the appointments, newest first, with the total count and each one's booking state.
 */
export const getAppointmentsApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetAppointments: build.query<AppointmentsPageResponse, AppointmentsQuery>({
      query: (params) => ({ url: '/api/admin/appointments', params }),
      extraOptions: { admin: true },
      providesTags: ['Appointments'],
    }),
  }),
});

export const { useAdminGetAppointmentsQuery } = getAppointmentsApi;
