import { baseApi } from '@clean/shared/api';
import type { MessageResponse } from '@clean/shared/schemas';

/**
 * DELETE /api/admin/delete-appointment/{id} (docs/PRODUCT.md#api-calls), in any state → { success, message }.
 * The list and the dashboard reload, and the free times: a deleted booking no longer holds its crew.
 * They reload after a failure too, since a 404 means someone else already deleted it.
 */
export const deleteAppointmentApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminDeleteAppointment: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/api/admin/delete-appointment/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: { admin: true },
      invalidatesTags: ['Appointments', 'Dashboard', 'Availability'],
    }),
  }),
});

export const { useAdminDeleteAppointmentMutation } = deleteAppointmentApi;
