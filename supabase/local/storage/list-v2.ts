import type { Queryable } from "../db/database.ts";
import { StorageError } from "./errors.ts";

type SortColumn = "name" | "updated_at" | "created_at";

export interface ListV2Request {
  prefix?: string;
  limit?: number;
  cursor?: string;
  with_delimiter?: boolean;
  sortBy?: { column: SortColumn; order?: "asc" | "desc" };
}

/** A row as Storage's list queries return it; folders have a null id. */
type Entry = Record<string, unknown> & { name: string; id: string | null };

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

/** The one-letter keys of Storage's continuation token (`l:<name>\no:<order>…`, base64). */
const CURSOR_KEYS: [string, keyof Cursor][] = [
  ["l", "startAfter"],
  ["o", "sortOrder"],
  ["c", "sortColumn"],
  ["a", "sortColumnAfter"],
];

/**
 * Checks the body as the route's JSON schema does under Fastify's Ajv (types coerced, first error
 * only), answering its `400 InvalidRequest` "body/… must …" messages.
 */
export function parseListV2Body(body: unknown): ListV2Request {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw invalidBody("body must be object");
  const input = { ...(body as Record<string, unknown>) };
  const result: ListV2Request = {};
  if (input.prefix !== undefined)
    result.prefix = coerceString(input.prefix, "body/prefix");
  if (input.limit !== undefined) {
    const limit = coerceInteger(input.limit, "body/limit");
    if (limit < 1) throw invalidBody("body/limit must be >= 1");
    result.limit = limit;
  }
  if (input.cursor !== undefined)
    result.cursor = coerceString(input.cursor, "body/cursor");
  if (input.with_delimiter !== undefined)
    result.with_delimiter = coerceBoolean(
      input.with_delimiter,
      "body/with_delimiter",
    );
  if (input.sortBy !== undefined) result.sortBy = parseSortBy(input.sortBy);
  return result;
}

function parseSortBy(value: unknown): ListV2Request["sortBy"] {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalidBody("body/sortBy must be object");
  const sort = value as Record<string, unknown>;
  if (sort.column === undefined)
    throw invalidBody("body/sortBy must have required property 'column'");
  const column = coerceString(sort.column, "body/sortBy/column");
  if (!["name", "updated_at", "created_at"].includes(column))
    throw invalidBody(
      "body/sortBy/column must be equal to one of the allowed values",
    );
  if (sort.order === undefined) return { column: column as SortColumn };
  const order = coerceString(sort.order, "body/sortBy/order");
  if (order !== "asc" && order !== "desc")
    throw invalidBody(
      "body/sortBy/order must be equal to one of the allowed values",
    );
  return { column: column as SortColumn, order };
}

// Fastify's Ajv coerces scalars (coerceTypes), so "5" is a limit and 5 a prefix.
function coerceString(value: unknown, path: string): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  if (value === null) return "";
  throw invalidBody(`${path} must be string`);
}

function coerceInteger(value: unknown, path: string): number {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : typeof value === "boolean" || value === null
          ? Number(value)
          : NaN;
  if (!Number.isInteger(number)) throw invalidBody(`${path} must be integer`);
  return number;
}

function coerceBoolean(value: unknown, path: string): boolean {
  if (typeof value === "boolean") return value;
  if (value === "true" || value === 1) return true;
  if (value === "false" || value === 0 || value === null) return false;
  throw invalidBody(`${path} must be boolean`);
}

/** A schema failure goes through Storage's error handler as a Fastify error named "Error". */
function invalidBody(message: string): StorageError {
  return new StorageError(400, "InvalidRequest", message, "Error");
}

export function encodeCursor(cursor: Cursor): string {
  const lines = CURSOR_KEYS.filter(([, field]) => cursor[field]).map(
    ([key, field]) => `${key}:${cursor[field]}`,
  );
  return Buffer.from(lines.join("\n")).toString("base64");
}

