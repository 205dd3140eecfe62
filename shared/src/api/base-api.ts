import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
// Through the package's name, not relative paths: with Module Federation this subpath may come from
// another app's build than the root, and a relative import would be a second copy of the admin token
// module, whose session-expired listeners (registered through the root) would never hear this 401.
import {
  ADMIN_TOKEN_HEADER,
  envelopeError,
  readAdminToken,
  reportAdminSessionExpired,
  toApiError,
  type ApiError,
} from '@clean/shared';

/** Per-endpoint options: `admin` calls carry the session token (docs/PRODUCT.md#admin-console, Session). */
export interface CallOptions {
  admin?: boolean;
}

interface StateWithConfig {
  config: { runtime: { apiBaseUrl: string } | null };
}

const rawQuery = fetchBaseQuery({
  // The base URL lives in the store (written by the shell from /config.json), so it is resolved per call.
  baseUrl: '',
  credentials: 'include',
  timeout: 20_000,
});

/**
 * The one HTTP client of the site: base URL from the runtime config, `adminToken` on admin calls,
 * and the `{ success, message }` envelope turned into data or an `ApiError`.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, CallOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const state = api.getState() as StateWithConfig;
  const baseUrl = state.config.runtime?.apiBaseUrl ?? '';
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = `${baseUrl.replace(/\/$/, '')}${request.url}`;
  const token = extraOptions?.admin ? readAdminToken() : '';
  if (extraOptions?.admin) {
    request.headers = { ...(request.headers as Record<string, string> | undefined), [ADMIN_TOKEN_HEADER]: token };
  }
  const result = await rawQuery(request, api, {});
  if (result.error) {
    // A token the server no longer accepts (expired, revoked by a password change or logout elsewhere).
    // A call sent with none (a refetch racing a logout) has no session to end.
    if (token && result.error.status === 401) reportAdminSessionExpired();
    return { error: toApiError(result.error), meta: result.meta };
  }
  const failed = envelopeError(result.data);
  if (failed) return { error: failed, meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/** Empty base API: each remote adds its endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Products',
    'Appointments',
    'Profile',
    'Dashboard',
    'Availability',
    'AvailabilitySettings',
    'Messages',
    'Notifications',
    'Audit',
    'Accounts',
    'Outbox',
    'DataRequests',
    'Plans',
    'Conversations',
    'MessageChannels',
  ],
  endpoints: () => ({}),
});
