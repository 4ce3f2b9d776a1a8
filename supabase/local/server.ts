import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

import { createAuthApi } from "./auth/auth-api.ts";
import { loadConfig } from "./config.ts";
import type { RuntimeContext } from "./context.ts";
import { openLocalDatabase, resetDatabase } from "./db/open.ts";
import { createFunctionsApi } from "./functions/functions-api.ts";
import { cors } from "./http/cors.ts";
import { requestLog } from "./http/request-log.ts";
import { createKeys } from "./keys.ts";
import { createMailSink } from "./mail/mail-sink.ts";
import { createMailViewer } from "./mail/mail-viewer.ts";
import {
  attachRealtime,
  createRealtimeHttpApi,
} from "./realtime/realtime-server.ts";
import { createRestApi } from "./rest/rest-api.ts";
import { createStorageApi } from "./storage/storage-api.ts";

export interface RuntimeOptions {
  /** Project root holding `supabase/` (default: the current directory). */
  workdir?: string;
  /** API port; 0 picks a free one. Default: `[api] port` of config.toml. */
  port?: number;
  /** Mail viewer port; 0 picks a free one. Default: `[inbucket] port`. */
  mailPort?: number;
  /** Local data folder; null keeps everything in memory. Default: `<workdir>/.supabase-local`. */
  dataDir?: string | null;
  /** Use this PostgreSQL instead of PGlite. Default: `DATABASE_URL`. */
  databaseUrl?: string;
  /** Drop all local data first, then migrate and seed again. */
  reset?: boolean;
  /** Where request log lines go; default stdout. */
  log?: (line: string) => void;
}

export interface Runtime {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  context: RuntimeContext;
  appliedMigrations: string[];
  seeded: boolean;
  stop(): Promise<void>;
}

export async function startRuntime(
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const workdir = resolve(options.workdir ?? process.cwd());
  const supabaseDir = join(workdir, "supabase");
  const config = await loadConfig(supabaseDir);
  const dataDir =
    options.dataDir === null
      ? undefined
      : resolve(options.dataDir ?? join(workdir, ".supabase-local"));
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const log = options.log ?? ((line: string) => console.log(line));

  if (options.reset) await resetDatabase({ dataDir, databaseUrl });
  const { db, report } = await openLocalDatabase({
    dataDir,
    databaseUrl,
    supabaseDir,
    seed: config.seed.enabled,
    seedPaths: config.seed.sqlPaths,
  });
  const keys = await createKeys(config.auth.jwtSecret);
  const mail = await createMailSink(db);

  const schemaListeners: (() => Promise<void>)[] = [];
  const api = new Hono();
  const mailApp = new Hono();
  const apiServer = await listen(api, options.port ?? config.api.port);
  const mailServer = await listen(
    mailApp,
    options.mailPort ?? config.inbucket.port,
  );
  const ctx: RuntimeContext = {
    config,
    keys,
    db,
    supabaseDir,
    dataDir,
    apiUrl: `http://127.0.0.1:${port(apiServer)}`,
    mailUrl: `http://127.0.0.1:${port(mailServer)}`,
    mail,
    onSchemaChange: (listener) => void schemaListeners.push(listener),
    schemaChanged: async () => {
      for (const listener of schemaListeners) await listener();
    },
    log,
  };

  api.use("*", requestLog(log), cors);
  api.route("/rest/v1", await createRestApi(ctx));
  api.route("/auth/v1", await createAuthApi(ctx));
  api.route("/storage/v1", await createStorageApi(ctx));
  api.route("/functions/v1", await createFunctionsApi(ctx));
  api.route("/realtime/v1", createRealtimeHttpApi(ctx));
  api.get("/", (c) =>
    c.json({
      name: "local runtime",
      services: ["rest", "auth", "realtime", "storage", "functions"],
    }),
  );
  mailApp.route("/", await createMailViewer(ctx));
  const realtime = await attachRealtime(apiServer, ctx);
  await ctx.schemaChanged();

  return {
    apiUrl: ctx.apiUrl,
    mailUrl: ctx.mailUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    context: ctx,
    appliedMigrations: report.applied,
    seeded: report.seeded,
    stop: async () => {
      await realtime.close();
      await Promise.all([close(apiServer), close(mailServer)]);
      await db.close();
    },
  };
}

function listen(app: Hono, portNumber: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = serve({
      fetch: app.fetch,
      port: portNumber,
      hostname: "127.0.0.1",
    }) as Server;
    server.once("listening", () => done(server));
    server.once("error", fail);
  });
}

function port(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
