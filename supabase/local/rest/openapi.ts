import { baseHeaders, inTransaction, type RestRequest } from "./request.ts";
import { isCallable } from "./rpc-routine.ts";
import type { Column, Routine } from "./schema-cache.ts";

const INTEGER = new Set(["smallint", "integer", "bigint"]);
const NUMBER = new Set(["numeric", "real", "double precision"]);

function property(column: Column): Record<string, unknown> {
  if (column.type.endsWith("[]"))
    return { type: "array", format: column.type, items: { type: "string" } };
  if (INTEGER.has(column.type)) return { type: "integer", format: column.type };
  if (NUMBER.has(column.type)) return { type: "number", format: column.type };
  if (column.type === "boolean")
    return { type: "boolean", format: column.type };
  if (column.type === "json" || column.type === "jsonb")
    return { format: column.type };
  return { type: "string", format: column.type };
}

// The schema's functions the caller may execute, by name and input argument types.
const EXECUTABLE_SQL = `
select p.proname || '(' || coalesce((
  select string_agg(format_type(t, null), ',' order by i)
  from unnest(p.proargtypes::oid[]) with ordinality as a(t, i)), '') || ')' as signature
from pg_catalog.pg_proc p
where p.pronamespace = (select oid from pg_catalog.pg_namespace where nspname = $1)
  and p.prokind = 'f' and has_function_privilege(p.oid, 'execute')`;

// The cache spells bpchar as a declarable type; format_type calls it "character".
const signature = (routine: Routine) =>
  `${routine.name}(${routine.params.map((p) => (p.type === "bpchar" ? "character" : p.type)).join(",")})`;

/**
 * `GET /rest/v1/`: a minimal Swagger 2.0 description of the exposed schema's tables and
 * functions. As PostgREST does, a function is listed only when the caller may execute it
 * (and PostgREST can call it at all).
 */
export async function describeApi(req: RestRequest): Promise<Response> {
  const executable = await inTransaction(req, true, async (tx) => {
    const { rows } = await tx.query<{ signature: string }>(EXECUTABLE_SQL, [
      req.schema,
    ]);
    return new Set(rows.map((row) => row.signature));
  });
  const relations = req.cache.relationsIn(req.schema);
  const paths: Record<string, unknown> = {
    "/": { get: { summary: "OpenAPI description (this document)" } },
  };
  const definitions: Record<string, unknown> = {};
  for (const rel of relations) {
    const ops: Record<string, unknown> = { get: { tags: [rel.name] } };
    if (rel.kind !== "v" && rel.kind !== "m")
      Object.assign(ops, {
        post: { tags: [rel.name] },
        patch: { tags: [rel.name] },
        delete: { tags: [rel.name] },
      });
    paths[`/${rel.name}`] = ops;
    definitions[rel.name] = {
      type: "object",
      required: rel.columns
        .filter((c) => c.notNull && !c.hasDefault)
        .map((c) => c.name),
      properties: Object.fromEntries(
        rel.columns.map((c) => [c.name, property(c)]),
      ),
    };
  }
  for (const routine of req.cache.routinesIn(req.schema)) {
    if (!isCallable(routine) || !executable.has(signature(routine))) continue;
    const post = {
      tags: ["(rpc) " + routine.name],
      parameters: routine.params.map((p) => ({
        name: p.name,
        type: p.type,
        required: !p.hasDefault,
      })),
    };
    paths[`/rpc/${routine.name}`] =
      routine.volatility === "v" ? { post } : { get: post, post };
  }
  const doc = {
    swagger: "2.0",
    info: {
      title: "PostgREST API",
      description: `Schema ${req.schema}`,
      version: "14",
    },
    host: req.url.host,
    basePath: "/rest/v1",
    schemes: [req.url.protocol.replace(":", "")],
    consumes: [
      "application/json",
      "application/vnd.pgrst.object+json",
      "text/csv",
    ],
    produces: [
      "application/json",
      "application/vnd.pgrst.object+json",
      "text/csv",
    ],
    paths,
    definitions,
  };
  return new Response(JSON.stringify(doc), {
    headers: baseHeaders(req, "application/openapi+json; charset=utf-8"),
  });
}
