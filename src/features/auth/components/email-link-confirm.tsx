import { useQuery } from "@tanstack/react-query";
import { KeyRound, ShieldCheck } from "lucide-react";
import { Navigate, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { isNetworkError } from "@/lib/errors";
import { notify } from "@/lib/toast";

import { useSignOut } from "../api/mutations";
import { sessionQueries, type AuthSession } from "../api/queries";
import { useEmailLink } from "../hooks/use-email-link";
import { destinationAfterLogin, pathOnThisSite } from "../redirect";
import { AuthCard } from "./auth-card";
import { ChoosePasswordForm } from "./choose-password-form";
import { EmailChanged, EmailChangeHalfway } from "./email-change-result";
import { CheckingLink, LinkFailure, LinkUnreachable } from "./link-failure";
import { SecondFactorForm } from "./second-factor-form";

/**
 * `/auth/confirm`, where every auth e-mail's link lands: verifies the link's token hash, then asks
 * for what is still needed (a password for an invitation or a reset) and lands the person where
 * their role works. A spent or broken link is a page that says so, with a way to get a new one.
 */
export function EmailLinkConfirm() {
  const { link, verify, retry } = useEmailLink();
  const session = useQuery(sessionQueries.current());
  const navigate = useNavigate();
  const signOut = useSignOut();
  const verifiedNow = verify.isSuccess;

  const landing = (current: AuthSession) =>
    destinationAfterLogin(current.role, pathOnThisSite(link.redirectTo));

  if (link.tokenHash && link.type) {
    if (verify.isIdle || verify.isPending) return <CheckingLink />;
    if (verify.isError)
      return isNetworkError(verify.error) ? (
        <LinkUnreachable onRetry={retry} />
      ) : (
        <LinkFailure />
      );
    if (!verify.data.session) return <EmailChangeHalfway />;
  }

  if (session.isPending) return <CheckingLink />;
  const current = session.data;
  if (!link.type || !current) return <LinkFailure />;

  if (current.needsCode)
    return (
      <AuthCard icon={ShieldCheck} title="One more check">
        <SecondFactorForm
          onVerified={() => undefined}
          onCancel={() =>
            signOut.mutate(undefined, {
              onSuccess: () =>
                void navigate(paths.auth.href(), { replace: true }),
            })
          }
          cancelling={signOut.isPending}
        />
      </AuthCard>
    );

  switch (link.type) {
    case "invite":
    case "recovery": {
      // After a reload the link is spent, but the session it opened is still here.
      if (!verifiedNow && !current.fromEmailLink) return <LinkFailure />;
      const invited = link.type === "invite";
      return (
        <AuthCard
          icon={KeyRound}
          eyebrow={invited ? "Welcome to EkoLuxe" : "Your account"}
          title={invited ? "Choose your password" : "Choose a new password"}
          description={
            current.email
              ? `For ${current.email}. Use it with this address to log in from now on.`
              : "Use it with your email address to log in from now on."
          }
        >
          <ChoosePasswordForm
            email={current.email}
            onDone={() => {
              notify(
                "Password Updated!",
                invited
                  ? "Your password is set. Welcome to EkoLuxe."
                  : "Your new password is set, and you are signed in.",
              );
              void navigate(landing(current), { replace: true });
            }}
          />
        </AuthCard>
      );
    }
    case "email_change":
      return verifiedNow ? (
        <EmailChanged email={current.email} continueTo={landing(current)} />
      ) : (
        <LinkFailure />
      );
    case "signup":
    case "magiclink":
      return <Navigate to={landing(current)} replace />;
  }
}
