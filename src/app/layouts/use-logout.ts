import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { useSignOut } from "@/features/auth/api/mutations";

export function useLogout() {
  const navigate = useNavigate();
  const signOut = useSignOut();

  function logout() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify("Logged Out", "You have been successfully logged out.");
        void navigate(paths.home.href());
      },
    });
  }

  return { logout, isPending: signOut.isPending };
}
