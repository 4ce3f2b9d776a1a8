import { fileURLToPath } from "node:url";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach } from "vitest";

import {
  startRuntime,
  type LocalConfig,
  type RuntimeContext,
  type RuntimeOptions,
  type StoredMail,
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
  /** The mail sink's messages to `to`, newest first. */
  mailTo(to: string): Promise<StoredMail[]>;
  stop(): Promise<void>;
}

/** `options` are startRuntime's (e.g. `siteUrl`, `updatePasswordRequireCurrentPassword`). */
export async function startAuthHarness(
  options: Pick<
    RuntimeOptions,
    "siteUrl" | "updatePasswordRequireCurrentPassword"
  > = {},
): Promise<AuthHarness> {
  const started = await startRuntime({
    ...options,
    workdir: fileURLToPath(new URL("../fixture", import.meta.url)),
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: runtime().databaseUrl,
    log: () => undefined,
    authRateLimits: UNLIMITED_AUTH,
  });
  const clientOptions = {
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
    client: () => createClient(started.apiUrl, started.anonKey, clientOptions),
    admin: () =>
      createClient(started.apiUrl, started.serviceRoleKey, clientOptions),
    mailTo: (to) => started.context.mail.list({ to }),
    stop: () => started.stop(),
  };
}

/**
 * One harness for the tests of a file (or of the describe block calling it): started before them
 * and stopped after, with `[auth]` put back to config.toml's values before each test and then
 * `adjust`ed, so a test's settings never leak into the next.
 */
export function harnessPerSuite(
  adjust: (auth: LocalConfig["auth"]) => void = () => undefined,
): () => AuthHarness {
  let harness: AuthHarness | undefined;
  let defaults: LocalConfig["auth"];
  beforeAll(async () => {
    harness = await startAuthHarness();
    defaults = structuredClone(harness.ctx.config.auth);
  });
  afterAll(() => harness?.stop());
  beforeEach(() => {
    harness!.ctx.config.auth = structuredClone(defaults);
    adjust(harness!.ctx.config.auth);
  });
  return () => harness!;
}
