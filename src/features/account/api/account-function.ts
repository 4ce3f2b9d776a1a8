import { loadSupabase } from "@/lib/load-supabase";

interface ErrorContext {
  status: number;
  clone(): { json(): Promise<unknown> };
}

/** `{ error: "sentence" }` or `{ error: { message } }`, the two shapes our functions answer. */
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
 * supabase-js only says a function failed; the sentence it answered ("You are the last
 * administrator…") is read from the response it keeps, so the toast can say it.
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

/** Asks the `account` function to delete the caller's own account, confirmed by their e-mail. */
export async function deleteOwnAccount(confirm: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.functions.invoke("account", {
    body: { action: "delete", confirm },
  });
  if (error) throw await readableFailure(error);
}
