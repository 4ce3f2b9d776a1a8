import type { TestProject } from "vitest/node";

import {
  pushWithCli,
  siblingDatabase,
  startRuntime,
  suffixedName,
  type AuthRateLimits,
  type Runtime,
  type RuntimeOptions,
} from "../../supabase/local/index.ts";

/**
 * A vitest global setup that starts one local runtime for a whole test project, on a fresh
 * in-memory PGlite, or, when DATABASE_URL is set, on a PostgreSQL database of its own (the URL's
 * database name plus `suffix`, created if missing and reset first), so two projects never share one.
 */
export interface RuntimeInfo {
  apiUrl: string;
  mailUrl: string;
  /** The runtime's Paystack stand-in (its API, checkout pages and `/__standin/` controls). */
  paystackUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string | undefined;
}

/**
 * The suites sign in and sign up hundreds of times from 127.0.0.1, which GoTrue's per-address limits
 * would refuse; tests/local-backend/auth/rate-limit.test.ts runs a runtime with the real values.
 */
export const UNLIMITED_AUTH: AuthRateLimits = {
  emailSent: 1_000_000,
  smsSent: 1_000_000,
  anonymousUsers: 1_000_000,
  tokenRefresh: 1_000_000,
  signInSignUps: 1_000_000,
  tokenVerifications: 1_000_000,
  web3: 1_000_000,
};

declare module "vitest" {
  export interface ProvidedContext {
    runtime: RuntimeInfo;
  }
}

export interface RuntimeSetupOptions {
  /** Appended to DATABASE_URL's database name, so each project has a database of its own. */
  suffix?: string;
  /** Runs once the runtime is up, before any test (e.g. to tune the database for the suite). */
  afterStart?: (runtime: Runtime) => Promise<void>;
  /** Settings config.toml cannot hold, e.g. `updatePasswordRequireCurrentPassword: true`. */
  auth?: Pick<RuntimeOptions, "updatePasswordRequireCurrentPassword">;
  /**
   * On PostgreSQL, build the database with the Supabase CLI (`db push --include-seed`) as a deploy
   * does, instead of the runtime's own runner; the runtime then finds every migration recorded.
   */
  pushWithCli?: boolean;
}

export function runtimeGlobalSetup(
  workdir: string,
  {
    suffix = "",
    afterStart,
    auth = {},
    pushWithCli: viaCli = false,
  }: RuntimeSetupOptions = {},
) {
  let runtime: Runtime | undefined;
  return {
    async setup(project: TestProject) {
      const base = process.env.DATABASE_URL || undefined;
      const pushed = Boolean(base && viaCli);
      const databaseUrl =
        base && suffix
          ? await siblingDatabase(base, suffixedName(base, suffix), {
              recreate: pushed,
            })
          : base;
      if (pushed && databaseUrl)
        await pushWithCli(databaseUrl, { projectDir: workdir, seed: true });
      runtime = await startRuntime({
        ...auth,
        workdir,
        port: 0,
        mailPort: 0,
        dataDir: null,
        databaseUrl,
        reset: Boolean(databaseUrl) && !pushed,
        log: () => undefined,
        authRateLimits: UNLIMITED_AUTH,
      });
      await afterStart?.(runtime);
      project.provide("runtime", {
        apiUrl: runtime.apiUrl,
        mailUrl: runtime.mailUrl,
        paystackUrl: runtime.paystackUrl,
        anonKey: runtime.anonKey,
        serviceRoleKey: runtime.serviceRoleKey,
        publishableKey: runtime.publishableKey,
        secretKey: runtime.secretKey,
        databaseUrl,
      });
    },
    async teardown() {
      await runtime?.stop();
    },
  };
}
