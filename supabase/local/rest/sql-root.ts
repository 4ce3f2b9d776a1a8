import type { Queryable } from "../db/database.ts";
import type { Media } from "./media.ts";
import type { ReadPlan } from "./plan.ts";
import type { ReadSql, Source } from "./sql-read.ts";
import { ident, literal } from "./sql.ts";

export interface RootOptions {
  media: Media;
  /** No body wanted (HEAD, return=minimal): only counts are computed. */
  withoutBody: boolean;
  countTotal: boolean;
  /** How the total is counted (default exact); see {@link CountPlan}. */
  count?: CountPlan;
  /** Set-returning scalar functions answer with an array of bare values from this column. */
  scalarColumn?: string;
}

/**
 * PostgREST's count strategies. `planned` is the planner's row estimate for the filtered rows;
 * `estimated` counts exactly up to max_rows and answers with the estimate past it, so a big
 * table is never scanned in full. `maxRows` 0 (no limit configured) means no threshold.
 */
export interface CountPlan {
  mode: "exact" | "planned" | "estimated";
  maxRows: number;
  /** The EXPLAIN statement for the filtered rows, with its own bound values. */
  estimate: () => { statement: string; values: unknown[] };
}

export interface RootResult {
  rows: number;
  body: string | null;
  total: number | null;
}

/**
 * The top-level statement: the page as a subquery, aggregated to one JSON (or CSV) text by
 * Postgres, with the page size and, when asked, the total count of matching rows.
 */
export function rootQuery(
  sql: ReadSql,
  plan: ReadPlan,
  source: Source,
  options: RootOptions,
): string {
  const page = sql.select(plan, source);
  let body = options.withoutBody ? "null" : bodySql(sql, plan, options.media);
  if (options.scalarColumn && !options.withoutBody)
    body = `coalesce(json_agg(_r.${ident(options.scalarColumn)}), '[]')::text`;
  const total = options.countTotal
    ? totalSql(sql, plan, source, options.count)
    : "null";
  return `select count(*) as page_count, ${body} as body, ${total} as total from (${page}) as _r`;
}

function whereClause(sql: ReadSql, plan: ReadPlan, source: Source): string {
  const where = sql.where(plan, source);
  return where.length > 0 ? ` where ${where.join(" and ")}` : "";
}

function totalSql(
  sql: ReadSql,
  plan: ReadPlan,
  source: Source,
  count: CountPlan | undefined,
): string {
  const mode = count?.mode ?? "exact";
  if (mode === "planned") return "null";
  const filter = whereClause(sql, plan, source);
  if (mode === "estimated" && count && count.maxRows > 0) {
    // Counting stops one row past the threshold: enough to know the estimate is needed.
    const cap = Math.trunc(count.maxRows) + 1;
    return `(select count(*) from (select 1 from ${source.from}${filter} limit ${cap}) as _c)`;
  }
  return `(select count(*) from ${source.from}${filter})`;
}

/** `explain (format json)` of the filtered rows, whose top plan node carries the row estimate. */
export function estimateQuery(
  sql: ReadSql,
  plan: ReadPlan,
  source: Source,
): string {
  return `explain (format json) select 1 from ${source.from}${whereClause(sql, plan, source)}`;
}

function bodySql(sql: ReadSql, plan: ReadPlan, media: Media): string {
  if (media.plan) return bodySql(sql, plan, media.plan.for);
  if (media.kind === "geojson") {
    // As PostgREST's asGeoJsonF: PostGIS's ST_AsGeoJSON(record) makes each row a Feature. Without
    // PostGIS, Postgres refuses the call (42883), as it does behind PostgREST.
    return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_r)::json), '[]'))::text`;
  }
  if (media.kind === "csv") {
    // Each row is its record text without the parentheses, the way PostgREST renders CSV.
    const header = literal(sql.outputKeys(plan).join(","));
    return `${header} || chr(10) || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`;
  }
  if (media.stripNulls)
    return `coalesce(json_agg(json_strip_nulls(row_to_json(_r))), '[]')::text`;
  return `coalesce(json_agg(_r), '[]')::text`;
}

export async function runRoot(
  tx: Queryable,
  statement: string,
  values: unknown[],
  count?: CountPlan,
): Promise<RootResult> {
  const { rows } = await tx.query<{
    page_count: unknown;
    body: string | null;
    total: unknown;
  }>(statement, values);
  const row = rows[0];
  let total =
    row?.total === null || row?.total === undefined ? null : Number(row.total);
  if (count?.mode === "planned") total = await plannedRows(tx, count);
  else if (
    count?.mode === "estimated" &&
    count.maxRows > 0 &&
    total !== null &&
    total > count.maxRows
  ) {
    // As PostgREST does: never below what was already counted.
    total = Math.max(total, await plannedRows(tx, count));
  }
  return {
    rows: Number(row?.page_count ?? 0),
    body: row?.body ?? null,
    total,
  };
}

async function plannedRows(tx: Queryable, count: CountPlan): Promise<number> {
  const { statement, values } = count.estimate();
  const { rows } = await tx.query<Record<string, unknown>>(statement, values);
  const raw = rows[0] ? Object.values(rows[0])[0] : undefined;
  const explained: unknown = typeof raw === "string" ? JSON.parse(raw) : raw;
  const top = Array.isArray(explained)
    ? (explained[0] as { Plan?: { "Plan Rows"?: unknown } } | undefined)
    : undefined;
  const estimate = Number(top?.Plan?.["Plan Rows"]);
  return Number.isFinite(estimate) && estimate > 0 ? Math.round(estimate) : 0;
}
