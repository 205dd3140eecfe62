import { currentRuntimeConfig, envelopeError, toApiError } from '@clean/shared';
import type { LoginRequest, RegisterRequest, RegistrationStatus, TokenResponse } from '@clean/shared/schemas';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * Sign-up and login (docs/PRODUCT.md#api-calls) without the site's store: the admin login page is the
 * one admin page a first visit opens, and it can be typed into before Redux and RTK Query arrive
 * (docs/DECISIONS.md, "The admin login page without the store"). Sent without a token: a 401 here is a
 * wrong password, not an ended session. Failures reject with the `ApiError` every other call gives
 * (the same `toApiError` and envelope check as `@clean/shared/api`'s base query).
 */
async function call<T>(path: string, body?: unknown): Promise<T> {
  const base = (currentRuntimeConfig()?.apiBaseUrl ?? '').replace(/\/$/, '');
  const request = new Request(`${base}${path}`, {
    credentials: 'include',
    signal: AbortSignal.timeout(20_000),
    ...(body === undefined
      ? {}
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    throw toApiError({ status: 'FETCH_ERROR', error: String(error) });
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (error) {
    const failure: FetchBaseQueryError = {
      status: 'PARSING_ERROR',
      originalStatus: response.status,
      data: text,
      error: String(error),
    };
    throw toApiError(failure);
  }
  if (!response.ok) throw toApiError({ status: response.status, data });
  const failed = envelopeError(data);
  if (failed) throw failed;
  return data as T;
}

/** GET /api/admin/registration: whether sign-up is open, needs an invitation code, or is closed. */
export const adminGetRegistration = () => call<RegistrationStatus>('/api/admin/registration');
export const adminRegister = (body: RegisterRequest) => call<TokenResponse>('/api/admin/register', body);
export const adminLogin = (body: LoginRequest) => call<TokenResponse>('/api/admin/login', body);
