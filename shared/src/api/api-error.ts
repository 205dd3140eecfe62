import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { FieldIssue } from '../schemas/common';

/** Every failed call, whatever went wrong, reaches components as this one shape. */
export interface ApiError {
  /** HTTP status, or 'NETWORK' / 'ENVELOPE' / 'PARSING'. */
  status: number | 'NETWORK' | 'ENVELOPE' | 'PARSING';
  message: string;
  errors?: FieldIssue[];
  /** The failure's whole body as the server sent it, for answers that carry more (a 409's stranded bookings). */
  data?: unknown;
}

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

function issuesOf(data: unknown): FieldIssue[] | undefined {
  if (data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors)) {
    return data.errors as FieldIssue[];
  }
  return undefined;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    return {
      status: error.status,
      message: messageOf(error.data) ?? `The server answered with status ${error.status}`,
      errors: issuesOf(error.data),
      data: error.data,
    };
  }
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: 'NETWORK', message: 'Could not reach the server. Check your connection and try again.' };
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: 'PARSING', message: 'The server sent an answer we could not read.' };
  }
  return { status: 'NETWORK', message: error.error };
}

/** `{ success: false, message }` with a 2xx status is a failure too (docs/PRODUCT.md#api-calls). */
export function envelopeError(data: unknown): ApiError | null {
  if (data && typeof data === 'object' && !Array.isArray(data) && 'success' in data && data.success === false) {
    return { status: 'ENVELOPE', message: messageOf(data) ?? 'The request was not successful', errors: issuesOf(data) };
  }
  return null;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value && typeof value === 'object' && 'status' in value && 'message' in value && typeof value.message === 'string'
  );
}

/** Message of anything thrown by `unwrap()` or elsewhere, for a toast. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return fallback;
}
