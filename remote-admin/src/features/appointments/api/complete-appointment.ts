import { baseApi } from '@clean/shared/api';
import type { AppointmentActionRequest, MessageResponse } from '@clean/shared/schemas';

/**
 * POST /api/admin/complete-appointment { appointmentId } (docs/PRODUCT.md#api-calls) → { success, message }.
 * The list and the dashboard reload (after a failure too: a 409 means it changed meanwhile). The
 * free times stay: the visit took place in its slot.
 */
export const completeAppointmentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminCompleteAppointment: build.mutation<MessageResponse, AppointmentActionRequest>({
      query: (body) => ({ url: '/api/admin/complete-appointment', method: 'POST', body }),
      extraOptions: { admin: true },
      invalidatesTags: ['Appointments', 'Dashboard'],
    }),
  }),
});

export const { useAdminCompleteAppointmentMutation } = completeAppointmentApi;
