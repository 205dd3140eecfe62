import { ADMIN_LAYOUT_PAGE, adminRoutes, company, paths, siteRoutes, type RouteEntry } from '@clean/shared';
import { useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage, RouteErrorPage } from '../components/error-page/error-page';
import { RemoteSlot } from '../components/remote-slot/remote-slot';
import { SiteLayout } from '../components/site-layout/site-layout';

function TitledRemotePage({ route }: { route: RouteEntry }) {
  useEffect(() => {
    document.title = route.title === 'Home' ? company.name : `${route.title} | ${company.name}`;
  }, [route.title]);
  return <RemoteSlot remote={route.remote} page={route.page} store={route.withoutStore !== true} />;
}

const toRoute = (route: RouteEntry): RouteObject => ({ path: route.path, element: <TitledRemotePage route={route} /> });

/**
 * Every route of the site (docs/PRODUCT.md#routes), built from the shared route table. Each page comes from its remote
 * when first visited; the admin remote is not fetched before an /admin path is.
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
