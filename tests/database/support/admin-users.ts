import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";

import { signedInClient } from "../../local-backend/support.ts";

/** Helpers for calling the admin-users function through the runtime's relay. */

export interface Answer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  error: string | null;
}

/** Invokes admin-users as `client` and answers its status with the body or the error sentence. */
export async function adminUsers<T = Record<string, unknown>>(
  client: SupabaseClient,
  body: Record<string, unknown>,
): Promise<Answer<T>> {
  const { data, error, response } = await client.functions.invoke(
    "admin-users",
    { body },
  );
  if (!error)
    return { status: response?.status ?? 200, data: data as T, error: null };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const failed = error.context as Response;
  const parsed = (await failed.json()) as { error: string };
  return { status: failed.status, data: null, error: parsed.error };
}

export const signedInAdmin = () =>
  signedInClient({ appMetadata: { role: "admin" } });
