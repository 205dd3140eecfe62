import { baseApi } from '@clean/shared/api';
import type { AppointmentWithState } from '@clean/shared/schemas';

// TODO: import AppointmentsPageResponse from '@clean/shared/schemas' once shared/src/schemas/admin.ts
// exports it (the paged API is being added at the same time); this is its agreed shape.
export interface AppointmentsPageResponse {
  success: true;
  appointments: AppointmentWithState[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AppointmentsPageArgs {
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/appointments?page=&pageSize= (SPEC section 7, paged: DESIGN.md): one page of the
 * appointments, newest first, with the total count and each one's booking state.
 */
export const getAppointmentsApi = baseApi.injectEndpoints({
  // A name injected twice (another remote's copy) fails loudly instead of keeping the first silently.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetAppointments: build.query<AppointmentsPageResponse, AppointmentsPageArgs>({
      query: ({ page, pageSize }) => ({ url: '/api/admin/appointments', params: { page, pageSize } }),
      extraOptions: { admin: true },
      providesTags: ['Appointments'],
    }),
  }),
});

export const { useAdminGetAppointmentsQuery } = getAppointmentsApi;
