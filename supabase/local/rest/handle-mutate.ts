import { RestError } from "./errors.ts";
import { explainResponse } from "./explain.ts";
import { contentRange, singularityError } from "./media.ts";
import { parseQuery, type ParsedQuery } from "./parse/query.ts";
import { planRead, type ReadPlan } from "./plan.ts";
import { checkMaxAffected } from "./prefer.ts";
import { baseHeaders, inTransaction, type RestRequest } from "./request.ts";
import type { Relation } from "./schema-types.ts";
import {
  deleteCte,
  insertCtes,
  TARGET,
  updateCte,
  withMutated,
  type Conflict,
  type InsertGroup,
} from "./sql-mutate.ts";
import { ReadSql } from "./sql-read.ts";
import { rootQuery } from "./sql-root.ts";
import { Params } from "./sql.ts";

type Kind = "insert" | "update" | "delete";

/** POST (insert/upsert), PATCH (update) and DELETE on a table or view. */
export async function handleMutation(
  req: RestRequest,
  relation: Relation,
): Promise<Response> {
  const kinds: Record<string, Kind> = {
    POST: "insert",
    PATCH: "update",
    DELETE: "delete",
  };
  const kind = kinds[req.method];
  if (!kind)
    throw new RestError(
      405,
      "PGRST117",
      `Unsupported HTTP method: ${req.method}`,
    );
  const query = parseQuery(req.url.searchParams);
  const plan = planRead(
    req.cache,
    relation,
    query.select,
    query.levels,
    req.dbConfig.aggregatesEnabled,
  );
  const wantsRows =
    req.prefer.return === "representation" ||
    req.prefer.return === "headers-only";
  const sql = new ReadSql(new Params());
  const target = { from: "", alias: TARGET, joins: [] };
  let ctes: string[];
  let conflict: Conflict | undefined;
  if (kind === "insert") {
    const { columns, groups } = insertGroups(
      req,
      relation,
      query,
      await readJson(req),
    );
    if (groups.length === 0)
      return respond(
        req,
        kind,
        relation,
        { rows: 0, body: "[]", inserted: 0 },
        undefined,
      );
    conflict = conflictTarget(req, relation, query, columns);
    ctes = insertCtes(relation, groups, conflict, wantsRows, sql.params);
  } else {
    const where = sql.where(plan, target);
    // Supabase loads pg-safeupdate for the API: a whole-table UPDATE/DELETE is refused.
    if (where.length === 0)
      throw new RestError(
        400,
        "21000",
        `${kind.toUpperCase()} requires a WHERE clause`,
      );
    if (kind === "update") {
      const body = await readJson(req);
      if (!body || typeof body !== "object" || Array.isArray(body))
        throw invalidBody();
      const columns = query.columns ?? Object.keys(body);
      columns.forEach((c) => checkPayloadColumn(relation, c));
      ctes = [updateCte(relation, columns, body, where, wantsRows, sql.params)];
    } else ctes = [deleteCte(relation, where, wantsRows)];
  }
  const representation = representationOf(plan, wantsRows);
  const alias = sql.aliases.take();
  const page = rootQuery(
    sql,
    representation,
    { from: `"_mutated" as ${alias}`, alias, joins: [] },
    {
      media: req.media,
      withoutBody: !wantsRows,
      countTotal: false,
    },
  );
  const inserted =
    conflict?.action === "merge"
      ? '(select count(*) from "_mutated" where "_inserted")'
      : "null";
  const statement = `${withMutated(ctes)} select page.*, ${inserted} as inserted from (${page}) as page`;
  if (req.media.kind === "plan")
    return explainResponse(req, statement, sql.params.values, false);
  return inTransaction(req, false, async (tx) => {
    const row =
      (await tx.query<Record<string, unknown>>(statement, sql.params.values))
        .rows[0] ?? {};
    const result = {
      rows: Number(row.page_count ?? 0),
      body: (row.body as string | null) ?? null,
      inserted: row.inserted === null ? undefined : Number(row.inserted),
    };
    if (req.media.kind === "object" && result.rows !== 1)
      throw singularityError(result.rows);
    // As PostgREST does: max-affected bounds updates and deletes, never inserts.
    if (kind !== "insert") checkMaxAffected(req.prefer, result.rows);
    // inTransaction ends the transaction as db-tx-end and Prefer: tx say.
    return respond(req, kind, relation, result, conflict);
  });
}

