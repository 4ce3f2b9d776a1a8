import type { ReactElement } from "react";
import { Navigate, type RouteObject } from "react-router-dom";

import { paths } from "@/config/paths";

import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { lazyRoute, type RouteModule } from "./lazy-route";
import { homePage, queryLayoutPages, type PublicPage } from "./public-pages";

// One element for the three trees that need a query client.
const queryLayout = lazyRoute(() => import("./layouts/query-layout"));

const publicModules = import.meta.glob<RouteModule>([
  "./routes/public/*.tsx",
  "./routes/auth.tsx",
]);

function publicPage(page: PublicPage): ReactElement {
  const load = publicModules[`./${page.module}`];
  if (!load) throw new Error(`${page.module} is not a public route module`);
  return lazyRoute(load);
}

/** Pages after the home page; they sit under the lazily loaded query layout. */
const publicRoutes: RouteObject[] = [
  ...queryLayoutPages.map((page) => ({
    path: paths[page.route].path,
    element: publicPage(page),
  })),
  { path: "*", element: lazyRoute(() => import("./routes/not-found")) },
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: <Navigate to={paths.admin.dashboard.href()} replace />,
  },
  {
    path: paths.admin.dashboard.path,
    element: lazyRoute(() => import("./routes/admin/dashboard")),
  },
  {
    path: paths.admin.booking.path,
    element: lazyRoute(() => import("./routes/admin/booking")),
  },
  {
    path: paths.admin.fleet.path,
    element: lazyRoute(() => import("./routes/admin/fleet")),
  },
  {
    path: paths.admin.drivers.path,
    element: lazyRoute(() => import("./routes/admin/drivers")),
  },
  {
    path: paths.admin.tracking.path,
    element: lazyRoute(() => import("./routes/admin/tracking")),
  },
  {
    path: paths.admin.maintenance.path,
    element: lazyRoute(() => import("./routes/admin/maintenance")),
  },
  {
    path: paths.admin.reports.path,
    element: lazyRoute(() => import("./routes/admin/reports")),
  },
  {
    path: paths.admin.users.path,
    element: lazyRoute(() => import("./routes/admin/users")),
  },
  {
    path: paths.admin.settings.path,
    element: lazyRoute(() => import("./routes/admin/settings")),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        Component: PublicLayout,
        children: [
          // The home page renders without a query client; everything else gets one.
          {
            index: true,
            element: publicPage(homePage),
          },
          { element: queryLayout, children: publicRoutes },
        ],
      },
      {
        path: paths.ownerPortal.path,
        element: queryLayout,
        children: [
          {
            element: lazyRoute(() => import("./layouts/owner-layout")),
            children: [
              {
                index: true,
                element: lazyRoute(() => import("./routes/owner-portal/index")),
              },
            ],
          },
        ],
      },
      {
        path: paths.driver.path,
        element: queryLayout,
        children: [
          {
            element: lazyRoute(() => import("./guards/driver-guard")),
            children: [
              {
                index: true,
                element: lazyRoute(() => import("./routes/driver/index")),
              },
            ],
          },
        ],
      },
      {
        path: paths.admin.root.path,
        element: queryLayout,
        children: [
          {
            element: lazyRoute(() => import("./guards/admin-guard")),
            children: [
              {
                element: lazyRoute(() => import("./layouts/admin-layout")),
                children: adminRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];
