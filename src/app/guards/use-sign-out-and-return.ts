import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { useSignOut } from "@/features/auth/api/mutations";

/**
 * Signs out and opens the login with a way back to the page the visitor asked for, so another
 * account can pick up where this one was refused.
 */
export function useSignOutAndReturn() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();

  function signOutAndReturn() {
    const redirectTo = `${location.pathname}${location.search}`;
    // Signing out unmounts the guard's page, so the follow-up hangs on the promise (as in useLogout).
    signOut.mutateAsync().then(
      () => {
        notify("Logged Out", "You have been successfully logged out.");
        void navigate(paths.auth.href({ redirectTo }), { replace: true });
      },
      // The mutation cache shows the Sign out Failed toast.
      () => undefined,
    );
  }

  return { signOutAndReturn, pending: signOut.isPending };
}
