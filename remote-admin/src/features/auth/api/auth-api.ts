import { baseApi } from '@clean/shared/api';
import type { LoginRequest, RegisterRequest, RegistrationStatus, TokenResponse } from '@clean/shared/schemas';

/**
 * Sign-up and login (docs/PRODUCT.md#api-calls), sent without a token: a 401 here is a wrong password, not an
 * ended session. GET /api/admin/registration goes beyond the brief: it tells the form whether to ask
 * for an invitation code.
 */
export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminGetRegistration: build.query<RegistrationStatus, void>({
      query: () => '/api/admin/registration',
    }),
    adminRegister: build.mutation<TokenResponse, RegisterRequest>({
      query: (body) => ({ url: '/api/admin/register', method: 'POST', body }),
    }),
    adminLogin: build.mutation<TokenResponse, LoginRequest>({
      query: (body) => ({ url: '/api/admin/login', method: 'POST', body }),
    }),
  }),
});

export const { useAdminGetRegistrationQuery, useAdminRegisterMutation, useAdminLoginMutation } = authApi;
