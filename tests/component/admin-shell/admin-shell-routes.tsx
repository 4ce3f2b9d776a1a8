import { useLocation, type RouteObject } from "react-router-dom";

import { adminNav } from "@/config/nav";
import { RequireRole } from "@/app/guards/require-role";
import { AdminLayout } from "@/app/layouts/admin-layout";
import { SiteShell } from "@/app/layouts/public-layout";

function Page({ title }: { title: string }) {
  return <h1>{title} page</h1>;
}

function AuthPage() {
  const location = useLocation();
  return <h1>Sign in at {`${location.pathname}${location.search}`}</h1>;
}

/** The guard and the admin shell as the router mounts them, with a stand-in for each screen. */
export const adminShellRoutes: RouteObject[] = [
  {
    path: "/admin",
    element: <RequireRole role="admin" standalone />,
    children: [
      {
        element: <AdminLayout />,
        children: adminNav.map((item) => ({
          path: item.href,
          element: <Page title={item.label} />,
        })),
      },
    ],
  },
  {
    path: "/owner-portal",
    element: (
      <SiteShell>
        <RequireRole role="owner" />
      </SiteShell>
    ),
    children: [{ index: true, element: <Page title="Owner Portal" /> }],
  },
  { path: "/auth", element: <AuthPage /> },
  { path: "/", element: <Page title="Home" /> },
];
