import { baseHeaders, inTransaction, type RestRequest } from "./request.ts";
import { isCallable } from "./rpc-routine.ts";
import type { Column, Routine } from "./schema-types.ts";

// PostgREST's toSwaggerType: these types by name, json and jsonb none, arrays "array", the rest
// "string".
const SWAGGER_TYPES: Record<string, string | null> = {
  "character varying": "string",
  character: "string",
  text: "string",
  boolean: "boolean",
  smallint: "integer",
  integer: "integer",
  bigint: "integer",
  numeric: "number",
  real: "number",
  "double precision": "number",
  json: null,
  jsonb: null,
};
const swaggerType = (type: string): string | null =>
  SWAGGER_TYPES[type] !== undefined
    ? SWAGGER_TYPES[type]!
    : type.endsWith("[]")
      ? "array"
      : "string";

// toSwaggerFormat: OpenAPI 2.0's integer formats (PostgREST 14.8), else the column's own type.
const SWAGGER_FORMATS: Record<string, string> = {
  smallint: "int32",
  integer: "int32",
  bigint: "int64",
};

/** A column's property as PostgREST's makeProperty types it (an array's items by element type). */
function property(column: Column): Record<string, unknown> {
  const type = swaggerType(column.type);
  const format = SWAGGER_FORMATS[column.type] ?? column.type;
  if (type !== "array") return type ? { type, format } : { format };
  const item = swaggerType(column.type.slice(0, -2));
  return { type, format, items: item ? { type: item } : {} };
}

// The schema's functions the caller may execute, by name and input argument types.
const EXECUTABLE_SQL = `
select p.proname || '(' || coalesce((
  select string_agg(format_type(t, null), ',' order by i)
  from unnest(p.proargtypes::oid[]) with ordinality as a(t, i)), '') || ')' as signature
from pg_catalog.pg_proc p
where p.pronamespace = (select oid from pg_catalog.pg_namespace where nspname = $1)
  and p.prokind = 'f' and has_function_privilege(p.oid, 'execute')`;

// The schema's tables and views, with what the caller may do to each (column grants count).
const ACCESSIBLE_SQL = `
select c.relname as name,
  has_any_column_privilege(c.oid, 'select') as "select",
  has_any_column_privilege(c.oid, 'insert') as "insert",
  has_any_column_privilege(c.oid, 'update') as "update",
  has_table_privilege(c.oid, 'delete') as "delete"
from pg_catalog.pg_class c
where c.relnamespace = (select oid from pg_catalog.pg_namespace where nspname = $1)
  and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

interface Access {
  name: string;
  select: boolean;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

// The cache spells bpchar as a declarable type; format_type calls it "character".
const signature = (routine: Routine) =>
  `${routine.name}(${routine.params.map((p) => (p.type === "bpchar" ? "character" : p.type)).join(",")})`;

/**
 * `GET /rest/v1/`: a minimal Swagger 2.0 description of the exposed schema's tables and
 * functions. As PostgREST's default `openapi-mode` (follow-privileges) does, it lists only what
 * the caller's role may use: a table or view with the verbs its grants allow, a function when the
 * caller may execute it (and PostgREST can call it at all).
 */
export async function describeApi(req: RestRequest): Promise<Response> {
  const { executable, access } = await inTransaction(req, true, async (tx) => {
    const functions = await tx.query<{ signature: string }>(EXECUTABLE_SQL, [
      req.schema,
    ]);
    const relations = await tx.query<Access>(ACCESSIBLE_SQL, [req.schema]);
    return {
      executable: new Set(functions.rows.map((row) => row.signature)),
      access: new Map(relations.rows.map((row) => [row.name, row])),
    };
  });
  const relations = req.cache.relationsIn(req.schema);
  const paths: Record<string, unknown> = {
    "/": { get: { summary: "OpenAPI description (this document)" } },
  };
  const definitions: Record<string, unknown> = {};
  for (const rel of relations) {
    const may = access.get(rel.name);
    if (!may || !(may.select || may.insert || may.update || may.delete))
      continue;
    const writable = rel.kind !== "v" && rel.kind !== "m";
    const verbs = {
      get: may.select,
      post: writable && may.insert,
      patch: writable && may.update,
      delete: writable && may.delete,
    };
    const ops = Object.fromEntries(
      Object.entries(verbs)
        .filter(([, allowed]) => allowed)
        .map(([verb]) => [verb, { tags: [rel.name] }]),
    );
    paths[`/${rel.name}`] = ops;
    definitions[rel.name] = {
      type: "object",
      // makeTableDef: every column that is not nullable, with a default or not.
      required: rel.columns.filter((c) => c.notNull).map((c) => c.name),
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
