import { baseApi } from '@clean/shared/api';
import type { ChangePasswordRequest, MessageResponse } from '@clean/shared/schemas';

/**
 * PATCH /api/admin/change-password with the token (docs/PRODUCT.md#api-calls): password, newPassword,
 * confirmPassword → { success, message }. On success the server revokes every session of the admin,
 * this one included, so the caller signs out.
 */
export const changePasswordApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminChangePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/admin/change-password', method: 'PATCH', body }),
      extraOptions: { admin: true },
    }),
  }),
});

export const { useAdminChangePasswordMutation } = changePasswordApi;
