import { useState } from "react";
import { Smartphone, Trash2 } from "lucide-react";

import { formatLagosStamp } from "@/lib/dates";
import { notify } from "@/lib/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/confirm-dialog";

import { useRemoveFactor } from "../api/mutations";
import type { AuthenticatorFactor } from "../api/queries";

/** The account's authenticators: name, state, when added, and a way to remove each. */
export function FactorList({ factors }: { factors: AuthenticatorFactor[] }) {
  const [removing, setRemoving] = useState<AuthenticatorFactor | null>(null);
  const remove = useRemoveFactor();

  function confirmRemoval() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notify(
          "Authenticator removed",
          `${removing.friendlyName || "The authenticator"} no longer signs you in.`,
        );
      },
    });
  }

  return (
    <>
      <ul aria-label="Authenticators" className="grid gap-2">
        {factors.map((factor) => (
          <li
            key={factor.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-card/60 px-4 py-3"
          >
            <div className="flex min-w-48 flex-1 items-center gap-3">
              <Smartphone
                className="size-4 shrink-0 text-primary"
                aria-hidden
              />
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium text-foreground">
                  {factor.friendlyName || "Authenticator app"}
                </span>
                <span className="text-xs text-muted-foreground">
                  Added {formatLagosStamp(factor.createdAt)}
                </span>
              </div>
            </div>
            <div className="ml-auto flex items-center gap-2">
              <Badge
                variant={factor.status === "verified" ? "success" : "warning"}
              >
                {factor.status === "verified" ? "Verified" : "Unverified"}
              </Badge>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRemoving(factor)}
                aria-label={`Remove ${factor.friendlyName || "authenticator"}`}
              >
                <Trash2 aria-hidden />
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this authenticator?"
        description={
          removing?.status === "verified"
            ? "Logging in will no longer ask for its code. You can set up an authenticator again at any time."
            : "This unfinished set-up will be discarded."
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirmRemoval}
      />
    </>
  );
}
