import { baseApi } from '@clean/shared/api';
import type { AppointmentActionRequest, MessageResponse } from '@clean/shared/schemas';

/**
 * POST /api/admin/cancel-appointment { appointmentId } (docs/PRODUCT.md#api-calls) → { success, message }.
 * The list and the dashboard reload, and the free times: a cancelled booking frees its crew. They
 * reload after a failure too, since a 409 means the appointment changed meanwhile.
 */
export const cancelAppointmentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminCancelAppointment: build.mutation<MessageResponse, AppointmentActionRequest>({
      query: (body) => ({ url: '/api/admin/cancel-appointment', method: 'POST', body }),
      extraOptions: { admin: true },
      invalidatesTags: ['Appointments', 'Dashboard', 'Availability'],
    }),
  }),
});

export const { useAdminCancelAppointmentMutation } = cancelAppointmentApi;
