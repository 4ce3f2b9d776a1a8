import { useEffect, useRef, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { sessionQueries } from "@/features/auth/api/queries";

import { AccountPage } from "./account-page";

/**
 * The account page for whoever is signed in. A visitor is sent to log in and back (as My rides
 * does). After deleting the account, the history entry says so: signing out remounts the page,
 * and it must then go home, not to the login.
 */
export function AccountScreen({
  signOut,
  passwordForm,
  emailForm,
}: {
  signOut: () => Promise<unknown>;
  passwordForm: ReactNode;
  emailForm: ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useQuery(sessionQueries.current());
  const signingOut = useRef(false);
  const deleted = (location.state as { deleted?: boolean } | null)?.deleted;
  const signedIn = Boolean(session.data);

  useEffect(() => {
    if (!deleted || !signedIn || signingOut.current) return;
    signingOut.current = true;
    signOut().then(
      () =>
        notify(
          "Account Deleted",
          "Your account is gone. Completed rides and payments stay in our records, anonymised.",
        ),
      // The sign-out shows its own failure.
      () => undefined,
    );
  }, [deleted, signedIn, signOut]);

  if (session.isError || (session.isSuccess && !session.data))
    return (
      <Navigate
        to={
          deleted
            ? paths.home.href()
            : paths.auth.href({ redirectTo: location.pathname })
        }
        replace
      />
    );
  if (!session.data || deleted) return null;
  return (
    <AccountPage
      userId={session.data.userId}
      email={session.data.email ?? ""}
      passwordForm={passwordForm}
      emailForm={emailForm}
      onDeleted={() =>
        void navigate(location.pathname, {
          replace: true,
          state: { deleted: true },
        })
      }
    />
  );
}
