import { ArrowLeft, LayoutDashboard, LogOut, ShieldAlert } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import type { AuthSession } from "@/features/auth/api/queries";
import { homeForRole } from "@/features/auth/redirect";
import type { AppRole } from "@/features/auth/session";

import { GuardPage } from "./guard-page";
import { useSignOutAndReturn } from "./use-sign-out-and-return";

const AREA: Record<Exclude<AppRole, "customer">, string> = {
  admin: "the EkoLuxe back office",
  owner: "the Owner Portal",
  driver: "the driver app",
};

const ROLE_HOME_LABEL: Record<AppRole, string | null> = {
  admin: "Go to the admin dashboard",
  owner: "Go to the Owner Portal",
  driver: "Go to your trips",
  customer: null,
};

interface NotAllowedProps {
  area: Exclude<AppRole, "customer">;
  session: AuthSession;
  /** The page stands alone (no site chrome around it), so it brings its own landmark. */
  standalone?: boolean;
}

/** What a signed-in account without the area's role sees instead of the page it asked for. */
export function NotAllowed({ area, session, standalone }: NotAllowedProps) {
  const { signOutAndReturn, pending } = useSignOutAndReturn();
  const roleHome = ROLE_HOME_LABEL[session.role];

  return (
    <GuardPage
      standalone={standalone}
      labelledBy="not-allowed-title"
      cardClassName="max-w-lg justify-items-center py-10 text-center sm:px-10"
    >
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <ShieldAlert className="size-6" aria-hidden />
      </span>
      <div className="grid gap-3">
        <h1 id="not-allowed-title" className="text-3xl text-foreground">
          This area is not open to your account
        </h1>
        <p className="text-pretty text-muted-foreground">
          You are signed in
          {session.email ? ` as ${session.email}` : ""}, which has no access to{" "}
          {AREA[area]}.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {roleHome ? (
          <Button asChild>
            <Link to={homeForRole(session.role)}>
              <LayoutDashboard aria-hidden />
              {roleHome}
            </Link>
          </Button>
        ) : null}
        <Button asChild variant={roleHome ? "outline" : "default"}>
          <Link to={paths.home.href()}>
            <ArrowLeft aria-hidden />
            Back to the home page
          </Link>
        </Button>
        <Button variant="ghost" disabled={pending} onClick={signOutAndReturn}>
          <LogOut aria-hidden />
          Sign out to switch account
        </Button>
      </div>
    </GuardPage>
  );
}
