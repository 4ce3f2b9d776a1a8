import { LayoutDashboard, UserRound } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import type { AppRole } from "@/features/auth/session";

import LogoutButton from "./logout-button";

interface SignedInActionsProps {
  role: AppRole;
  onAction?: () => void;
  /** False where the page shows its own sign-out control, so there is only one. */
  withLogout?: boolean;
}

/** The nav bar's actions for a signed-in visitor; loaded only for them, off the first download. */
export default function SignedInActions({
  role,
  onAction,
  withLogout = true,
}: SignedInActionsProps) {
  return (
    <>
      {role === "admin" ? (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.admin.dashboard.href()} onClick={onAction}>
            <LayoutDashboard aria-hidden />
            Admin
          </Link>
        </Button>
      ) : null}
      {role === "customer" ? (
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
      {withLogout ? <LogoutButton onAction={onAction} /> : null}
    </>
  );
}
