import type { Queryable } from "../db/database.ts";

export interface ListOptions {
  prefix?: string;
  limit?: number;
  offset?: number;
  sortBy?: { column?: string; order?: string };
  search?: string;
}

const SORT_COLUMNS = new Set([
  "name",
  "updated_at",
  "created_at",
  "last_accessed_at",
]);

/**
 * One level of a bucket under `prefix`, as the Storage API's `search()` answers it: names relative
 * to the prefix, and each deeper path collapsed into a folder entry whose other fields are null.
 */
export async function listObjects(
  tx: Queryable,
  bucket: string,
  options: ListOptions,
) {
  let prefix = options.prefix ?? "";
  if (prefix !== "" && !prefix.endsWith("/")) prefix += "/";
  const column = SORT_COLUMNS.has(options.sortBy?.column ?? "")
    ? options.sortBy?.column
    : "name";
  const direction =
    options.sortBy?.order?.toLowerCase() === "desc" ? "desc" : "asc";
  const byName = `lower(name) collate "C" ${direction}, name collate "C" ${direction}`;
  const order =
    column === "name"
      ? byName
      : `folder desc, ${column} ${direction} nulls last, ${byName}`;
  const limit = Math.max(
    1,
    Math.min(Math.floor(Number(options.limit ?? 100)) || 100, 1000),
  );
  const offset = Math.max(0, Math.floor(Number(options.offset ?? 0)) || 0);
  const { rows } = await tx.query(
    `with matched as (
       select name, id, updated_at, created_at, last_accessed_at, metadata,
              strpos(substr(name, length($3) + 1), '/') as slash
       from storage.objects
       where bucket_id = $1 and lower(left(name, length($3))) = lower($3)
     ), entries as (
       select distinct substr(name, length($2) + 1, length($3) - length($2) + slash - 1) as name,
              null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata, true as folder
       from matched where slash > 0
       union all
       select substr(name, length($2) + 1), id, updated_at, created_at, last_accessed_at, metadata, false
       from matched where slash = 0
     )
     select name, id, updated_at, created_at, last_accessed_at, metadata from entries
     order by ${order} limit $4 offset $5`,
    [bucket, prefix, prefix + (options.search ?? ""), limit, offset],
  );
  return rows;
}
