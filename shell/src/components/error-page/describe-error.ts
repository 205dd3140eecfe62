import { paths } from '@clean/shared';
import { isRouteErrorResponse } from 'react-router-dom';

export interface ErrorDescription {
  title: string;
  message: string;
}

export const NOT_FOUND: ErrorDescription = {
  title: 'Not found!',
  message: 'Unfortunately, we could not find resource or page',
};

const GENERIC: ErrorDescription = { title: 'An error occurred!', message: 'Something went wrong!' };

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'string' && data.trim()) return data;
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  return undefined;
}

/** The error page's texts (docs/PRODUCT.md#routes, Error page) for whatever the router caught. */
export function describeError(error: unknown): ErrorDescription {
  const status = isRouteErrorResponse(error)
    ? error.status
    : error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  if (status === 404) return NOT_FOUND;
  if (status === 500) {
    const data = isRouteErrorResponse(error)
      ? error.data
      : error && typeof error === 'object' && 'data' in error
        ? error.data
        : error;
    return { title: GENERIC.title, message: serverMessage(data) ?? GENERIC.message };
  }
  return GENERIC;
}

/** 'Back to homepage' target: admin dashboard or login on admin paths, the home page otherwise. */
export function homeTarget(pathname: string, hasAdminToken: boolean): string {
  if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`))
    return hasAdminToken ? paths.admin.dashboard : paths.admin.login;
  return paths.home;
}
