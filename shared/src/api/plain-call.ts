/**
 * `@clean/shared/plain-call`: an API call without the store and RTK Query, for the calls a page makes
 * before the visitor can act (the admin login's, the booking page's catalogue). RTK Query, its immer
 * and the store cost a first visit about 40 KB of gzip JavaScript (docs/DECISIONS.md, "The admin login
 * page without the store", "The booking page's data layer on first use"). It sends what the base
 * query sends (base URL from the runtime config the shell recorded, credentials, the 20 s timeout) and
 * fails with the same `ApiError`, through the same `toApiError` and envelope check, so a page says the
 * same thing whichever way its call went. Bundled by each app that imports it (no state).
 */
import { currentRuntimeConfig, envelopeError, toApiError } from '@clean/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Product, ProductsResponse } from '../schemas';

/** As the base query's `fetchBaseQuery` (`@clean/shared/api`). */
const TIMEOUT_MS = 20_000;

/** GET `path`, or POST `body` as JSON; resolves to the answer's JSON, rejects with an `ApiError`. */
export async function apiCall<T>(path: string, body?: unknown): Promise<T> {
  const base = (currentRuntimeConfig()?.apiBaseUrl ?? '').replace(/\/$/, '');
  const request = new Request(`${base}${path}`, {
    credentials: 'include',
    signal: AbortSignal.timeout(TIMEOUT_MS),
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

/** The catalogue in an answer of GET /api/admin/products (an answer without a list offers nothing). */
export const productsOf = (response: ProductsResponse): Product[] =>
  Array.isArray(response.products) ? response.products : [];

/** GET /api/admin/products, as RTK Query's `getProducts` reads it. */
export const readProducts = (): Promise<Product[]> => apiCall<ProductsResponse>('/api/admin/products').then(productsOf);
