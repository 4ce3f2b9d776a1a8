import { env } from "@/config/env";
import type { Database } from "@/lib/database.types";
import { withStatus } from "@/lib/errors";

import { anonHeaders, prefetchKey, takePrefetched } from "./anon-rpc-prefetch";

type Functions = Database["public"]["Functions"];

interface PostgrestFailure {
  message?: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
}

interface AnonRpcOptions {
  signal?: AbortSignal;
  /** What the error says when the answer has no PostgREST message; the HTTP status follows. */
  failureMessage: string;
}

/**
 * Calls an RPC over PostgREST with a plain fetch, as a visitor without a session: for the reads a
 * link opens (the ride page), so supabase-js stays off the page's first paint. Answers the body
 * unchecked (the caller parses it); a failure is thrown as PostgREST describes it (message,
 * code, details, hint) with the HTTP status, like a supabase-js error after `withStatus`.
 *
 * On a first visit the route preload script (scripts/route-preload-plugin.ts) may already have
 * sent this very request while the app downloaded; the call then takes that response instead of
 * asking again. The handshake, and why the arguments' order matters, is in anon-rpc-prefetch.ts.
 */
export async function callAnonRpc<F extends keyof Functions>(
  name: F,
  args: Functions[F]["Args"],
  { signal, failureMessage }: AnonRpcOptions,
): Promise<unknown> {
  const body = JSON.stringify(args);
  const response = await (takePrefetched(prefetchKey(name, body)) ??
    fetch(`${env.supabaseUrl}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: anonHeaders(env.supabaseAnonKey),
      body,
      signal,
    }));
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  const failure = (answer ?? {}) as PostgrestFailure;
  throw withStatus(
    Object.assign(
      new Error(failure.message ?? `${failureMessage} (${response.status}).`),
      {
        code: failure.code,
        details: failure.details ?? null,
        hint: failure.hint ?? null,
      },
    ),
    response.status,
  );
}
