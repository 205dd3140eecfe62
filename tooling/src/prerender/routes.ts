import { paths } from '@clean/shared/paths';
import { crewRoutes, hasPathParameter, siteRoutes, type RouteEntry } from '@clean/shared/routes';

/**
 * Pages of the public site; the admin console is private and never prerendered, and a route with a
 * parameter (a booking's receipt) has no one page to render.
 */
export const prerenderedRoutes: readonly RouteEntry[] = siteRoutes.filter(
  (route) => route.remote !== 'admin' && !hasPathParameter(route),
);
export const prerenderedPaths = prerenderedRoutes.map((route) => route.path);

/**
 * The crew's day, prerendered as its first screen for a phone that is not signed in (docs/DECISIONS.md,
 * "The crew's first screen in the HTML"): the phone draws it with the HTML instead of after the shell,
 * its config and the crew remote have loaded one after another. It is no page of the site: it is not
 * in the sitemap and crawlers are kept out of it.
 */
export const appShellRoutes: readonly RouteEntry[] = crewRoutes.filter((route) => route.path === paths.crew.root);

/**
 * What crawlers are kept out of: the admin console, the crew's phone app, and every booking's receipt
 * (a customer's own page, reached by a link with its reference).
 */
export const disallowedPaths = [
  paths.admin.root,
  paths.crew.root,
  paths.receipt.slice(0, paths.receipt.indexOf(':')),
] as const;
