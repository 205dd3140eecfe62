import { apiCall } from '@clean/shared/plain-call';
import type { LoginRequest, RegisterRequest, RegistrationStatus, TokenResponse } from '@clean/shared/schemas';

/**
 * Sign-up and login (docs/PRODUCT.md#api-calls) without the site's store: the admin login page is the
 * one admin page a first visit opens, and it can be typed into before Redux and RTK Query arrive
 * (docs/DECISIONS.md, "The admin login page without the store"). Sent without a token: a 401 here is a
 * wrong password, not an ended session. Failures reject with the `ApiError` every other call gives.
 */
export const adminGetRegistration = () => apiCall<RegistrationStatus>('/api/admin/registration');
export const adminRegister = (body: RegisterRequest) => apiCall<TokenResponse>('/api/admin/register', body);
export const adminLogin = (body: LoginRequest) => apiCall<TokenResponse>('/api/admin/login', body);
