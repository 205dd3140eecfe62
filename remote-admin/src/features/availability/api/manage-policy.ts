import { baseApi } from '@clean/shared/api';
import type { ManagePolicy, ManagePolicyResponse } from '@clean/shared/schemas';

/**
 * GET and PUT /api/admin/manage-policy: the manage link's cut-offs (docs/PRODUCT.md, Manage my
 * booking), kept with the availability settings.
 */
export const managePolicyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetManagePolicy: build.query<ManagePolicyResponse, void>({
      query: () => ({ url: '/api/admin/manage-policy' }),
      extraOptions: { admin: true },
      providesTags: ['AvailabilitySettings'],
    }),
    adminUpdateManagePolicy: build.mutation<ManagePolicyResponse, ManagePolicy>({
      query: (body) => ({ url: '/api/admin/manage-policy', method: 'PUT', body }),
      extraOptions: { admin: true },
      invalidatesTags: (result) => (result ? ['AvailabilitySettings', 'Audit'] : []),
    }),
  }),
});

export const { useAdminGetManagePolicyQuery, useAdminUpdateManagePolicyMutation } = managePolicyApi;