export function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: "", sortOrder: "asc" };
  for (const line of Buffer.from(token, "base64").toString().split("\n")) {
    const match = /^(\S):(.*)/.exec(line);
    const field = CURSOR_KEYS.find(([key]) => key === match?.[1])?.[1];
    if (!match || !field)
      throw new StorageError(
        400,
        "InvalidParameter",
        "Invalid Parameter continuation token",
      );
    cursor[field] = match[2] ?? "";
  }
  return cursor;
}

/**
 * Storage's `listObjectsV2`: up to `limit` (at most 1000) entries after the cursor, one more
 * fetched to tell whether a next page exists. With the delimiter, deeper paths collapse into
 * folders named by their common prefix; runs under the caller's RLS.
 */
export async function listObjectsV2(
  tx: Queryable,
  bucket: string,
  request: ListV2Request,
) {
  const limit = Math.min(request.limit || 1000, 1000);
  const prefix = request.prefix || "";
  const cursor = request.cursor ? decodeCursor(request.cursor) : undefined;
  const sortColumn = cursor?.sortColumn || request.sortBy?.column;
  const page: PageQuery = {
    bucket,
    prefix,
    maxKeys: limit + 1,
    startAfter: cursor?.startAfter || "",
    order: cursor?.sortOrder || request.sortBy?.order,
    column: sortColumn,
    after: cursor?.sortColumnAfter,
  };
  let rows = request.with_delimiter
    ? collapseDelimited(await queryDelimited(tx, page), prefix, bucket)
    : await queryFlat(tx, page);

  const hasNext = rows.length > limit;
  rows = rows.slice(0, limit);
  const folders: Entry[] = [];
  const objects: Entry[] = [];
  for (const row of rows) {
    if (row.id === null)
      folders.push({
        ...row,
        name: row.name.endsWith("/") ? row.name : `${row.name}/`,
      });
    else objects.push(row);
  }
  const last = rows.at(-1);
  const lastSortValue =
    sortColumn && sortColumn !== "name" ? last?.[sortColumn] : undefined;
  return {
    hasNext,
    nextCursor:
      hasNext && last
        ? encodeCursor({
            startAfter: last.name,
            sortOrder: page.order,
            sortColumn,
            sortColumnAfter: lastSortValue
              ? new Date(lastSortValue as string).toISOString()
              : undefined,
          })
        : undefined,
    nextCursorKey: hasNext ? last?.name : undefined,
    folders,
    objects,
  };
}

interface PageQuery {
  bucket: string;
  prefix: string;
  maxKeys: number;
  startAfter: string;
  order: string | undefined;
  column: string | undefined;
  after: string | undefined;
}

