import { baseApi } from '@clean/shared/api';
import type { MessageResponse, UpdateProfileRequest } from '@clean/shared/schemas';

/**
 * PATCH /api/admin/update-profile with the token (docs/PRODUCT.md#api-calls): name, phone, address →
 * { success, message }. The form validates with the shared `updateProfileRequest` first. The profile
 * (page, top bar) is read again afterwards.
 */
export const updateProfileApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminUpdateProfile: build.mutation<MessageResponse, UpdateProfileRequest>({
      query: (body) => ({ url: '/api/admin/update-profile', method: 'PATCH', body }),
      extraOptions: { admin: true },
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useAdminUpdateProfileMutation } = updateProfileApi;
