import { paths } from '@clean/shared/paths';
import { hasPathParameter, siteRoutes, type RouteEntry } from '@clean/shared/routes';

/**
 * Pages of the public site; the admin console is private and never prerendered, and a route with a
 * parameter (a booking's receipt) has no one page to render.
 */
export const prerenderedRoutes: readonly RouteEntry[] = siteRoutes.filter(
  (route) => route.remote !== 'admin' && !hasPathParameter(route),
);
export const prerenderedPaths = prerenderedRoutes.map((route) => route.path);

/**
 * What crawlers are kept out of: the admin console, the crew's phone app, and every booking's receipt
 * (a customer's own page, reached by a link with its reference). The crew's routes are not site routes,
 * so they are never prerendered nor listed in the sitemap either.
 */
export const disallowedPaths = [
  paths.admin.root,
  paths.crew.root,
  paths.receipt.slice(0, paths.receipt.indexOf(':')),
] as const;
