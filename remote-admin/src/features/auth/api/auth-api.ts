import { baseApi } from '@clean/shared/api';
import type { LoginRequest, RegisterRequest, TokenResponse } from '@clean/shared/schemas';

/** Whether sign-up is open (no admin yet), needs an invitation code, or is closed. */
export type RegistrationState = 'open' | 'invitation' | 'closed';

export interface RegistrationStatus {
  registration: RegistrationState;
  /** What the login page says about it. */
  message: string;
}

/**
 * Sign-up and login (SPEC section 7), sent without a token: a 401 here is a wrong password, not an
 * ended session. GET /api/admin/registration goes beyond the spec: it tells the form whether to ask
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
