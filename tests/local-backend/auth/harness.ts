import type { Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { Hono } from "hono";

import { createAuthApi } from "../../../supabase/local/auth/auth-routes.ts";
import { loadConfig } from "../../../supabase/local/config.ts";
import type { RuntimeContext } from "../../../supabase/local/context.ts";
import { openLocalDatabase } from "../../../supabase/local/db/open.ts";
import { createKeys } from "../../../supabase/local/keys.ts";
import { createMailSink } from "../../../supabase/local/mail/mail-sink.ts";
import { UNLIMITED_AUTH } from "../runtime-setup.ts";
import { runtime } from "../support.ts";

/**
 * The auth API alone, in the test process, on the fixture's database (the run's PostgreSQL, or a
 * fresh PGlite), so a test can change `ctx.config.auth` between requests and read the auth schema.
 */
export interface AuthHarness {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  ctx: RuntimeContext;
  client(): SupabaseClient;
  admin(): SupabaseClient;
  stop(): Promise<void>;
}

export async function startAuthHarness(): Promise<AuthHarness> {
  const supabaseDir = join(
    fileURLToPath(new URL("../fixture", import.meta.url)),
    "supabase",
  );
  const config = await loadConfig(supabaseDir);
  config.auth.rateLimit = { ...UNLIMITED_AUTH };
  const { db } = await openLocalDatabase({
    dataDir: undefined,
    databaseUrl: runtime().databaseUrl,
    supabaseDir,
    seed: config.seed.enabled,
    seedPaths: config.seed.sqlPaths,
  });
  const keys = await createKeys(config.auth.jwtSecret);
  const app = new Hono();
  const server = await new Promise<Server>((done) => {
    const s = serve({
      fetch: app.fetch,
      port: 0,
      hostname: "127.0.0.1",
    }) as Server;
    s.once("listening", () => done(s));
  });
  const address = server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const ctx: RuntimeContext = {
    config,
    keys,
    db,
    supabaseDir,
    dataDir: undefined,
    apiUrl,
    mailUrl: "",
    mail: await createMailSink(db),
    onSchemaChange: () => undefined,
    schemaChanged: async () => undefined,
    log: () => undefined,
  };
  app.route("/auth/v1", await createAuthApi(ctx));
  const options = {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  };
  return {
    apiUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    ctx,
    client: () => createClient(apiUrl, keys.anonKey, options),
    admin: () => createClient(apiUrl, keys.serviceRoleKey, options),
    stop: async () => {
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
      await db.close();
    },
  };
}
