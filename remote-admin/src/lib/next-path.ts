import { paths } from '@clean/shared';

/** The query parameter that carries where to go after login (docs/PRODUCT.md#admin-console). */
export const NEXT_PARAM = 'next';

interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The login page, asked to come back to `location` after signing in. */
export function loginPathWithNext({ pathname, search = '', hash = '' }: PathParts): string {
  return `${paths.admin.login}?${new URLSearchParams({ [NEXT_PARAM]: `${pathname}${search}${hash}` })}`;
}

/**
 * Where a successful login goes: the `next` path when it is a page of this site, else the dashboard.
 * `next` arrives in a link anyone can craft, so an absolute URL, a protocol-relative `//host` or a
 * `/\host` (which browsers read as `//host`) would send a freshly signed-in admin to another origin.
 */
export function safeNextPath(next: string | null | undefined, origin = globalThis.location?.origin ?? ''): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return paths.admin.dashboard;
  }
  try {
    const target = new URL(next, origin || 'http://localhost');
    if (origin && target.origin !== origin) return paths.admin.dashboard;
    // Back to the login page would be a loop.
    if (target.pathname === paths.admin.login) return paths.admin.dashboard;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return paths.admin.dashboard;
  }
}
