import type { Runtime } from "./server.ts";

/** Demo accounts the local seed creates; the password is for local data only. */
const DEMO_ACCOUNTS = [
  ["Admin", "admin@ekoluxe.ng"],
  ["Owner", "owner@ekoluxe.ng"],
  ["Customer", "customer@ekoluxe.ng"],
  ["Driver", "driver@ekoluxe.ng"],
] as const;
const DEMO_PASSWORD = "ekoluxe-demo";

/** Only the demo accounts present in this database, so another project's banner stays honest. */
async function seededDemoAccounts(runtime: Runtime) {
  const { rows } = await runtime.context.db.query<{ email: string }>(
    "select email from auth.users where email = any($1)",
    [DEMO_ACCOUNTS.map(([, email]) => email)],
  );
  const present = new Set(rows.map((r) => r.email));
  return DEMO_ACCOUNTS.filter(([, email]) => present.has(email));
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
    "",
    `  anon key         ${runtime.anonKey}`,
    `  service_role key ${runtime.serviceRoleKey}`,
    `  publishable key  ${runtime.publishableKey}`,
    `  secret key       ${runtime.secretKey}`,
    "",
    `  Migrations applied now: ${runtime.appliedMigrations.length}${runtime.seeded ? " (seed loaded)" : ""}`,
    "",
    ...(demo.length
      ? [`  Demo accounts (local only, password ${DEMO_PASSWORD}):`]
      : ["  No demo accounts in this database."]),
    ...demo.map(([role, email]) => `    ${role.padEnd(9)}${email}`),
    "",
  ];
  console.log(lines.join("\n"));
}
