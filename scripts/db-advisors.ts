import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

import {
  loadConfig,
  openLocalDatabase,
  siblingDatabase,
} from "../supabase/local/index.ts";

/**
 * `npm run db:lint`: Supabase's own database advisors (`supabase db advisors`, the linter behind
 * the dashboard's Security and Performance Advisors) over the migrated schema on PostgreSQL.
 * Creates (afresh) the database `ekoluxe_advisors` next to DATABASE_URL's, applies the migrations
 * as the local runtime does, runs every advisor and fails on any ERROR or WARN.
 */
const DATABASE = "ekoluxe_advisors";
const FAILING = new Set(["ERROR", "WARN"]);

interface Advisory {
  name: string;
  title: string;
  level: "ERROR" | "WARN" | "INFO";
  categories: string[];
  detail: string;
  remediation: string;
}

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const supabaseDir = join(projectDir, "supabase");
const base =
  process.env.DATABASE_URL ??
  "postgresql://postgres:postgres@127.0.0.1:5432/postgres";
const url = await siblingDatabase(base, DATABASE, { recreate: true });
const config = await loadConfig(supabaseDir);

const { db, report } = await openLocalDatabase({
  dataDir: undefined,
  databaseUrl: url,
  supabaseDir,
  seed: false,
  seedPaths: [],
});
try {
  // The schemas the API exposes, where hosted projects set them for the advisors to read.
  await db.exec(
    `alter database ${pg.escapeIdentifier(DATABASE)} set pgrst.db_schemas = ${pg.escapeLiteral(config.api.schemas.join(", "))}`,
  );
} finally {
  await db.close();
}

const advisories = await runAdvisors(url);
const failing = advisories.filter((a) => FAILING.has(a.level));
console.log(
  `Supabase advisors on ${report.applied.length} migration(s): ${advisories.length} finding(s), ${failing.length} at WARN or ERROR.`,
);
for (const a of advisories)
  console.log(
    `${a.level.padEnd(5)} ${a.name} [${a.categories.join(", ")}]: ${a.detail}\n      ${a.remediation}`,
  );
process.exit(failing.length ? 1 : 0);

/** Runs the CLI from an empty folder, so it writes no `supabase/.temp` into the project. */
async function runAdvisors(databaseUrl: string): Promise<Advisory[]> {
  const cwd = await mkdtemp(join(tmpdir(), "ekoluxe-advisors-"));
  try {
    const cli = fileURLToPath(import.meta.resolve("supabase/dist/supabase.js"));
    const { code, stdout, stderr } = await run(
      process.execPath,
      [
        cli,
        "db",
        "advisors",
        `--remote=${databaseUrl}`,
        "--type=all",
        "--level=info",
        "--fail-on=none",
        "--output-format=json",
      ],
      cwd,
    );
    if (code !== 0)
      throw new Error(`supabase db advisors exited ${code}:\n${stderr}`);
    const start = stdout.indexOf("{");
    const parsed = JSON.parse(stdout.slice(start)) as {
      results: Advisory[];
    };
    const order = { ERROR: 0, WARN: 1, INFO: 2 };
    return parsed.results.sort(
      (a, b) =>
        order[a.level] - order[b.level] ||
        a.name.localeCompare(b.name) ||
        a.detail.localeCompare(b.detail),
    );
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

function run(
  command: string,
  args: string[],
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: {
        ...process.env,
        SUPABASE_TELEMETRY_DISABLED: "1",
        DO_NOT_TRACK: "1",
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}
