import { ArrowLeft, LayoutDashboard, LogOut, ShieldAlert } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/brand-logo";
import { useSignOut } from "@/features/auth/api/mutations";
import type { AuthSession } from "@/features/auth/api/queries";
import { homeForRole } from "@/features/auth/redirect";
import type { AppRole } from "@/features/auth/session";

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
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const roleHome = ROLE_HOME_LABEL[session.role];
  const Landmark = standalone ? "main" : "section";

  function switchAccount() {
    const redirectTo = `${location.pathname}${location.search}`;
    // Signing out unmounts this page, so the follow-up hangs on the promise (as in useLogout).
    signOut.mutateAsync().then(
      () => {
        notify("Logged Out", "You have been successfully logged out.");
        void navigate(paths.auth.href({ redirectTo }), { replace: true });
      },
      // The mutation cache shows the Sign out Failed toast.
      () => undefined,
    );
  }

  return (
    <Landmark
      id={standalone ? "main" : undefined}
      aria-labelledby="not-allowed-title"
      className={cn(
        "grid place-items-center px-5",
        standalone ? "min-h-dvh py-16" : "pt-32 pb-24 md:pt-40",
      )}
    >
      <div className="grid w-full max-w-lg justify-items-center gap-6 rounded-2xl border border-border bg-card/80 px-6 py-10 text-center shadow-elevated sm:px-10">
        {standalone ? <BrandLogo /> : null}
        <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
          <ShieldAlert className="size-6" aria-hidden />
        </span>
        <div className="grid gap-3">
          <h1 id="not-allowed-title" className="text-3xl text-foreground">
            This area is not open to your account
          </h1>
          <p className="text-pretty text-muted-foreground">
            You are signed in
            {session.email ? ` as ${session.email}` : ""}, which has no access
            to {AREA[area]}.
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
          <Button
            variant="ghost"
            disabled={signOut.isPending}
            onClick={switchAccount}
          >
            <LogOut aria-hidden />
            Sign out to switch account
          </Button>
        </div>
      </div>
    </Landmark>
  );
}
