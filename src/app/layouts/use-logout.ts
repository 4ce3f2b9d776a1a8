import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { useSignOut } from "@/features/auth/api/mutations";

export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  function logout() {
    // Signing out unmounts the button that called this, so the follow-up hangs on the promise
    // (per-call `onSuccess` callbacks are dropped once their observer unmounts).
    signOut.mutateAsync().then(
      () => {
        notify("Logged Out", "You have been successfully logged out.");
        void navigate(paths.home.href());
      },
      // The mutation cache shows the Sign out Failed toast.
      () => undefined,
    );
  }

  return { logout, isPending: signOut.isPending };
}
