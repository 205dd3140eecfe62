import { baseApi } from '@clean/shared/api';
import type { Admin, ProfileResponse } from '@clean/shared/schemas';

/**
 * GET /api/admin/profile with the token (docs/PRODUCT.md#api-calls) → the signed-in admin's `adminData`.
 * Shared by the layout (the top bar's name) and the account feature (Profile, Edit profile), so both
 * read one cache entry, refreshed whenever a profile write invalidates 'Profile'. Types only: the zod
 * schemas stay with the forms that validate.
 */
export const profileApi = baseApi.injectEndpoints({
  // A second injection under this name (another copy of the endpoint) fails loudly instead of
  // silently keeping whichever came first.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetProfile: build.query<Admin, void>({
      query: () => '/api/admin/profile',
      extraOptions: { admin: true },
      transformResponse: (response: ProfileResponse) => response.adminData,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useAdminGetProfileQuery } = profileApi;
