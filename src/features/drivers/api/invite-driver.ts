import { useMutation } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { notify } from "@/lib/toast";

import { useRefreshDrivers } from "./mutations";

export interface InviteDriverInput {
  driverId: string;
  email: string;
}

interface ErrorContext {
  status: number;
  clone(): { json(): Promise<unknown> };
}

function messageOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("error" in body))
    return null;
  const { error } = body;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error)
    return typeof error.message === "string" ? error.message : null;
  return null;
}

/**
 * admin-users refuses with a sentence in its JSON body ("This driver already has a login.");
 * supabase-js only says the function failed, so the sentence is read from the response it keeps.
 */
async function readableFailure(error: unknown): Promise<unknown> {
  const context = (error as { context?: ErrorContext }).context;
  if (typeof context?.clone !== "function") return error;
  const message = await context
    .clone()
    .json()
    .then(messageOf, () => null);
  return message?.trim()
    ? Object.assign(new Error(message), { status: context.status })
    : error;
}

async function inviteDriver({ driverId, email }: InviteDriverInput) {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<{ user_id: string }>(
    "admin-users",
    { body: { action: "invite_driver", driver_id: driverId, email } },
  );
  if (error) throw await readableFailure(error);
  return data;
}

/** Gives a driver a login to the driver app; the card then shows it as linked. */
export function useInviteDriver() {
  const refresh = useRefreshDrivers();
  return useMutation({
    mutationFn: inviteDriver,
    meta: { errorTitle: "Invitation Failed" },
    onSuccess: (_data, { email }) => {
      notify(
        "Invitation Sent",
        `The invitation to the driver app is on its way to ${email}.`,
      );
      return refresh();
    },
  });
}
