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

interface RpcOptions {
  signal?: AbortSignal;
  /** What the error says when the answer has no PostgREST message; the HTTP status follows. */
  failureMessage: string;
}

function post(
  name: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<Response> {
  return fetch(`${env.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers,
    body,
    signal,
  });
}

/**
 * The body of an RPC's answer, unchecked (the caller parses it); a failure is thrown as PostgREST
 * describes it (message, code, details, hint) with the HTTP status, like a supabase-js error
 * after `withStatus`.
 */
async function answerOf(
  response: Response,
  failureMessage: string,
): Promise<unknown> {
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

/**
 * Calls an RPC over PostgREST with a plain fetch, as a visitor without a session: for the reads a
 * link opens (the ride page), so supabase-js stays off the page's first paint.
 *
 * On a first visit the route preload script (scripts/route-preload-plugin.ts) may already have
 * sent this very request while the app downloaded; the call then takes that response instead of
 * asking again. The handshake, and why the arguments' order matters, is in anon-rpc-prefetch.ts.
 */
export async function callAnonRpc<F extends keyof Functions>(
  name: F,
  args: Functions[F]["Args"],
  { signal, failureMessage }: RpcOptions,
): Promise<unknown> {
  const body = JSON.stringify(args);
  const response = await (takePrefetched(prefetchKey(name, body)) ??
    post(name, body, anonHeaders(env.supabaseAnonKey), signal));
  return answerOf(response, failureMessage);
}

/**
 * The same call as a signed-in user, whose access token goes as the bearer (what supabase-js
 * sends for a session): a page's first reads need not wait for supabase-js to download. The caller
 * vouches for the token (see features/auth/api/signed-in-rpc.ts).
 */
export async function callRpcWithToken<F extends keyof Functions>(
  accessToken: string,
  name: F,
  args: Functions[F]["Args"],
  { signal, failureMessage }: RpcOptions,
): Promise<unknown> {
  const headers = {
    ...anonHeaders(env.supabaseAnonKey),
    Authorization: `Bearer ${accessToken}`,
  };
  return answerOf(
    await post(name, JSON.stringify(args), headers, signal),
    failureMessage,
  );
}
