import { RestError } from "./errors.ts";
import { explainResponse } from "./explain.ts";
import { contentRange, rangeStatus, singularityError } from "./media.ts";
import { parseQuery } from "./parse/query.ts";
import { planRead, type ReadPlan } from "./plan.ts";
import { baseHeaders, inTransaction, type RestRequest } from "./request.ts";
import type { Relation } from "./schema-types.ts";
import { ReadSql, type Source } from "./sql-read.ts";
import {
  estimateQuery,
  rootQuery,
  runRoot,
  type CountPlan,
  type RootResult,
} from "./sql-root.ts";
import { ident, Params, qualified } from "./sql.ts";

/** GET/HEAD on a table or view. */
export async function handleRead(
  req: RestRequest,
  relation: Relation,
): Promise<Response> {
  const query = parseQuery(req.url.searchParams);
  const plan = planRead(
    req.cache,
    relation,
    query.select,
    query.levels,
    req.dbConfig.aggregatesEnabled,
  );
  const first = applyRange(req, plan);
  const { sql, source } = relationSource(relation);
  const count = countPlan(req, () => {
    // The estimate is its own statement, so it binds only the values it uses.
    const own = relationSource(relation);
    return {
      statement: estimateQuery(own.sql, plan, own.source),
      values: own.sql.params.values,
    };
  });
  const statement = rootQuery(sql, plan, source, {
    media: req.media,
    withoutBody: req.method === "HEAD",
    countTotal: count !== undefined,
    count,
  });
  if (req.media.kind === "plan")
    return explainResponse(req, statement, sql.params.values, true);
  const result = await inTransaction(req, true, (tx) =>
    runRoot(tx, statement, sql.params.values, count),
  );
  return pageResponse(req, result, first);
}

function relationSource(relation: Relation): { sql: ReadSql; source: Source } {
  const sql = new ReadSql(new Params());
  // The table's own name, as PostgREST's SQL names it, unless it could be an embed's alias.
  const alias = /_\d+_?$/.test(relation.name)
    ? sql.aliases.take()
    : ident(relation.name);
  const from = `${qualified(relation.schema, relation.name)} as ${alias}`;
  return { sql, source: { from, alias, joins: [] } };
}

/** The requested count strategy with the max_rows threshold, or nothing when no count was asked. */
export function countPlan(
  req: RestRequest,
  estimate: CountPlan["estimate"],
): CountPlan | undefined {
  const mode = req.prefer.count;
  if (mode === undefined) return undefined;
  return { mode, maxRows: req.ctx.config.api.maxRows, estimate };
}

/**
 * Folds the Range header into the root level's limit/offset and caps the page at max_rows;
 * returns the offset of the first row, for Content-Range.
 */
export function applyRange(req: RestRequest, plan: ReadPlan): number {
  const header = isReadMethod(req.method) ? req.headers["range"] : undefined;
  const match = header ? /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header) : null;
  if (match) {
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : undefined;
    if (to !== undefined && to < from) {
      throw new RestError(
        416,
        "PGRST103",
        "Requested range not satisfiable",
        "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
      );
    }
    plan.offset ??= from;
    if (to !== undefined) plan.limit ??= to - from + 1;
  }
  const maxRows = req.ctx.config.api.maxRows;
  if (maxRows > 0) plan.limit = Math.min(plan.limit ?? maxRows, maxRows);
  return plan.offset ?? 0;
}

const isReadMethod = (method: string) => method === "GET" || method === "HEAD";

/** The answer for a page of rows: 200/206/416, Content-Range, and the body in the chosen media. */
export function pageResponse(
  req: RestRequest,
  result: RootResult,
  first: number,
): Response {
  // An estimate may fall short of the rows actually returned; the page itself is a lower bound.
  const total =
    result.total !== null && result.rows > 0
      ? Math.max(result.total, first + result.rows)
      : result.total;
  const status = rangeStatus(first, result.rows, total);
  const headers = baseHeaders(req, req.media.contentType);
  headers["Content-Range"] = contentRange(first, result.rows, total);
  if (status === 416) {
    throw new RestError(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${first} was requested, but there are only ${total} rows.`,
      null,
      { "Content-Range": headers["Content-Range"] },
    );
  }
  let body = result.body;
  if (req.media.kind === "object") {
    if (result.rows !== 1) throw singularityError(result.rows);
    body = body === null ? null : body.slice(1, -1);
  }
  return new Response(req.method === "HEAD" ? null : body, { status, headers });
}
