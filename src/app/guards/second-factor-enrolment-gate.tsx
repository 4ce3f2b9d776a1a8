import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { BrandLogo } from "@/components/brand-logo";
import { LoadingScreen } from "@/components/loading-screen";
import {
  useRemoveFactor,
  type Enrolment,
} from "@/features/admin-settings/api/mutations";
import { NameFactorStep } from "@/features/admin-settings/components/name-factor-step";
import { VerifyFactorStep } from "@/features/admin-settings/components/verify-factor-step";
import { useSignOut } from "@/features/auth/api/mutations";
import { adminSecurityQueries } from "@/features/auth/api/queries";

/**
 * With two-factor required of administrators (Settings → Business), an admin whose session is not
 * yet aal2 and who has no authenticator adds one here before any admin screen. The database
 * already refuses such a session everything (is_admin() is false below aal2); this page is the
 * way through. Once the first code is verified the session is aal2 and the screen they asked for
 * renders in place.
 */
export function SecondFactorEnrolmentGate() {
  const required = useQuery(adminSecurityQueries.secondFactorRequired());
  if (required.isPending) return <LoadingScreen />;
  // Without an answer the screens render and the database refuses what it must.
  if (required.isError || !required.data) return <Outlet />;
  return <SecondFactorEnrolment />;
}

function SecondFactorEnrolment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useSignOut();
  const discard = useRemoveFactor({ quiet: true });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  function leave() {
    const redirectTo = `${location.pathname}${location.search}`;
    signOut.mutateAsync().then(
      () => void navigate(paths.auth.href({ redirectTo }), { replace: true }),
      // The mutation cache shows the Sign out Failed toast.
      () => undefined,
    );
  }

  function startOver() {
    if (enrolment) discard.mutate(enrolment.factorId);
    setEnrolment(null);
  }

  function verified() {
    notify(
      "Two-factor authentication on",
      "You will be asked for a code from your authenticator app each time you log in.",
    );
    void queryClient.invalidateQueries({
      queryKey: adminSecurityQueries.all(),
    });
  }

  return (
    <main
      id="main"
      aria-labelledby="enrol-second-factor-title"
      className="grid min-h-dvh place-items-center px-5 py-16"
    >
      <div className="grid w-full max-w-lg gap-6 rounded-2xl border border-border bg-card/80 px-6 py-8 shadow-elevated sm:px-8">
        <BrandLogo />
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <div className="grid gap-1">
            <h1
              id="enrol-second-factor-title"
              className="text-xl text-foreground"
            >
              Set up two-factor authentication
            </h1>
            <p className="text-sm text-muted-foreground">
              EkoLuxe asks every administrator for a code from an authenticator
              app. Add one now to continue to the back office.
            </p>
          </div>
        </div>
        {enrolment ? (
          <>
            <p className="text-sm text-muted-foreground">
              Scan the QR code with your authenticator app (or type the secret
              key), then enter the 6-digit code it shows.
            </p>
            <VerifyFactorStep
              enrolment={enrolment}
              onVerified={verified}
              onCancel={startOver}
            />
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Use an app such as Google Authenticator, Microsoft Authenticator
              or 1Password. Cancel signs you out.
            </p>
            <NameFactorStep onEnrolled={setEnrolment} onCancel={leave} />
          </>
        )}
      </div>
    </main>
  );
}
