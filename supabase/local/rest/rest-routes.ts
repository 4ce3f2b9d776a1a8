import { Hono, type Context } from "hono";

import type { RuntimeContext } from "../context.ts";
import { DEFAULT_DB_CONFIG, loadDbConfig, type DbConfig } from "./db-config.ts";
import { errorResponse, RestError, toRestError } from "./errors.ts";
import { handleMutation } from "./handle-mutate.ts";
import { handleRead } from "./handle-read.ts";
import { handleRpc } from "./handle-rpc.ts";
import { describeApi } from "./openapi.ts";
import { openRequest, relationNotFound, type RestRequest } from "./request.ts";
import { loadSchemaCache } from "./schema-cache.ts";
import type { SchemaCache } from "./schema-types.ts";

/**
 * PostgREST-compatible API: parses the request, validates it against a schema cache introspected
 * from pg_catalog, and answers with one SQL statement run under the caller's role, so RLS, grants
 * and SQL functions behave exactly as they would behind PostgREST.
 */
export async function createRestApi(ctx: RuntimeContext): Promise<Hono> {
  const cache = schemaCacheHolder(ctx);
  const dbConfig = dbConfigHolder(ctx);
  ctx.onSchemaChange(cache.reload);
  await dbConfig.reload();
  // PostgREST's own triggers, for migrations or functions that change the schema at run time.
  ctx.db
    .listen("pgrst", (payload) => {
      if (payload === "" || payload === "reload schema") void cache.reload();
      if (payload === "reload config") void dbConfig.reload();
    })
    .catch((error: unknown) =>
      ctx.log(`rest: cannot listen for schema reloads: ${String(error)}`),
    );
  const currentCache = cache.current;

  const serve = async (
    c: Context,
    handler: (req: RestRequest) => Promise<Response>,
  ): Promise<Response> => {
    let anonymous = true;
    try {
      const req = await openRequest(
        ctx,
        await currentCache(),
        dbConfig.current(),
        c,
      );
      anonymous = req.identity.role === "anon";
      return await handler(req);
    } catch (error) {
      const restError = toRestError(error, anonymous);
      if (restError.status >= 500)
        ctx.log(
          `rest: ${c.req.method} ${c.req.path} failed: ${restError.message}`,
        );
      return errorResponse(restError);
    }
  };

  const app = new Hono();
  app.get("/", (c) => serve(c, async (req) => describeApi(req)));
  app.all("/rpc/:name", (c) =>
    serve(c, (req) => handleRpc(req, c.req.param("name"))),
  );
  app.all("/:relation", (c) =>
    serve(c, async (req) => {
      const name = c.req.param("relation");
      const relation = req.cache.relation(req.schema, name);
      if (!relation) throw relationNotFound(req, name);
      if (req.method === "GET" || req.method === "HEAD")
        return handleRead(req, relation);
      return handleMutation(req, relation);
    }),
  );
  app.all("*", (c) =>
    serve(c, async (req) => {
      // Hono routes the mount point with a trailing slash (`/rest/v1/`) here rather than to '/'.
      const root = c.req.routePath.replace(/\*$/, "");
      if (
        c.req.path === root &&
        (req.method === "GET" || req.method === "HEAD")
      )
        return describeApi(req);
      throw new RestError(
        404,
        "PGRST125",
        "Invalid path specified in request URL",
      );
    }),
  );
  return app;
}

/** The latest schema cache; a failed reload keeps serving the previous one. */
function schemaCacheHolder(ctx: RuntimeContext) {
  let loaded: SchemaCache | undefined;
  let pending: Promise<SchemaCache> | undefined;
  const reload = async (): Promise<void> => {
    const next = loadSchemaCache(ctx.db, ctx.config.api.schemas);
    pending = next;
    try {
      loaded = await next;
    } catch (error) {
      ctx.log(
        `rest: schema cache reload failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!loaded) throw error;
    } finally {
      if (pending === next) pending = undefined;
    }
  };
  const current = async (): Promise<SchemaCache> => {
    if (pending) await pending.catch(() => undefined);
    if (!loaded) await reload();
    return loaded!;
  };
  return { reload, current };
}

/** The latest in-database configuration; a failed reload keeps the previous one. */
function dbConfigHolder(ctx: RuntimeContext) {
  let loaded: DbConfig = DEFAULT_DB_CONFIG;
  return {
    async reload(): Promise<void> {
      try {
        loaded = await loadDbConfig(ctx.db);
      } catch (error) {
        ctx.log(
          `rest: config reload failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    current: () => loaded,
  };
}
