import type { Runtime } from "./server.ts";

/** Demo accounts created by the local seed; the password is for local data only. */
const DEMO_ACCOUNTS = [
  ["Admin", "admin@ekoluxe.ng"],
  ["Owner", "owner@ekoluxe.ng"],
  ["Customer", "customer@ekoluxe.ng"],
] as const;
const DEMO_PASSWORD = "ekoluxe-demo";

export function printBanner(runtime: Runtime, startMs: number) {
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
    `  Demo accounts (local only, password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(([role, email]) => `    ${role.padEnd(9)}${email}`),
    "",
  ];
  console.log(lines.join("\n"));
}
