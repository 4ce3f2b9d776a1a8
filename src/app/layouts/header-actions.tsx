import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { useStoredSession } from "@/features/auth/hooks/use-stored-session";

const SignedInActions = lazy(() => import("./signed-in-actions"));

interface HeaderActionsProps {
  className?: string;
  /** Called when an action is chosen, so the mobile menu can close. */
  onAction?: () => void;
  /** The page has its own sign-out control: no second one in the nav bar. */
  signOutInPage?: boolean;
}

export function HeaderActions({
  className,
  onAction,
  signOutInPage = false,
}: HeaderActionsProps) {
  const session = useStoredSession();

  return (
    <div className={cn("flex items-center gap-3", className)}>
      {session ? (
        <Suspense fallback={null}>
          <SignedInActions
            role={session.role}
            onAction={onAction}
            withLogout={!signOutInPage}
          />
        </Suspense>
      ) : (
        <Button asChild size="sm">
          <Link to={paths.bookARide.href()} onClick={onAction}>
            Book a Ride
          </Link>
        </Button>
      )}
    </div>
  );
}
