import { Navigate, type RouteObject } from "react-router-dom";

import { paths } from "@/config/paths";

import { PublicLayout } from "./layouts/public-layout";
import { RootLayout } from "./layouts/root-layout";
import { lazyRoute } from "./lazy-route";

// One element for the three trees that need a query client.
const queryLayout = lazyRoute(() => import("./layouts/query-layout"));

/** Pages after the home page; they sit under the lazily loaded query layout. */
const publicRoutes: RouteObject[] = [
  {
    path: paths.bookARide.path,
    element: lazyRoute(() => import("./routes/public/book-a-ride")),
  },
  {
    path: paths.services.path,
    element: lazyRoute(() => import("./routes/public/services")),
  },
  {
    path: paths.business.path,
    element: lazyRoute(() => import("./routes/public/business")),
  },
  {
    path: paths.drivers.path,
    element: lazyRoute(() => import("./routes/public/drivers")),
  },
  {
    path: paths.ourFleet.path,
    element: lazyRoute(() => import("./routes/public/our-fleet")),
  },
  {
    path: paths.driversApply.path,
    element: lazyRoute(() => import("./routes/public/drivers-apply")),
  },
  { path: paths.auth.path, element: lazyRoute(() => import("./routes/auth")) },
  {
    path: paths.about.path,
    element: lazyRoute(() => import("./routes/public/about")),
  },
  {
    path: paths.careers.path,
    element: lazyRoute(() => import("./routes/public/careers")),
  },
  {
    path: paths.faq.path,
    element: lazyRoute(() => import("./routes/public/faq")),
  },
  {
    path: paths.contact.path,
    element: lazyRoute(() => import("./routes/public/contact")),
  },
  {
    path: paths.contactSales.path,
    element: lazyRoute(() => import("./routes/public/contact-sales")),
  },
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
            element: lazyRoute(() => import("./routes/public/home")),
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
