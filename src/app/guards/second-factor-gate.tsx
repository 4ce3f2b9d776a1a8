import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { BrandLogo } from "@/components/brand-logo";
import { useSignOut } from "@/features/auth/api/mutations";
import { SecondFactorForm } from "@/features/auth/components/second-factor-form";

/**
 * Shown instead of a protected area while the session still owes its authenticator code. Once the
 * code is verified the cached session loses `needsCode` and the guard renders the area itself.
 */
export function SecondFactorGate({ standalone }: { standalone?: boolean }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const Landmark = standalone ? "main" : "section";

  function cancel() {
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
      aria-label="Two-factor authentication"
      className={cn(
        "grid place-items-center px-5",
        standalone ? "min-h-dvh py-16" : "pt-32 pb-24 md:pt-40",
      )}
    >
      <div className="grid w-full max-w-md gap-6 rounded-2xl border border-border bg-card/80 px-6 py-8 shadow-elevated sm:px-8">
        {standalone ? <BrandLogo /> : null}
        <SecondFactorForm
          headingLevel="h1"
          onVerified={() =>
            notify("Login Successful", "Welcome back to EkoLuxe.")
          }
          onCancel={cancel}
          cancelling={signOut.isPending}
        />
      </div>
    </Landmark>
  );
}
