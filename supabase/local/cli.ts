import { parseArgs } from "node:util";

import { printBanner } from "./banner.ts";
import { startRuntime } from "./server.ts";

const { values } = parseArgs({
  options: {
    workdir: { type: "string" },
    port: { type: "string" },
    "mail-port": { type: "string" },
    "paystack-port": { type: "string" },
    "data-dir": { type: "string" },
    memory: { type: "boolean", default: false },
    reset: { type: "boolean", default: false },
    "reset-only": { type: "boolean", default: false },
    quiet: { type: "boolean", default: false },
  },
});

const started = performance.now();
const starting = startRuntime({
  workdir: values.workdir,
  port: values.port === undefined ? undefined : Number(values.port),
  mailPort:
    values["mail-port"] === undefined ? undefined : Number(values["mail-port"]),
  paystackPort:
    values["paystack-port"] === undefined
      ? undefined
      : Number(values["paystack-port"]),
  // In memory means the embedded database, whatever DATABASE_URL says (e2e runs beside a
  // PostgreSQL-backed test run).
  dataDir: values.memory ? null : values["data-dir"],
  databaseUrl: values.memory ? null : undefined,
  reset: values.reset || values["reset-only"],
  log: values.quiet ? () => undefined : undefined,
});
// Registered before start-up resolves: the API answers as soon as its gate opens, so a signal may
// come at any moment from then on, and must stop the runtime rather than kill the process.
const shutdown = async () => {
  await (await starting).stop();
  process.exit(0);
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
const runtime = await starting;
const ms = performance.now() - started;

if (values["reset-only"]) {
  console.log(
    `Local database reset: ${runtime.appliedMigrations.length} migration(s) applied${runtime.seeded ? ", seed loaded" : ""} in ${ms.toFixed(0)} ms.`,
  );
  await runtime.stop();
} else {
  await printBanner(runtime, ms);
}
