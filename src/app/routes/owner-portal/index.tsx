import { useQuery } from "@tanstack/react-query";
import { LogOut, UserRound } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useSignOut } from "@/features/auth/api/mutations";
import { sessionQueries } from "@/features/auth/api/queries";
import { OwnerDashboard } from "@/features/owner-portal";

/** The signed-in owner's portal (the layout has already checked the role). */
export function Component() {
  const { data: session } = useQuery(sessionQueries.current());
  const signOut = useSignOut();
  return (
    <OwnerDashboard
      email={session?.email ?? null}
      signOut={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <Link to={paths.account.href()}>
              <UserRound aria-hidden />
              Account
            </Link>
          </Button>
          <Button
            variant="outline"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                // The portal shows its login again; the mutation cache toasts a failure.
                onSuccess: () =>
                  notify(
                    "Logged Out",
                    "You have been successfully logged out.",
                  ),
              })
            }
          >
            <LogOut aria-hidden />
            Sign Out
          </Button>
        </div>
      }
    />
  );
}
