import { RestError } from "./errors.ts";
import { applyRange, countPlan, pageResponse } from "./handle-read.ts";
import { parseQuery } from "./parse/query.ts";
import { planRead } from "./plan.ts";
import {
  baseHeaders,
  inTransaction,
  isRead,
  type RestRequest,
} from "./request.ts";
import { chooseRoutine, type RoutineCall } from "./rpc-routine.ts";
import { makeRelation } from "./schema-cache.ts";
import { ReadSql } from "./sql-read.ts";
import { estimateQuery, rootQuery, runRoot } from "./sql-root.ts";
import { ident, Params, qualified } from "./sql.ts";

/** POST (JSON args) or GET/HEAD (query args) on /rpc/<fn>. */
export async function handleRpc(
  req: RestRequest,
  name: string,
): Promise<Response> {
  if (!["GET", "HEAD", "POST"].includes(req.method)) {
    throw new RestError(
      405,
      "PGRST101",
      `Cannot use the ${req.method} method on RPC`,
    );
  }
  const query = parseQuery(req.url.searchParams);
  const read = isRead(req.method);
  const args = read
    ? Object.fromEntries(query.plainParams)
    : await readArgs(req);
  const call = chooseRoutine(req, name, Object.keys(args), !read);
  const { routine } = call;
  const sql = new ReadSql(new Params());
  const invocation = callSql(call, args, sql.params);
  const readOnly = read || routine.volatility !== "v";
  const alias = sql.aliases.take();
  const lateral = (fromItem: string) => ({
    from: invocation.from
      ? `${invocation.from} cross join lateral ${fromItem}`
      : fromItem,
    alias,
    joins: [],
  });
  const bare = invocation.from ? ` from ${invocation.from}` : "";

  if (
    routine.returns === "void" ||
    (routine.returns === "scalar" && !routine.returnsSet)
  ) {
    const statement =
      routine.returns === "void"
        ? `select ${invocation.call}${bare}`
        : `select to_json(${invocation.call})::text as body${bare}`;
    const body = await inTransaction(
      req,
      readOnly,
      async (tx) =>
        (await tx.query<{ body?: string }>(statement, sql.params.values))
          .rows[0]?.body,
    );
    if (routine.returns === "void")
      return new Response(null, { status: 204, headers: baseHeaders(req) });
    const headers = {
      ...baseHeaders(req, req.media.contentType),
      "Content-Range": "0-0/*",
    };
    return new Response(req.method === "HEAD" ? null : (body ?? "null"), {
      status: 200,
      headers,
    });
  }

  const scalarColumn = routine.returns === "scalar" ? routine.name : undefined;
  const relation =
    routine.resultRelation ??
    makeRelation(routine.schema, routine.name, "c", [
      { name: routine.name, type: "unknown" },
    ]);
  const plan = planRead(
    req.cache,
    relation,
    scalarColumn ? [{ kind: "star" }] : query.select,
    query.levels,
    req.dbConfig.aggregatesEnabled,
  );
  const first = routine.returnsSet ? applyRange(req, plan) : 0;
  const fromItem = `${qualified(routine.schema, routine.name)}(${invocation.args}) as ${alias}${scalarColumn ? `(${ident(scalarColumn)})` : ""}`;
  const count = routine.returnsSet
    ? countPlan(req, () => {
        // Its own statement and values: the call's arguments are bound afresh.
        const own = new ReadSql(new Params());
        const ownCall = callSql(call, args, own.params);
        const ownAlias = own.aliases.take();
        const ownItem = `${qualified(routine.schema, routine.name)}(${ownCall.args}) as ${ownAlias}${scalarColumn ? `(${ident(scalarColumn)})` : ""}`;
        const source = {
          from: ownCall.from
            ? `${ownCall.from} cross join lateral ${ownItem}`
            : ownItem,
          alias: ownAlias,
          joins: [],
        };
        return {
          statement: estimateQuery(own, plan, source),
          values: own.params.values,
        };
      })
    : undefined;
  const statement = rootQuery(sql, plan, lateral(fromItem), {
    media: req.media,
    withoutBody: req.method === "HEAD",
    countTotal: count !== undefined,
    count,
    scalarColumn,
  });
  const result = await inTransaction(req, readOnly, (tx) =>
    runRoot(tx, statement, sql.params.values, count),
  );
  if (routine.returnsSet) return pageResponse(req, result, first);
  // A single composite answers as an object, as PostgREST does for non-SETOF functions.
  const headers = {
    ...baseHeaders(req, req.media.contentType),
    "Content-Range": "0-0/*",
  };
  const object =
    result.rows === 1 && result.body ? result.body.slice(1, -1) : "null";
  return new Response(req.method === "HEAD" ? null : object, {
    status: 200,
    headers,
  });
}

async function readArgs(req: RestRequest): Promise<Record<string, unknown>> {
  const text = (await req.body()).trim();
  if (text === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new RestError(400, "PGRST102", "Empty or invalid json");
  return parsed as Record<string, unknown>;
}

/**
 * Arguments travel as one JSON object expanded by json_to_record with the parameters' own
 * types, so Postgres does every conversion; the call then names each argument.
 */
function callSql(
  call: RoutineCall,
  args: Record<string, unknown>,
  params: Params,
) {
  const fn = qualified(call.routine.schema, call.routine.name);
  if (call.wholeBody) {
    const body = `${params.add(JSON.stringify(args))}::${call.params[0]!.type}`;
    return { args: body, call: `${fn}(${body})`, from: undefined };
  }
  if (call.params.length === 0)
    return { args: "", call: `${fn}()`, from: undefined };
  const columns = call.params
    .map((p) => `${ident(p.name)} ${p.type}`)
    .join(", ");
  const from = `json_to_record(${params.add(JSON.stringify(args))}::json) as _a(${columns})`;
  const named = call.params
    .map(
      (p) =>
        `${p.variadic ? "variadic " : ""}${ident(p.name)} := _a.${ident(p.name)}`,
    )
    .join(", ");
  return { args: named, call: `${fn}(${named})`, from };
}
