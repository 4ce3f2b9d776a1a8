import { fileURLToPath } from "node:url";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import {
  startRuntime,
  type RuntimeContext,
} from "../../../supabase/local/index.ts";
import { UNLIMITED_AUTH } from "../runtime-setup.ts";
import { runtime } from "../support.ts";

/**
 * A runtime of its own, in the test process, on the fixture's database (the run's PostgreSQL, or
 * a fresh PGlite), so a test can change `ctx.config.auth` between requests and read the auth
 * schema without touching the suite's shared runtime.
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
  const started = await startRuntime({
    workdir: fileURLToPath(new URL("../fixture", import.meta.url)),
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: runtime().databaseUrl,
    log: () => undefined,
    authRateLimits: UNLIMITED_AUTH,
  });
  const options = {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  };
  return {
    apiUrl: started.apiUrl,
    anonKey: started.anonKey,
    serviceRoleKey: started.serviceRoleKey,
    ctx: started.context,
    client: () => createClient(started.apiUrl, started.anonKey, options),
    admin: () => createClient(started.apiUrl, started.serviceRoleKey, options),
    stop: () => started.stop(),
  };
}
