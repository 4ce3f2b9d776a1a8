import type { PostgrestSingleResponse } from "@supabase/supabase-js";

import { withStatus } from "./errors";
import { loadSupabase } from "./load-supabase";

type Client = Awaited<ReturnType<typeof loadSupabase>>;

/** A PostgREST answer's data, or its error thrown with the HTTP status kept on it. */
export function dataOrThrow<T>({
  data,
  error,
  status,
}: PostgrestSingleResponse<T>): T {
  if (error) throw withStatus(error, status);
  return data;
}

/**
 * One PostgREST request on the lazily loaded client (a write, usually): answers what it selected,
 * or throws its error with the status, so the toast can tell "no answer" and rate limits apart.
 */
export async function supabaseRequest<T>(
  build: (supabase: Client) => PromiseLike<PostgrestSingleResponse<T>>,
): Promise<T> {
  const supabase = await loadSupabase();
  return dataOrThrow(await build(supabase));
}

/** The database refused a second row with the same unique value (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    error.code === "23505"
  );
}