/** The root of a representation: the mutated rows, ordered as asked, embeds still shaped and filtered. */
function representationOf(plan: ReadPlan, wantsRows: boolean): ReadPlan {
  const rootOnly = {
    filters: [],
    embedPresence: [],
    limit: undefined,
    offset: undefined,
  };
  if (!wantsRows)
    return { ...plan, ...rootOnly, order: [], items: [], embeds: [] };
  return {
    ...plan,
    ...rootOnly,
    embeds: plan.embeds.map((e) => ({ ...e, inner: false })),
  };
}

function respond(
  req: RestRequest,
  kind: Kind,
  relation: Relation,
  result: { rows: number; body: string | null; inserted?: number },
  conflict?: Conflict,
): Response {
  const representation = req.prefer.return === "representation";
  const headers = baseHeaders(
    req,
    representation ? req.media.contentType : undefined,
  );
  const total = req.prefer.count ? result.rows : null;
  headers["Content-Range"] =
    kind === "update"
      ? contentRange(0, result.rows, total)
      : `*/${total ?? "*"}`;
  let status = representation ? 200 : 204;
  if (kind === "insert")
    status =
      conflict?.action === "merge" && (result.inserted ?? 0) <= 0 ? 200 : 201;
  if (
    req.prefer.return === "headers-only" &&
    result.body &&
    relation.primaryKey.length > 0
  ) {
    const first = (JSON.parse(result.body) as Record<string, unknown>[])[0];
    if (first)
      headers["Location"] =
        `/${relation.name}?${relation.primaryKey.map((c) => `${c}=eq.${String(first[c])}`).join("&")}`;
  }
  let body = representation ? result.body : null;
  if (body !== null && req.media.kind === "object") body = body.slice(1, -1);
  return new Response(body, { status, headers });
}

async function readJson(req: RestRequest): Promise<unknown> {
  const text = await req.body();
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody();
  }
}

const invalidBody = () =>
  new RestError(400, "PGRST102", "Empty or invalid json");

function checkPayloadColumn(relation: Relation, column: string): void {
  if (!relation.columnsByName.has(column)) {
    throw new RestError(
      400,
      "PGRST204",
      `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
    );
  }
}

/** The payload's columns, and its rows grouped by the columns each sets. */
function insertGroups(
  req: RestRequest,
  relation: Relation,
  query: ParsedQuery,
  body: unknown,
): { columns: string[]; groups: InsertGroup[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => !row || typeof row !== "object" || Array.isArray(row)))
    throw invalidBody();
  const objects = rows as Record<string, unknown>[];
  if (!query.columns) checkUniformKeys(objects);
  const columns = query.columns ?? Object.keys(objects[0] ?? {});
  columns.forEach((c) => checkPayloadColumn(relation, c));
  if (objects.length === 0) return { columns, groups: [] };
  if (req.prefer.missing !== "default")
    return { columns, groups: [{ columns, rows: objects }] };
  // As PostgREST: one INSERT over every payload column, each row's absent ones filled from the
  // column defaults its schema cache holds (none for an "always" identity or generated column).
  const defaults = columns.flatMap((column) => {
    const expression = relation.columnsByName.get(column)?.default;
    return expression ? [{ column, expression }] : [];
  });
  return { columns, groups: [{ columns, rows: objects, defaults }] };
}

/** Without `?columns`, PostgREST takes the columns from the rows, which must all share them. */
function checkUniformKeys(rows: Record<string, unknown>[]): void {
  const keysOf = (row: Record<string, unknown>) =>
    JSON.stringify(Object.keys(row).sort());
  const first = rows[0] ? keysOf(rows[0]) : "";
  if (rows.some((row) => keysOf(row) !== first))
    throw new RestError(400, "PGRST102", "All object keys must match");
}

function conflictTarget(
  req: RestRequest,
  relation: Relation,
  query: ParsedQuery,
  payloadColumns: string[],
): Conflict | undefined {
  if (!req.prefer.resolution) return undefined;
  const columns = query.onConflict ?? relation.primaryKey;
  columns.forEach((c) => checkPayloadColumn(relation, c));
  if (columns.length === 0) return undefined;
  return {
    columns,
    action: req.prefer.resolution === "merge-duplicates" ? "merge" : "ignore",
    set: payloadColumns,
  };
}
