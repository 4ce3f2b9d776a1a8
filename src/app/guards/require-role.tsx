import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation } from "react-router-dom";

import { paths } from "@/config/paths";
import { LoadingScreen } from "@/components/loading-screen";
import { sessionQueries } from "@/features/auth/api/queries";
import type { AppRole } from "@/features/auth/session";

import { NotAllowed } from "./not-allowed";
import { SecondFactorGate } from "./second-factor-gate";

interface RequireRoleProps {
  role: Exclude<AppRole, "customer">;
  /** Rendered without the site chrome around it (the back office has its own). */
  standalone?: boolean;
  /** What an allowed session sees; the nested routes by default. */
  children?: ReactNode;
}

/**
 * Route guard for the owner portal and the admin back office. It only decides what to render:
 * row-level security is what actually protects the data.
 */
export function RequireRole({ role, standalone, children }: RequireRoleProps) {
  const location = useLocation();
  const {
    data: session,
    isPending,
    isError,
  } = useQuery(sessionQueries.current());

  if (isPending) return <LoadingScreen />;

  if (isError || !session) {
    const redirectTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.auth.href({ redirectTo })} replace />;
  }

  if (session.role !== role)
    return <NotAllowed area={role} session={session} standalone={standalone} />;

  // A session restored after the password alone: the database grants nothing until the code.
  if (session.needsCode) return <SecondFactorGate standalone={standalone} />;

  return children ?? <Outlet />;
}
