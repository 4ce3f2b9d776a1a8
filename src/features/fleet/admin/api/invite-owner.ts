import { useMutation, useQueryClient } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import type { InviteOwnerFormValues } from "../schemas";
import type { OwnerAccount } from "../types";
import { adminFleetQueries } from "./queries";

interface ErrorContext {
  status: number;
  clone(): { json(): Promise<unknown> };
}

/**
 * admin-users refuses with a sentence in its JSON body ("This e-mail belongs to an account with
 * the driver role."); supabase-js only says the function failed, so it is read from the response.
 */
async function readableFailure(error: unknown): Promise<unknown> {
  const context = (error as { context?: ErrorContext }).context;
  if (typeof context?.clone !== "function") return error;
  const body = await context
    .clone()
    .json()
    .catch(() => null);
  const message =
    typeof body === "object" && body !== null && "error" in body
      ? body.error
      : null;
  return typeof message === "string" && message.trim()
    ? Object.assign(new Error(message), { status: context.status })
    : error;
}

async function inviteOwner(values: InviteOwnerFormValues): Promise<string> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ user_id: string }>(
    "admin-users",
    { body: { action: "invite", role: "owner", ...values } },
  );
  if (error) throw await readableFailure(error);
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
