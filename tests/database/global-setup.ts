import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

import {
  siblingDatabase,
  suffixedName,
} from "../../supabase/local/db/sibling-database.ts";
import { startRuntime, type Runtime } from "../../supabase/local/server.ts";
import type { RuntimeInfo } from "../integration/runtime-setup.ts";

/**
 * The product's own schema, functions, policies and seed, served from the repository root, on a
 * fresh in-memory PGlite or, with DATABASE_URL, a PostgreSQL database of its own (`<name>_app`,
 * made afresh: the runtime's reset keeps schemas it does not know, such as `private`).
 * The suite books far more often than the shipped rate limits allow, so they are raised here for
 * this runtime only; rate-limits.test.ts checks the shipped ones on a runtime of its own.
 */
const workdir = fileURLToPath(new URL("../..", import.meta.url));
const RAISED_LIMIT = 1_000_000;

let runtime: Runtime | undefined;

export async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL || undefined;
  const databaseUrl = base
    ? await siblingDatabase(base, suffixedName(base, "_app"), {
        recreate: true,
      })
    : undefined;
  runtime = await startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl,
    reset: Boolean(databaseUrl),
    log: () => undefined,
  });
  await runtime.context.db.query(
    "update private.rate_limits set max_events = $1",
    [RAISED_LIMIT],
  );
  const info: RuntimeInfo = {
    apiUrl: runtime.apiUrl,
    mailUrl: runtime.mailUrl,
    anonKey: runtime.anonKey,
    serviceRoleKey: runtime.serviceRoleKey,
    publishableKey: runtime.publishableKey,
    secretKey: runtime.secretKey,
    databaseUrl,
  };
  project.provide("runtime", info);
}

export async function teardown() {
  await runtime?.stop();
}
