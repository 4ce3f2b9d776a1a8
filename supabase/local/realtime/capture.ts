import type { Database } from "../db/database.ts";

/**
 * Change capture without logical decoding (PGlite has none): a row trigger on every table of the
 * `supabase_realtime` publication queues the change and NOTIFYs its id. Rows stay out of the
 * NOTIFY payload, which Postgres caps at 8000 bytes.
 */
export const NOTIFY_CHANNEL = "supabase_local_realtime";
const TRIGGER = "supabase_local_realtime_capture";

const SCHEMA_SQL = `
create schema if not exists supabase_local;
create unlogged table if not exists supabase_local.realtime_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default now()
);
comment on table supabase_local.realtime_changes is
  'Row changes of tables in the supabase_realtime publication, waiting for the local realtime server.';

create or replace function supabase_local.realtime_capture() returns trigger
language plpgsql security definer set search_path = '' set timezone = 'UTC' as $$
declare
  change_id bigint;
begin
  insert into supabase_local.realtime_changes (schema_name, table_name, action, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
    case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_catalog.pg_notify('${NOTIFY_CHANNEL}', change_id::text);
  return null;
end $$;
revoke all on function supabase_local.realtime_capture() from public;
`;

export interface CapturedChange {
  id: number;
  schema: string;
  table: string;
  type: "INSERT" | "UPDATE" | "DELETE";
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  commitTimestamp: string;
}

export async function installCapture(db: Database): Promise<void> {
  await db.exec(SCHEMA_SQL);
  // Changes queued while no server was listening belong to sessions that no longer exist.
  await db.query("truncate supabase_local.realtime_changes");
}

/** Puts the trigger on every table now in the publication and takes it off those that left. */
export async function syncCaptureTriggers(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ sql: string }>(
    `with published as (
       select format('%I.%I', schemaname, tablename)::regclass as rel
       from pg_catalog.pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname <> 'supabase_local'
     ), captured as (
       select tgrelid::regclass as rel from pg_catalog.pg_trigger
       where tgname = $1 and tgfoid = 'supabase_local.realtime_capture()'::regprocedure
     )
     select format('create or replace trigger %I after insert or update or delete on %s for each row execute function supabase_local.realtime_capture()', $1::text, rel) as sql
     from published where rel not in (select rel from captured)
     union all
     select format('drop trigger if exists %I on %s', $1::text, rel) from captured where rel not in (select rel from published)`,
    [TRIGGER],
  );
  for (const { sql } of rows) await db.query(sql);
  return rows.length > 0;
}

/** Takes a batch of queued changes off the queue, oldest first. */
export async function takeChanges(
  db: Database,
  limit: number,
): Promise<CapturedChange[]> {
  const { rows } = await db.query<{
    id: string | number;
    schema_name: string;
    table_name: string;
    action: CapturedChange["type"];
    record: Record<string, unknown> | null;
    old_record: Record<string, unknown> | null;
    commit_timestamp: string;
  }>(
    `delete from supabase_local.realtime_changes
     where id in (select id from supabase_local.realtime_changes order by id limit $1)
     returning id, schema_name, table_name, action, record, old_record,
       to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`,
    [limit],
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      schema: r.schema_name,
      table: r.table_name,
      type: r.action,
      record: r.record,
      oldRecord: r.old_record,
      commitTimestamp: r.commit_timestamp,
    }))
    .sort((a, b) => a.id - b.id);
}
