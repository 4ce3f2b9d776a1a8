import type { Database } from "../db/database.ts";
import { asCaller } from "../db/request-context.ts";
import type { Identity } from "../keys.ts";
import type { CapturedChange } from "./capture.ts";
import { ident } from "./filters.ts";
import type { TableInfo } from "./table-info.ts";

/**
 * Whether a caller may see a change, decided as hosted Realtime's apply_rls does: the key must be
 * readable by the role (else an error stands in for the row), and under RLS a keyed SELECT runs
 * with the caller's role and claims. Deletes are not checked: the row is gone.
 */
export async function accessFor(
  db: Database,
  info: TableInfo,
  change: CapturedChange,
  identity: Identity,
): Promise<boolean | string> {
  const readable = info.columns.filter((c) =>
    c.readers.includes(identity.role),
  );
  if (change.type === "DELETE") return readable.length > 0;
  const keys = info.columns.filter((c) => c.pk);
  if (keys.length === 0) return "Error 400: Bad Request, no primary key";
  if (keys.some((c) => !c.readers.includes(identity.role)))
    return "Error 401: Unauthorized";
  if (!info.rls || identity.role === "service_role") return true;
  const columns = keys.map((c) => ident(c.name));
  const sql = `select 1 from ${info.qualified} t where (${columns.map((c) => `t.${c}`).join(", ")}) =
    (select ${columns.map((c) => `r.${c}`).join(", ")} from jsonb_populate_record(null::${info.qualified}, $1::jsonb) r) limit 1`;
  try {
    const request = { method: "GET", path: "/realtime/v1/websocket" };
    const { rows } = await asCaller(db, identity, request, (tx) =>
      tx.query(sql, [JSON.stringify(change.record)]),
    );
    return rows.length > 0;
  } catch {
    return false;
  }
}
