import type { AdminActionLogSearch } from "@/config/search-params";
import { addDaysToDate, combineLagosDateTime } from "@/lib/dates";
import { loadSupabase } from "@/lib/load-supabase";
import { countedPage, pageRange, rowCountMode } from "@/lib/server-page";

import { SYSTEM_ACTOR } from "../describe";

// label: the record's human name, written with the entry (reference, plate, e-mail, driver name).
const entryColumns =
  "id,actor_email,action,table_name,row_id,label,before,after,at";

const lagosMidnight = (date: string) => combineLagosDateTime(date, "00:00");

function isFiltered(search: AdminActionLogSearch): boolean {
  return Boolean(
    search.actor ||
    search.table.length ||
    search.action.length ||
    search.from ||
    search.to,
  );
}

/** One page of the action log, newest first; each filter is served by its own index. */
export async function fetchAuditLogPage(search: AdminActionLogSearch) {
  const supabase = await loadSupabase();
  const filtered = isFiltered(search);
  let query = supabase
    .from("audit_log")
    .select(entryColumns, { count: rowCountMode(filtered) });
  if (search.actor === SYSTEM_ACTOR) query = query.is("actor_email", null);
  else if (search.actor) query = query.eq("actor_email", search.actor);
  if (search.table.length) query = query.in("table_name", search.table);
  if (search.action.length) query = query.in("action", search.action);
  if (search.from) query = query.gte("at", lagosMidnight(search.from));
  if (search.to)
    query = query.lt("at", lagosMidnight(addDaysToDate(search.to, 1)));
  const ascending = search.sort === "at.asc";
  const { data, error, count } = await query
    .order("at", { ascending })
    .order("id", { ascending })
    .range(...pageRange(search));
  if (error) throw error;
  return countedPage(data, count, filtered);
}

export type AuditLogPage = Awaited<ReturnType<typeof fetchAuditLogPage>>;
export type AuditLogEntry = AuditLogPage["rows"][number];

/** Everyone who has changed something, for the actor filter. */
export async function fetchAuditActors(): Promise<string[]> {
  const supabase = await loadSupabase();
  const { data, error } = await supabase.rpc("audit_log_actors");
  if (error) throw error;
  return data;
}
