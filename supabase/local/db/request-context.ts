import type { Identity } from "../keys.ts";
import type { Database, Queryable } from "./database.ts";

export interface RequestInfo {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

/**
 * Runs `fn` in one transaction under the caller's role and JWT claims, exactly as PostgREST and
 * Storage do, so RLS policies and `auth.uid()` / `auth.jwt()` see the real caller.
 */
export function asCaller<T>(
  db: Database,
  identity: Pick<Identity, "role" | "claims">,
  request: RequestInfo,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('request.headers', $5, true)`,
      [
        identity.role,
        JSON.stringify(identity.claims),
        request.method,
        request.path,
        JSON.stringify(request.headers ?? {}),
      ],
    );
    return fn(tx);
  });
}
