import { useRoutes, type RouteObject } from "react-router-dom";

import { paths } from "@/config/paths";

import { lazyRoute } from "../../lazy-route";

/** A back-office path relative to `/admin`, where this table is mounted. */
const under = (path: string) => path.slice(`${paths.admin.root.path}/`.length);

const routes: RouteObject[] = [
  {
    element: lazyRoute(() => import("../../layouts/admin-layout")),
    children: [
      {
        path: under(paths.admin.dashboard.path),
        element: lazyRoute(() => import("./dashboard")),
      },
      {
        path: under(paths.admin.booking.path),
        element: lazyRoute(() => import("./booking")),
      },
      {
        path: under(paths.admin.fleet.path),
        element: lazyRoute(() => import("./fleet")),
      },
      {
        path: under(paths.admin.drivers.path),
        element: lazyRoute(() => import("./drivers")),
      },
      {
        path: under(paths.admin.tracking.path),
        element: lazyRoute(() => import("./tracking")),
      },
      {
        path: under(paths.admin.maintenance.path),
        element: lazyRoute(() => import("./maintenance")),
      },
      {
        path: under(paths.admin.reports.path),
        element: lazyRoute(() => import("./reports")),
      },
      {
        path: under(paths.admin.users.path),
        element: lazyRoute(() => import("./users")),
      },
      {
        path: under(paths.admin.settings.path),
        element: lazyRoute(() => import("./settings")),
      },
      { path: "*", element: lazyRoute(() => import("../not-found")) },
    ],
  },
];

/**
 * The back office's route table, loaded behind the admin guard and mounted at `/admin/*`: the
 * entry chunk knows one admin module instead of a loader for every screen.
 */
export function Component() {
  return useRoutes(routes);
}
