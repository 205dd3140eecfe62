import { baseApi } from '@clean/shared/api';
import type { AppointmentDetailsResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/appointments/{id} → the appointment (not deleted) with its state and its audit trail,
 * newest first. Cancel, complete and the needs-attention actions reload it through the tags.
 */
export const getAppointmentDetailsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetAppointmentDetails: build.query<AppointmentDetailsResponse, string>({
      query: (id) => ({ url: `/api/admin/appointments/${encodeURIComponent(id)}` }),
      extraOptions: { admin: true },
      providesTags: ['Appointments', 'Audit'],
    }),
  }),
});

export const { useAdminGetAppointmentDetailsQuery } = getAppointmentDetailsApi;
