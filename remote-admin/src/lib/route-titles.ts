import { adminRoutes, paths } from '@clean/shared';

/** A page of the admin console, as the shell's route table names it. */
export type AdminPage = (typeof adminRoutes)[number]['page'];

const routeOf = Object.fromEntries(adminRoutes.map((route) => [route.page, route])) as Record<
  AdminPage,
  (typeof adminRoutes)[number]
>;

/**
 * A page's title as the route table has it: the one source of the page's heading, its menu entry
 * and the browser tab (which the shell sets from the same table).
 */
export const pageTitle = (page: AdminPage): string => routeOf[page].title;

/** A page's address: the route table's path under /admin. */
export const pagePath = (page: AdminPage): string => `${paths.admin.root}/${routeOf[page].path}`;
