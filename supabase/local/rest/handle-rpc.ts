import { RestError } from "./errors.ts";
import { explainResponse } from "./explain.ts";
import { applyRange, countPlan, pageResponse } from "./handle-read.ts";
import { contentRange } from "./media.ts";
import { parseQuery } from "./parse/query.ts";
import { planRead } from "./plan.ts";
import { checkMaxAffected } from "./prefer.ts";
import {
  baseHeaders,
  inTransaction,
  isRead,
  type RestRequest,
} from "./request.ts";
import {
  bodyMedia,
  chooseRoutine,
  type BodyMedia,
  type RoutineCall,
} from "./rpc-routine.ts";
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
  const media = read ? "json" : bodyMedia(req.headers["content-type"]);
  const body = read
    ? callBody(Object.fromEntries(query.plainParams))
    : await readBody(req, media);
  const call = chooseRoutine(req, name, body.keys, !read, media);
  // A JSON array or scalar names no arguments: only a whole-body parameter can take it.
  if (!call.wholeBody && !body.args && media === "json") throw invalidJson();
  // As PostgREST does for calls: only count, tx, handling, timezone and max-affected are echoed.
  req.prefer.applied = req.prefer.applied.filter(
    (applied) => !/^(return|resolution|missing)=/.test(applied),
  );
  const { routine } = call;
  const sql = new ReadSql(new Params());
  const invocation = callSql(call, body, sql.params);
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
  // A scalar or void call is one row: count=… counts it, as PostgREST's count query does.
  const oneRowRange = `0-0/${req.prefer.count ? 1 : "*"}`;

  if (
    routine.returns === "void" ||
    (routine.returns === "scalar" && !routine.returnsSet)
  ) {
    const statement =
      routine.returns === "void"
        ? `select ${invocation.call}${bare}`
        : `select to_json(${invocation.call})::text as body${bare}`;
    if (req.media.kind === "plan")
      return explainResponse(req, statement, sql.params.values, readOnly);
    const result = await inTransaction(req, readOnly, async (tx) => {
      const { rows } = await tx.query<{ body?: string }>(
        statement,
        sql.params.values,
      );
      checkMaxAffected(req.prefer, rows.length);
      return rows[0]?.body;
    });
    const headers = {
      ...baseHeaders(
        req,
        routine.returns === "void" ? undefined : req.media.contentType,
      ),
      "Content-Range": oneRowRange,
    };
    if (routine.returns === "void")
      return new Response(null, { status: 204, headers });
    return new Response(req.method === "HEAD" ? null : (result ?? "null"), {
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
  const count =
    routine.returnsSet || req.prefer.count
      ? countPlan(req, () => {
          // Its own statement and values: the call's arguments are bound afresh.
          const own = new ReadSql(new Params());
          const ownCall = callSql(call, body, own.params);
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
  if (req.media.kind === "plan")
    return explainResponse(req, statement, sql.params.values, readOnly);
  const result = await inTransaction(req, readOnly, async (tx) => {
    const root = await runRoot(tx, statement, sql.params.values, count);
    checkMaxAffected(req.prefer, root.rows);
    return root;
  });
  if (routine.returnsSet) return pageResponse(req, result, first);
  // A single composite answers as an object, as PostgREST does for non-SETOF functions.
  const headers = {
    ...baseHeaders(req, req.media.contentType),
    "Content-Range": contentRange(0, result.rows, result.total),
  };
  const object =
    result.rows === 1 && result.body ? result.body.slice(1, -1) : "null";
  return new Response(req.method === "HEAD" ? null : object, {
    status: 200,
    headers,
  });
}

/** A call's arguments: the JSON object or form fields, or the raw body for one unnamed parameter. */
interface CallBody {
  /** The named arguments, or nothing when the body is not a JSON object. */
  args?: Record<string, unknown>;
  keys: string[];
  /** The body as the whole-body parameter takes it: JSON text, raw text, or hex for bytea. */
  raw: string;
  binary?: boolean;
}

const callBody = (args: Record<string, unknown>): CallBody => ({
  args,
  keys: Object.keys(args),
  raw: JSON.stringify(args),
});

const invalidJson = () =>
  new RestError(400, "PGRST102", "Empty or invalid json");

async function readBody(req: RestRequest, media: BodyMedia): Promise<CallBody> {
  if (media === "binary") {
    const bytes = await req.bytes();
    return { keys: [], raw: Buffer.from(bytes).toString("hex"), binary: true };
  }
  const text = await req.body();
  if (media === "text" || media === "xml") return { keys: [], raw: text };
  if (media === "form")
    return callBody(Object.fromEntries(new URLSearchParams(text)));
  // An empty body calls without arguments, as PostgREST reads it as {}.
  if (text.trim() === "") return callBody({});
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
    return { ...callBody(parsed as Record<string, unknown>), raw: text };
  // Arrays and scalars name no arguments: only a whole-body parameter can take them.
  return { keys: [], raw: text };
}

/**
 * Arguments travel as one JSON object expanded by json_to_record with the parameters' own
 * types, so Postgres does every conversion; the call then names each argument. A lone unnamed
 * parameter takes the whole body positionally; an unnamed first parameter among named ones
 * takes the `""` key positionally (a zero-length name is no SQL identifier).
 */
function callSql(call: RoutineCall, body: CallBody, params: Params) {
  const fn = qualified(call.routine.schema, call.routine.name);
  if (call.wholeBody) {
    const value = body.binary
      ? `decode(${params.add(body.raw)}, 'hex')`
      : `${params.add(body.raw)}::${call.params[0]!.type}`;
    return { args: value, call: `${fn}(${value})`, from: undefined };
  }
  if (call.params.length === 0)
    return { args: "", call: `${fn}()`, from: undefined };
  const json = params.add(JSON.stringify(body.args ?? {}));
  const named = call.params.filter((p) => p.name !== "");
  const unnamed = call.params.find((p) => p.name === "");
  const argList = named.map(
    (p) =>
      `${p.variadic ? "variadic " : ""}${ident(p.name)} := _a.${ident(p.name)}`,
  );
  if (unnamed) {
    const arrow =
      unnamed.type === "json" || unnamed.type === "jsonb" ? "->" : "->>";
    argList.unshift(`(${json}::json ${arrow} '')::${unnamed.type}`);
  }
  const args = argList.join(", ");
  if (named.length === 0)
    return { args, call: `${fn}(${args})`, from: undefined };
  const columns = named.map((p) => `${ident(p.name)} ${p.type}`).join(", ");
  const from = `json_to_record(${json}::json) as _a(${columns})`;
  return { args, call: `${fn}(${args})`, from };
}
