import { baseApi } from '@clean/shared/api';
import type { AdminAlerts, MessageResponse } from '@clean/shared/schemas';

/**
 * PATCH /api/admin/alerts with the token: which e-mails this admin gets (a new paid booking at once,
 * in the daily digest or off; a payment needing attention; a contact message) → { success, message }.
 * The profile is read again afterwards.
 */
export const updateAlertsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminUpdateAlerts: build.mutation<MessageResponse, AdminAlerts>({
      query: (body) => ({ url: '/api/admin/alerts', method: 'PATCH', body }),
      extraOptions: { admin: true },
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useAdminUpdateAlertsMutation } = updateAlertsApi;
