import { ADMIN_LAYOUT_PAGE, adminRoutes, company, crewRoutes, paths, siteRoutes, type RouteEntry } from '@clean/shared';
import { PAGE_HEAD_ATTRIBUTE } from '@clean/shared/seo';
import { useLayoutEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage, RouteErrorPage } from '../components/error-page/error-page';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { SiteLayout } from '../components/site-layout/site-layout';

/** The path whose page last set the head; the first page's head may be its prerendered one. */
let headPath: string | undefined;

/**
 * The route table's title, until the page sets its own. A layout effect: it runs before the page's
 * effects of the same render, so a page that sets its head (the public pages, `usePageHead`) has the
 * last word. The head elements the page before set (`data-page-head`: description, canonical URL,
 * share card, structured data) belong to it, so a new path starts without them.
 */
function TitledRemotePage({ route }: { route: RouteEntry }) {
  useLayoutEffect(() => {
    document.title = route.title === 'Home' ? company.name : `${route.title} | ${company.name}`;
    if (headPath !== undefined && headPath !== route.path) {
      document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`).forEach((element) => element.remove());
    }
    headPath = route.path;
  }, [route.path, route.title]);
  return <RemoteSlot remote={route.remote} page={route.page} store={route.withoutStore !== true} />;
}

const toRoute = (route: RouteEntry): RouteObject => ({ path: route.path, element: <TitledRemotePage route={route} /> });

/**
 * Every route of the site (docs/PRODUCT.md#routes), built from the shared route table. Each page comes from its remote
 * when first visited; the admin remote is not fetched before an /admin path is, nor the crew remote
 * before a /crew path is.
 */
export const routes: RouteObject[] = [
  {
    errorElement: (
      <SiteLayout>
        <RouteErrorPage />
      </SiteLayout>
    ),
    children: [
      {
        element: <SiteLayout />,
        children: [...siteRoutes.map(toRoute), { path: '*', element: <NotFoundPage /> }],
      },
      {
        path: paths.admin.root,
        children: [
          { index: true, element: <Navigate to={paths.admin.dashboard} replace /> },
          { element: <RemoteSlot remote="admin" page={ADMIN_LAYOUT_PAGE} store />, children: adminRoutes.map(toRoute) },
        ],
      },
      // The crew's phone app: its own pages, outside the site's layout (no header, footer or chat).
      { children: crewRoutes.map(toRoute) },
    ],
  },
];

// Opt in to the v7 behaviours now, so the upgrade is a version bump.
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const createRouter = () => createBrowserRouter(routes, { future: routerFuture });
