import type { SupabaseClient, User } from "@supabase/supabase-js";

import { createCallerClient } from "./clients.ts";
import { HttpError } from "./http.ts";

export interface AuthDeps {
  supabaseUrl: string;
  anonKey: string;
}

export interface Caller {
  user: User;
  /** A client acting as the caller (RLS applies). */
  client: SupabaseClient;
}

function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(req.headers.get("Authorization") ?? "")?.[1];
}

/**
 * The signed-in user behind the request, checked with the auth server (so a revoked or
 * expired session is refused even when the JWT still looks valid). 401 otherwise.
 */
export async function requireUser(
  req: Request,
  deps: AuthDeps,
): Promise<Caller> {
  const token = bearerToken(req);
  if (!token)
    throw new HttpError(401, "unauthorized", "Please sign in to continue.");
  const client = createCallerClient(
    deps.supabaseUrl,
    deps.anonKey,
    `Bearer ${token}`,
  );
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user)
    throw new HttpError(
      401,
      "unauthorized",
      "Your session has expired. Please sign in again.",
    );
  return { user: data.user, client };
}

/** Like requireUser, and the user's `app_metadata.role` must be `admin` (403 otherwise). */
export async function requireAdmin(
  req: Request,
  deps: AuthDeps,
): Promise<Caller> {
  const caller = await requireUser(req, deps);
  if (caller.user.app_metadata?.role !== "admin")
    throw new HttpError(403, "forbidden", "Only administrators may do this.");
  return caller;
}
