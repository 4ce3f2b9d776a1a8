import { readFile } from "node:fs/promises";
import { join } from "node:path";

import type { Runtime } from "./server.ts";

/**
 * The project's demo accounts, from an optional `supabase/demo-accounts.json`
 * (`{ "password": "…", "accounts": [{ "role": "…", "email": "…" }] }`), so the banner can say how
 * to sign in to the seeded data; the password is for local data only.
 */
interface DemoAccounts {
  password: string;
  accounts: { role: string; email: string }[];
}

async function declaredDemoAccounts(
  supabaseDir: string,
): Promise<DemoAccounts | undefined> {
  const text = await readFile(
    join(supabaseDir, "demo-accounts.json"),
    "utf8",
  ).catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed = JSON.parse(text) as Partial<DemoAccounts>;
  if (typeof parsed.password !== "string" || !Array.isArray(parsed.accounts))
    return undefined;
  return { password: parsed.password, accounts: parsed.accounts };
}

/** Only the declared accounts present in this database, so the banner stays honest. */
async function seededDemoAccounts(runtime: Runtime) {
  const declared = await declaredDemoAccounts(runtime.context.supabaseDir);
  if (!declared) return undefined;
  const { rows } = await runtime.context.db.query<{ email: string }>(
    "select email from auth.users where email = any($1)",
    [declared.accounts.map((account) => account.email)],
  );
  const present = new Set(rows.map((r) => r.email));
  return {
    password: declared.password,
    accounts: declared.accounts.filter((account) => present.has(account.email)),
  };
}

export async function printBanner(runtime: Runtime, startMs: number) {
  const demo = await seededDemoAccounts(runtime);
  const engine =
    runtime.context.db.kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL";
  const lines = [
    "",
    `  Local backend ready in ${startMs.toFixed(0)} ms on ${engine}`,
    "",
    `  API URL          ${runtime.apiUrl}`,
    `  REST             ${runtime.apiUrl}/rest/v1`,
    `  Realtime         ${runtime.apiUrl.replace("http", "ws")}/realtime/v1/websocket`,
    `  Mail viewer      ${runtime.mailUrl}`,
    `  Paystack         ${runtime.paystackUrl}  (local stand-in, test cards on its checkout)`,
    "",
    `  anon key         ${runtime.anonKey}`,
    `  service_role key ${runtime.serviceRoleKey}`,
    `  publishable key  ${runtime.publishableKey}`,
    `  secret key       ${runtime.secretKey}`,
    "",
    `  Migrations applied now: ${runtime.appliedMigrations.length}${runtime.seeded ? " (seed loaded)" : ""}`,
    "",
    ...(demo?.accounts.length
      ? [`  Demo accounts (local only, password ${demo.password}):`]
      : ["  No demo accounts in this database."]),
    ...(demo?.accounts ?? []).map(
      ({ role, email }) => `    ${role.padEnd(9)}${email}`,
    ),
    "",
  ];
  console.log(lines.join("\n"));
}
