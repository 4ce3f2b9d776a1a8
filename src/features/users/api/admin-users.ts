import { loadSupabase } from "@/lib/load-supabase";

/** The function's refusal, carrying the sentence it answered (`{ error }`) as the message. */
class AdminUsersError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = "AdminUsersError";
    this.status = status;
  }
}

async function readableRefusal(error: unknown): Promise<Error | undefined> {
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) return undefined;
  const body = (await context.json().catch(() => null)) as {
    error?: unknown;
  } | null;
  return typeof body?.error === "string"
    ? new AdminUsersError(body.error, context.status)
    : undefined;
}

/** Calls the admin-users edge function; a refusal throws with the function's own sentence. */
export async function invokeAdminUsers<T>(
  body: Record<string, unknown>,
): Promise<T> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.functions.invoke<T>("admin-users", {
    body,
  });
  if (error) throw (await readableRefusal(error)) ?? error;
  return data as T;
}
