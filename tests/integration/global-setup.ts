import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

import { startRuntime, type Runtime } from "../../supabase/local/server.ts";

/**
 * One local runtime for the whole integration run, on a fresh in-memory PGlite (or on the
 * PostgreSQL named by DATABASE_URL, reset first), serving the fixture project so the runtime is
 * tested against a schema of its own.
 */
export interface RuntimeInfo {
  apiUrl: string;
  mailUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  databaseUrl: string | undefined;
}

declare module "vitest" {
  export interface ProvidedContext {
    runtime: RuntimeInfo;
  }
}

let runtime: Runtime | undefined;

export async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  runtime = await startRuntime({
    workdir: fileURLToPath(new URL("./fixture", import.meta.url)),
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl,
    reset: Boolean(databaseUrl),
    log: () => undefined,
  });
  project.provide("runtime", {
    apiUrl: runtime.apiUrl,
    mailUrl: runtime.mailUrl,
    anonKey: runtime.anonKey,
    serviceRoleKey: runtime.serviceRoleKey,
    publishableKey: runtime.publishableKey,
    secretKey: runtime.secretKey,
    databaseUrl,
  });
}

export async function teardown() {
  await runtime?.stop();
}
