import { invokeFunction } from "@/lib/edge-functions";

/** Asks the `account` function to delete the caller's own account, confirmed by their e-mail. */
export async function deleteOwnAccount(confirm: string): Promise<void> {
  await invokeFunction("account", { action: "delete", confirm });
}
