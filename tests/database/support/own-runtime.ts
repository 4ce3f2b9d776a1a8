import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import {
  siblingDatabase,
  startRuntime,
  suffixedName,
  type Runtime,
} from "../../../supabase/local/index.ts";

/**
 * A freshly migrated and seeded runtime of one test file's own, for tests that change what every
 * other file relies on (an operator setting that takes administrators' rights away, say).
 */
export interface OwnRuntime {
  runtime: Runtime;
  service: SupabaseClient;
  /** A browser-like client with no session yet. */
  anon(): SupabaseClient;
  sql<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<Row[]>;
  /** A confirmed user; `role` becomes app_metadata.role. */
  createUser(
    role?: string,
  ): Promise<{ userId: string; email: string; password: string }>;
  /** A new client signed in with the password (a fresh aal1 session). */
  signIn(user: { email: string; password: string }): Promise<SupabaseClient>;
  stop(): Promise<void>;
}

const workdir = fileURLToPath(new URL("../../..", import.meta.url));
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false },
};

/** `suffix` names the file's own database beside DATABASE_URL's, made afresh. */
export async function startOwnRuntime(suffix: string): Promise<OwnRuntime> {
  const base = process.env.DATABASE_URL || undefined;
  const databaseUrl = base
    ? await siblingDatabase(base, suffixedName(base, suffix), {
        recreate: true,
      })
    : undefined;
  const runtime = await startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl,
    reset: Boolean(databaseUrl),
    log: () => undefined,
  });
  const anon = () => createClient(runtime.apiUrl, runtime.anonKey, noSession);
  const service = createClient(
    runtime.apiUrl,
    runtime.serviceRoleKey,
    noSession,
  );
  return {
    runtime,
    service,
    anon,
    sql: async (text, params) =>
      (await runtime.context.db.query(text, params)).rows as never,
    async createUser(role) {
      const email = `own-${randomUUID()}@example.test`;
      const password = "correct-horse-battery";
      const { data, error } = await service.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        app_metadata: role ? { role } : {},
      });
      if (error) throw error;
      return { userId: data.user.id, email, password };
    },
    async signIn({ email, password }) {
      const client = anon();
      const { error } = await client.auth.signInWithPassword({
        email,
        password,
      });
      if (error) throw error;
      return client;
    },
    stop: () => runtime.stop(),
  };
}
