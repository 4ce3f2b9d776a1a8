import { LogOut } from "lucide-react";
import { useOutletContext } from "react-router-dom";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/features/auth/api/mutations";
import type { AuthSession } from "@/features/auth/api/queries";
import { OwnerDashboard } from "@/features/owner-portal";

/**
 * The signed-in owner's portal (the layout has already checked the role and hands down the
 * session it let through). Its one sign-out control is the spec's Sign Out; the nav bar keeps
 * Account and leaves out its Logout here.
 */
export function Component() {
  const session = useOutletContext<AuthSession | undefined>();
  const signOut = useSignOut();
  return (
    <OwnerDashboard
      email={session?.email ?? null}
      signOut={
        <Button
          variant="outline"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              // The portal shows its login again; the mutation cache toasts a failure.
              onSuccess: () =>
                notify("Logged Out", "You have been successfully logged out."),
            })
          }
        >
          <LogOut aria-hidden />
          Sign Out
        </Button>
      }
    />
  );
}
