import { useQuery } from "@tanstack/react-query";
import { LogOut } from "lucide-react";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/features/auth/api/mutations";
import { sessionQueries } from "@/features/auth/api/queries";
import { OwnerDashboard } from "@/features/owner-portal";

/**
 * The signed-in owner's portal (the layout has already checked the role). Its one sign-out
 * control is the spec's Sign Out; the nav bar keeps Account and leaves out its Logout here.
 */
export function Component() {
  const { data: session } = useQuery(sessionQueries.current());
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
