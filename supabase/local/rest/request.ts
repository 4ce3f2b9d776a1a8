import type { Context } from "hono";

import type { RuntimeContext } from "../context.ts";
import type { Queryable } from "../db/database.ts";
import { asCaller } from "../db/request-context.ts";
import { ANONYMOUS, JwtError, type Identity } from "../keys.ts";
import type { DbConfig } from "./db-config.ts";
import { jwtFailure, RestError } from "./errors.ts";
import { fuzzySetGetOne, NAME_HINT_MIN_SCORE } from "./fuzzy.ts";
import { negotiate, type Media } from "./media.ts";
import { endsInRollback, parsePrefer, type Preferences } from "./prefer.ts";
import type { SchemaCache } from "./schema-types.ts";
import { ident } from "./sql.ts";

/** Everything a handler needs about one API request, checked before any SQL runs. */
export interface RestRequest {
  ctx: RuntimeContext;
  cache: SchemaCache;
  /** The `pgrst.*` settings of the authenticator role (aggregates, plan, tx end). */
  dbConfig: DbConfig;
  method: string;
  url: URL;
  headers: Record<string, string>;
  identity: Identity;
  schema: string;
  /** Whether the client chose the schema with Accept-/Content-Profile (then it is echoed back). */
  profileChosen: boolean;
  prefer: Preferences;
  media: Media;
  body(): Promise<string>;
  /** The raw body, for a function's single unnamed bytea parameter. */
  bytes(): Promise<Uint8Array>;
}

export const isRead = (method: string) => method === "GET" || method === "HEAD";

export async function openRequest(
  ctx: RuntimeContext,
  cache: SchemaCache,
  dbConfig: DbConfig,
  c: Context,
): Promise<RestRequest> {
  const url = new URL(c.req.url);
  const headers = c.req.header();
  const apikey = headers["apikey"] ?? url.searchParams.get("apikey");
  let identity: Identity;
  try {
    identity = await ctx.keys.resolve(headers["authorization"], apikey);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.problem !== "missing")
      throw jwtFailure(
        error,
        /^Bearer\s+(.+)$/i.exec(headers["authorization"] ?? "")?.[1],
      );
    // Neither apikey nor Authorization: the CLI's gateway (no key-auth) passes the request on
    // without a JWT, and PostgREST serves it as db-anon-role.
    identity = ANONYMOUS;
  }
  const method = c.req.method.toUpperCase();
  const exposed = ctx.config.api.schemas;
  const profile =
    headers[isRead(method) ? "accept-profile" : "content-profile"];
  if (profile !== undefined && !exposed.includes(profile)) {
    throw new RestError(
      406,
      "PGRST106",
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(", ")}`,
    );
  }
  return {
    ctx,
    cache,
    dbConfig,
    method,
    url,
    headers,
    identity,
    schema: profile ?? exposed[0] ?? "public",
    profileChosen: profile !== undefined,
    prefer: parsePrefer(headers["prefer"], dbConfig.txEnd),
    media: negotiate(headers["accept"], dbConfig.planEnabled),
    body: () => c.req.text(),
    bytes: async () => new Uint8Array(await c.req.arrayBuffer()),
  };
}

/** Carries a result out of a transaction that must end in ROLLBACK (db-tx-end / Prefer: tx). */
class RolledBack<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

/**
 * Runs `fn` in the request's transaction: the caller's role and claims (RLS), the chosen schema
 * first on the search_path, and READ ONLY when the request may not write (as PostgREST does).
 * The transaction ends as db-tx-end and an allowed `Prefer: tx` say: a rollback still answers.
 */
export async function inTransaction<T>(
  req: RestRequest,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const rollback = endsInRollback(req.prefer, req.dbConfig.txEnd);
  try {
    return await openTransaction(req, readOnly, async (tx) => {
      const result = await fn(tx);
      if (rollback) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
}

function openTransaction<T>(
  req: RestRequest,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const info = {
    method: req.method,
    path: req.url.pathname,
    headers: req.headers,
  };
  return asCaller(req.ctx.db, req.identity, info, async (tx) => {
    const searchPath = [
      ...new Set([req.schema, ...req.ctx.config.api.extraSearchPath]),
    ]
      .map(ident)
      .join(", ");
    const settings = [`set_config('search_path', $1, true)`];
    const values: unknown[] = [searchPath];
    if (readOnly)
      settings.push(`set_config('transaction_read_only', 'on', true)`);
    if (req.prefer.timezone)
      settings.push(
        `set_config('timezone', $${values.push(req.prefer.timezone)}, true)`,
      );
    await tx.query(`select ${settings.join(", ")}`, values);
    return fn(tx);
  });
}

export function relationNotFound(req: RestRequest, name: string): RestError {
  const names = req.cache.relationsIn(req.schema).map((r) => r.name);
  // tableNotFoundHint: the tables and views of the schema, from a similarity of 0.75.
  const suggestion = fuzzySetGetOne(names, name, NAME_HINT_MIN_SCORE);
  return new RestError(
    404,
    "PGRST205",
    `Could not find the table '${req.schema}.${name}' in the schema cache`,
    null,
    suggestion
      ? `Perhaps you meant the table '${req.schema}.${suggestion}'`
      : null,
  );
}

/** Headers every successful answer carries. */
export function baseHeaders(
  req: RestRequest,
  contentType?: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (contentType) headers["Content-Type"] = contentType;
  if (req.profileChosen) headers["Content-Profile"] = req.schema;
  if (req.prefer.applied.length > 0)
    headers["Preference-Applied"] = req.prefer.applied.join(", ");
  return headers;
}
