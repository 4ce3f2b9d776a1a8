import { useMutation, useQueryClient } from "@tanstack/react-query";

import { invokeFunction } from "@/lib/edge-functions";
import { notify } from "@/lib/toast";

import type { InviteOwnerFormValues } from "../schemas";
import type { OwnerAccount } from "../types";
import { adminFleetQueries } from "./queries";

async function inviteOwner(values: InviteOwnerFormValues): Promise<string> {
  const data = await invokeFunction<{ user_id: string } | null>("admin-users", {
    action: "invite",
    role: "owner",
    ...values,
  });
  if (!data) throw new Error("The invitation could not be sent.");
  return data.user_id;
}

/**
 * Invites the vehicle's owner from the owner picker and answers their account as the picker lists
 * it (an existing customer keeps the name on their account), once the list has been read again.
 */
export function useInviteOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: InviteOwnerFormValues) => {
      const id = await inviteOwner(values);
      const owners = await queryClient.fetchQuery({
        ...adminFleetQueries.owners(),
        staleTime: 0,
      });
      return (
        owners.find((account) => account.id === id) ??
        ({ id, ...values } satisfies OwnerAccount)
      );
    },
    meta: { errorTitle: "Error updating user" },
    onSuccess: (owner) =>
      notify(
        "Invitation Sent",
        `${owner.full_name} (${owner.email}) is invited to the owner portal and is now this vehicle's owner.`,
      ),
  });
}
