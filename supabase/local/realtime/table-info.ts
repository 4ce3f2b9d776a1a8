import type { Database } from "../db/database.ts";

export interface ColumnInfo {
  name: string;
  /** `pg_type.typname`, as Realtime reports it (`int4`, `_text`, …). */
  type: string;
  /** `format_type`, for casting filter values. */
  sqlType: string;
  pk: boolean;
  /** API roles that may SELECT the column. */
  readers: string[];
}

export interface TableInfo {
  schema: string;
  table: string;
  /** `"schema"."table"`, ready for SQL. */
  qualified: string;
  rls: boolean;
  /** `d` default (primary key), `f` full, `i` index, `n` nothing. */
  replicaIdentity: string;
  columns: ColumnInfo[];
  identityColumns: string[];
}

/** Catalog facts about published tables, cached until the schema changes. */
export class TableInfoCache {
  readonly #db: Database;
  #cache = new Map<string, Promise<TableInfo | undefined>>();

  constructor(db: Database) {
    this.#db = db;
  }

  clear(): void {
    this.#cache.clear();
  }

  get(schema: string, table: string): Promise<TableInfo | undefined> {
    const key = JSON.stringify([schema, table]);
    let entry = this.#cache.get(key);
    if (!entry) {
      entry = this.#load(schema, table);
      entry.catch(() => this.#cache.delete(key));
      this.#cache.set(key, entry);
    }
    return entry;
  }

  async #load(schema: string, table: string): Promise<TableInfo | undefined> {
    const { rows } = await this.#db.query<{
      qualified: string;
      rls: boolean;
      replica_identity: string;
      columns: ColumnInfo[];
      identity_columns: string[] | null;
    }>(
      `select format('%I.%I', n.nspname, c.relname) as qualified, c.relrowsecurity as rls,
         c.relreplident::text as replica_identity,
         (select json_agg(json_build_object(
             'name', a.attname, 'type', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod),
             'pk', coalesce(a.attnum = any(pk.conkey), false),
             'readers', (select coalesce(json_agg(r), '[]') from unnest(array['anon', 'authenticated', 'service_role']) r
                         where has_column_privilege(r, c.oid, a.attnum, 'SELECT')))
             order by a.attnum)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
         (select json_agg(a.attname order by a.attnum) from pg_index i
          join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
          where i.indrelid = c.oid and (case c.relreplident when 'i' then i.indisreplident else i.indisprimary end))
           as identity_columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
       where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p')`,
      [schema, table],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      schema,
      table,
      qualified: row.qualified,
      rls: row.rls,
      replicaIdentity: row.replica_identity,
      columns: row.columns ?? [],
      identityColumns: row.identity_columns ?? [],
    };
  }
}

export function readableColumns(
  info: TableInfo,
  role: string,
  select: string[] | undefined,
): ColumnInfo[] {
  return info.columns.filter(
    (c) =>
      c.readers.includes(role) && (!select || c.pk || select.includes(c.name)),
  );
}

/** What the WAL would hold as the old row: everything with REPLICA IDENTITY FULL, else the key. */
export function oldIdentity(
  info: TableInfo,
  old: Record<string, unknown> | null,
): Record<string, unknown> {
  if (!old) return {};
  if (info.replicaIdentity === "f") return old;
  if (info.replicaIdentity === "n") return {};
  return Object.fromEntries(
    info.identityColumns.filter((c) => c in old).map((c) => [c, old[c]]),
  );
}