/** Without a delimiter: every object under the prefix, by name or by a timestamp then name. */
async function queryFlat(tx: Queryable, page: PageQuery): Promise<Entry[]> {
  const column =
    page.column === "updated_at" || page.column === "created_at"
      ? page.column
      : undefined;
  const order = page.order === "desc" ? "desc" : "asc";
  const operator = order === "asc" ? ">" : "<";
  const params: unknown[] = [page.bucket, page.maxKeys];
  const where = ["bucket_id = $1"];
  if (page.prefix) {
    params.push(`${page.prefix.replace(/[\\%_]/g, "\\$&")}%`);
    where.push(`name like $${params.length}`);
  }
  if (page.startAfter && column && page.after) {
    params.push(page.after, page.startAfter);
    where.push(
      `row(date_trunc('milliseconds', ${column}), name collate "C") ${operator}
       row(coalesce(nullif($${params.length - 1}, '')::timestamptz, 'epoch'::timestamptz), $${params.length})`,
    );
  } else if (page.startAfter) {
    params.push(page.startAfter);
    where.push(`name collate "C" ${operator} $${params.length}`);
  }
  const { rows } = await tx.query<Entry>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at
     from storage.objects where ${where.join(" and ")}
     order by ${column ? `${column} ${order}, ` : ""}name collate "C" ${order}
     limit $2`,
    params,
  );
  return rows;
}

/**
 * With the `/` delimiter, as Storage's `search_v2` answers: each path deeper than the prefix is
 * one folder (named without its trailing slash, null fields) and `key` is the entry's segment at
 * the prefix's depth. By name, a folder sits where its objects do (its common prefix) and a cursor
 * naming a folder skips all of it; by a timestamp, a folder carries its oldest object's
 * `created_at` in both timestamp columns.
 */
async function queryDelimited(
  tx: Queryable,
  page: PageQuery,
): Promise<Entry[]> {
  const order = page.order?.toLowerCase() === "desc" ? "desc" : "asc";
  const column = (page.column || "name").toLowerCase();
  const levels = page.prefix ? page.prefix.split("/").length : 1;
  const limit = Math.min(page.maxKeys, 1500);
  const params = [page.bucket, page.prefix, levels, limit, page.startAfter];

  if (column === "updated_at" || column === "created_at") {
    params.push(page.after ?? "");
    const operator = order === "asc" ? ">" : "<";
    // Storage's timestamp listing matches the prefix with an unescaped LIKE.
    const { rows } = await tx.query<Entry>(
      `${delimitedEntries(`name collate "C" like $2 || '%'`)}
       select split_part(name, '/', $3) as key, name, id, updated_at, created_at,
              last_accessed_at, metadata
       from entries
       where $5 = '' or row(date_trunc('milliseconds', ${column}), name collate "C") ${operator}
             row(coalesce(nullif($6, '')::timestamptz, 'epoch'::timestamptz), $5)
       order by coalesce(date_trunc('milliseconds', ${column}), 'epoch'::timestamptz) ${order},
                name collate "C" ${order}
       limit $4`,
      params,
    );
    return rows;
  }

  // By name: a cursor that names a folder resumes past the whole folder, one that names an
  // object resumes at `<name>/` (ascending) or before the name (descending), as Storage seeks.
  const resumeAt =
    order === "asc"
      ? `sort_key collate "C" >= case when is_folder then $5 || '0' else $5 || '/' end`
      : `sort_key collate "C" < case when is_folder then $5 || '/' else $5 end`;
  const { rows } = await tx.query<Entry>(
    `${delimitedEntries(`starts_with(name collate "C", $2)`)},
     resume as (
       select exists (select 1 from storage.objects
                      where bucket_id = $1 and name collate "C" like $5 || '/%') as is_folder
     )
     select split_part(name, '/', $3) as key, name, id,
            case when id is not null then updated_at end as updated_at,
            case when id is not null then created_at end as created_at,
            last_accessed_at, metadata
     from entries, resume
     where $5 = '' or ${resumeAt}
     order by sort_key collate "C" ${order}
     limit $4`,
    params,
  );
  return rows;
}

/**
 * The objects under the prefix ($2) of bucket $1 as entries: a leaf object, or one row per
 * common prefix (folder, `sort_key` its prefix with the slash, timestamps its oldest object's).
 */
function delimitedEntries(prefixMatch: string): string {
  return `
    with matched as (
      select name, id, updated_at, created_at, last_accessed_at, metadata,
             case when strpos(substr(name, length($2) + 1), '/') > 0
                  then left(name, length($2) + strpos(substr(name, length($2) + 1), '/'))
             end as common_prefix
      from storage.objects
      where bucket_id = $1 and ${prefixMatch}
    ), entries as (
      select rtrim(common_prefix, '/') as name, common_prefix as sort_key, null::uuid as id,
             min(created_at) as updated_at, min(created_at) as created_at,
             null::timestamptz as last_accessed_at, null::jsonb as metadata
      from matched where common_prefix is not null group by common_prefix
      union all
      select name, name, id, updated_at, created_at, last_accessed_at, metadata
      from matched where common_prefix is null
    )`;
}
/**
 * Storage's second pass over delimited rows: a row whose name still holds the delimiter after the
 * prefix becomes its folder, and consecutive rows of one folder become one.
 */
function collapseDelimited(
  rows: Entry[],
  prefix: string,
  bucket: string,
): Entry[] {
  const result: Entry[] = [];
  let previous = "";
  for (const row of rows) {
    const index = row.name.replace(prefix, "").indexOf("/");
    if (index < 0) {
      result.push(row);
      continue;
    }
    const folder = row.name.slice(0, prefix.length + index + 1);
    if (folder === previous) continue;
    previous = folder;
    result.push({ id: null, name: folder, bucket_id: bucket });
  }
  return result;
}
