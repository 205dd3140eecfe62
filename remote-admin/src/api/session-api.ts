import { ADMIN_TOKEN_HEADER } from '@clean/shared';
import { baseApi } from '@clean/shared/api';
import type { MessageResponse } from '@clean/shared/schemas';

/**
 * POST /api/admin/logout: revokes the token on the server (docs/PRODUCT.md#admin-console: admin auth fixes the brief).
 * The token is passed in, not read at send time: the browser drops it at once, before the call runs,
 * and a revoked token's 401 here is no news worth reporting.
 */
export const sessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminLogout: build.mutation<MessageResponse, string>({
      query: (token) => ({ url: '/api/admin/logout', method: 'POST', headers: { [ADMIN_TOKEN_HEADER]: token } }),
    }),
  }),
});

export const { useAdminLogoutMutation } = sessionApi;
