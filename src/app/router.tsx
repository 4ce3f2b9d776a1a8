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
            // The back office's own route table loads behind the guard, so the entry chunk does
            // not carry a loader (and its dependency list) for every admin screen.
            children: [
              {
                index: true,
                element: <Navigate to={paths.admin.dashboard.href()} replace />,
              },
              {
                path: "*",
                element: lazyRoute(() => import("./routes/admin/admin-routes")),
              },
            ],
          },
        ],
      },
    ],
  },
];
