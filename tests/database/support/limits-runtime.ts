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
 * A runtime of the rate-limit tests' own, on the shipped limits (the shared one raises them for
 * the rest of the suite), with SQL access to move rules and events through time.
 */
export interface LimitsRuntime {
  sql<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<Row[]>;
  /** Runs `text` inside a transaction whose request carried these headers, as PostgREST sets them. */
  sqlWithHeaders<Row = Record<string, unknown>>(
    headers: Record<string, string>,
    text: string,
  ): Promise<Row[]>;
  /**
   * A visitor's client. `address` arrives as CF-Connecting-IP, as on hosted projects; `headers`
   * are sent as they are (a spoofed X-Forwarded-For, say).
   */
  visitor(address?: string, headers?: Record<string, string>): SupabaseClient;
  service: SupabaseClient;
  /** A confirmed user, signed in; `role` becomes app_metadata.role. */
  signIn(role?: string): Promise<SupabaseClient>;
  /** Changes one rule as an operator would, runs `body`, then puts the rule back. */
  withRule(
    bucket: string,
    change: { max_events?: number; window_length?: string },
    body: () => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}

const workdir = fileURLToPath(new URL("../../..", import.meta.url));
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false },
};

/** `suffix` names the test file's own database beside DATABASE_URL's, made afresh. */
export async function startLimitsRuntime(
  suffix: string,
): Promise<LimitsRuntime> {
  const base = process.env.DATABASE_URL || undefined;
  const databaseUrl = base
    ? await siblingDatabase(base, suffixedName(base, suffix), {
        recreate: true,
      })
    : undefined;
  const runtime: Runtime = await startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl,
    reset: Boolean(databaseUrl),
    log: () => undefined,
  });
  const client = (key: string, headers: Record<string, string> = {}) =>
    createClient(runtime.apiUrl, key, { ...noSession, global: { headers } });
  const service = client(runtime.serviceRoleKey);
  const sql = async <Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ) => (await runtime.context.db.query<Row>(text, params)).rows;
  return {
    sql,
    sqlWithHeaders: (headers, text) =>
      runtime.context.db.transaction(async (tx) => {
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify(headers),
        ]);
        return (await tx.query(text)).rows as never;
      }),
    visitor: (address, headers = {}) =>
      client(runtime.anonKey, {
        ...headers,
        ...(address ? { "cf-connecting-ip": address } : {}),
      }),
    service,
    async signIn(role) {
      const email = `limits-${randomUUID()}@example.test`;
      const password = "correct-horse-battery";
      const created = await service.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        app_metadata: role ? { role } : {},
      });
      if (created.error) throw created.error;
      const user = client(runtime.anonKey);
      const signedIn = await user.auth.signInWithPassword({ email, password });
      if (signedIn.error) throw signedIn.error;
      return user;
    },
    async withRule(bucket, change, body) {
      const update = `update private.rate_limits
        set max_events = coalesce($2, max_events), window_length = coalesce($3::interval, window_length)
        where bucket = $1`;
      const [rule] = await sql<{ max_events: number; window_length: string }>(
        "select max_events, window_length::text from private.rate_limits where bucket = $1",
        [bucket],
      );
      if (!rule) throw new Error(`no rate limit named ${bucket}`);
      const { max_events = null, window_length = null } = change;
      await sql(update, [bucket, max_events, window_length]);
      try {
        await body();
      } finally {
        await sql(update, [bucket, rule.max_events, rule.window_length]);
      }
    },
    stop: () => runtime.stop(),
  };
}
