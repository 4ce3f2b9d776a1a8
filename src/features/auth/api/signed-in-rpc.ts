import type { Database } from "@/lib/database.types";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";
import { callRpcWithToken } from "@/lib/rpc-fetch";

import {
  parseStoredSession,
  STORED_TOKEN_MARGIN_S,
  tokenGoodFor,
} from "../session";
import { storedSessionStore } from "../session-store";

type Functions = Database["public"]["Functions"];

/** The token supabase-js stored, while it is good for another minute; null otherwise. */
function storedToken(): string | null {
  const stored = parseStoredSession(storedSessionStore.getSnapshot());
  return stored && tokenGoodFor(stored.accessToken, STORED_TOKEN_MARGIN_S)
    ? stored.accessToken
    : null;
}

/**
 * A read-only RPC as the signed-in user. While the token supabase-js stored is good for another
 * minute it goes out with a plain fetch, so a page's first figures do not wait for supabase-js to
 * download (the owner portal asks for them with its first render); otherwise the call goes
 * through supabase-js, which refreshes the session first. Row-level security decides what comes
 * back either way.
 */
export async function callSignedInRpc<F extends keyof Functions>(
  name: F,
  args: Functions[F]["Args"],
  failureMessage: string,
): Promise<Functions[F]["Returns"]> {
  const token = storedToken();
  if (token)
    return (await callRpcWithToken(token, name, args, {
      failureMessage,
    })) as Functions[F]["Returns"];
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc(name, args);
  if (error) throw withStatus(error, status);
  return data as Functions[F]["Returns"];
}
