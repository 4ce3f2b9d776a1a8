import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation } from "react-router-dom";

import { paths } from "@/config/paths";
import { sessionQueries } from "@/features/auth/api/queries";
import type { AppRole } from "@/features/auth/session";

/**
 * Route guard for the owner portal and the admin back office. It only decides what to render:
 * row-level security is what actually protects the data.
 */
export function RequireRole({ role }: { role: Exclude<AppRole, "customer"> }) {
  const location = useLocation();
  const {
    data: session,
    isPending,
    isError,
  } = useQuery(sessionQueries.current());

  if (isPending) {
    return (
      <div
        role="status"
        className="grid min-h-dvh place-items-center text-muted-foreground"
      >
        Loading
      </div>
    );
  }

  if (isError || session?.role !== role) {
    const redirectTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.auth.href({ redirectTo })} replace />;
  }

  return <Outlet />;
}
