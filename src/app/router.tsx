import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
} from "react-router-dom";

import { paths } from "@/config/paths";

import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { RouteError } from "./layouts/route-error";

const queryLayout = () => import("./layouts/query-layout");

/** Pages after the home page; they sit under the lazily loaded query layout. */
const publicRoutes: RouteObject[] = [
  {
    path: paths.bookARide.path,
    lazy: () => import("./routes/public/book-a-ride"),
  },
  { path: paths.services.path, lazy: () => import("./routes/public/services") },
  { path: paths.business.path, lazy: () => import("./routes/public/business") },
  { path: paths.drivers.path, lazy: () => import("./routes/public/drivers") },
  {
    path: paths.ourFleet.path,
    lazy: () => import("./routes/public/our-fleet"),
  },
  {
    path: paths.driversApply.path,
    lazy: () => import("./routes/public/drivers-apply"),
  },
  { path: paths.auth.path, lazy: () => import("./routes/auth") },
  { path: paths.about.path, lazy: () => import("./routes/public/about") },
  { path: paths.careers.path, lazy: () => import("./routes/public/careers") },
  { path: paths.faq.path, lazy: () => import("./routes/public/faq") },
  { path: paths.contact.path, lazy: () => import("./routes/public/contact") },
  {
    path: paths.contactSales.path,
    lazy: () => import("./routes/public/contact-sales"),
  },
  { path: "*", lazy: () => import("./routes/not-found") },
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    element: <Navigate to={paths.admin.dashboard.href()} replace />,
  },
  {
    path: paths.admin.dashboard.path,
    lazy: () => import("./routes/admin/dashboard"),
  },
  {
    path: paths.admin.booking.path,
    lazy: () => import("./routes/admin/booking"),
  },
  { path: paths.admin.fleet.path, lazy: () => import("./routes/admin/fleet") },
  {
    path: paths.admin.drivers.path,
    lazy: () => import("./routes/admin/drivers"),
  },
  {
    path: paths.admin.tracking.path,
    lazy: () => import("./routes/admin/tracking"),
  },
  {
    path: paths.admin.maintenance.path,
    lazy: () => import("./routes/admin/maintenance"),
  },
  {
    path: paths.admin.reports.path,
    lazy: () => import("./routes/admin/reports"),
  },
  { path: paths.admin.users.path, lazy: () => import("./routes/admin/users") },
  {
    path: paths.admin.settings.path,
    lazy: () => import("./routes/admin/settings"),
  },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicLayout,
        children: [
          // The home page renders without a query client; everything else gets one.
          { index: true, lazy: () => import("./routes/public/home") },
          { lazy: queryLayout, children: publicRoutes },
        ],
      },
      {
        path: paths.ownerPortal.path,
        lazy: queryLayout,
        children: [
          {
            lazy: () => import("./layouts/owner-layout"),
            children: [
              {
                index: true,
                lazy: () => import("./routes/owner-portal/index"),
              },
            ],
          },
        ],
      },
      {
        path: paths.admin.root.path,
        lazy: queryLayout,
        children: [
          {
            lazy: () => import("./guards/admin-guard"),
            children: [
              {
                lazy: () => import("./layouts/admin-layout"),
                children: adminRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
