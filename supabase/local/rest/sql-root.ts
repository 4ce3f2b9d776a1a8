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
  /** Set-returning scalar functions answer with an array of bare values from this column. */
  scalarColumn?: string;
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
  let total = "null";
  if (options.countTotal) {
    const where = sql.where(plan, source);
    total = `(select count(*) from ${source.from}${where.length > 0 ? ` where ${where.join(" and ")}` : ""})`;
  }
  return `select count(*) as page_count, ${body} as body, ${total} as total from (${page}) as _r`;
}

function bodySql(sql: ReadSql, plan: ReadPlan, media: Media): string {
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
): Promise<RootResult> {
  const { rows } = await tx.query<{
    page_count: unknown;
    body: string | null;
    total: unknown;
  }>(statement, values);
  const row = rows[0];
  return {
    rows: Number(row?.page_count ?? 0),
    body: row?.body ?? null,
    total:
      row?.total === null || row?.total === undefined
        ? null
        : Number(row.total),
  };
}
