import { lazy, Suspense } from "react";
import { LayoutDashboard, UserRound } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { useStoredSession } from "@/features/auth/hooks/use-stored-session";

const LogoutButton = lazy(() => import("./logout-button"));

interface HeaderActionsProps {
  className?: string;
  /** Called when an action is chosen, so the mobile menu can close. */
  onAction?: () => void;
}

export function HeaderActions({ className, onAction }: HeaderActionsProps) {
  const session = useStoredSession();

  if (!session) {
    return (
      <div className={cn("flex items-center gap-3", className)}>
        <Button asChild size="sm">
          <Link to={paths.bookARide.href()} onClick={onAction}>
            Book a Ride
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className={cn("flex items-center gap-3", className)}>
      {session.role === "admin" ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.dashboard.href()} onClick={onAction}>
            <LayoutDashboard aria-hidden />
            Admin
          </Link>
        </Button>
      ) : null}
      {session.role === "customer" ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.myRides.href()} onClick={onAction}>
            My rides
          </Link>
        </Button>
      ) : null}
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.account.href()} onClick={onAction}>
          <UserRound aria-hidden />
          Account
        </Link>
      </Button>
      <Suspense fallback={null}>
        <LogoutButton onAction={onAction} />
      </Suspense>
    </div>
  );
}
