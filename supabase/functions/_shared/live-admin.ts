import { requireUser, type AuthDeps, type Caller } from "./auth.ts";
import { HttpError } from "./http.ts";

/**
 * Like requireAdmin, but the database decides through the caller's own client: is_admin() holds
 * only while the session is live, the user neither banned nor deleted, the role admin now (not
 * when the token was issued) and any second factor the account has was used.
 */
export async function requireLiveAdmin(
  req: Request,
  deps: AuthDeps,
): Promise<Caller> {
  const caller = await requireUser(req, deps);
  const { data, error } = await caller.client.rpc("is_admin");
  if (error) throw new Error(`is_admin failed: ${error.message}`);
  if (data !== true)
    throw new HttpError(403, "forbidden", "Only administrators may do this.");
  return caller;
}
