import { baseHeaders, type RestRequest } from "./request.ts";
import type { Column } from "./schema-cache.ts";

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

/** `GET /rest/v1/`: a minimal Swagger 2.0 description of the exposed schema's tables and functions. */
export function describeApi(req: RestRequest): Response {
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
