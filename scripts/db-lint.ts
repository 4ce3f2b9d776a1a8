import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

import {
  cliDatabaseUrl,
  loadConfig,
  pushWithCli,
  runCli,
  siblingDatabase,
} from "../supabase/local/index.ts";

/**
 * `npm run db:lint`: the Supabase CLI's own checks of the schema as a deploy builds it.
 * Creates (afresh) the database `ekoluxe_lint` next to DATABASE_URL's, pushes the migrations
 * with `supabase db push`, then runs
 * - `supabase db advisors` (the dashboard's Security and Performance Advisors): fails on any
 *   ERROR or WARN finding;
 * - `supabase db lint` (plpgsql_check over every function of the exposed and private schemas):
 *   fails on any finding, warnings included.
 */
const DATABASE = "ekoluxe_lint";
const LINTED_SCHEMAS = ["public", "private"];

interface Advisory {
  name: string;
  title: string;
  level: "ERROR" | "WARN" | "INFO";
  categories: string[];
  detail: string;
  remediation: string;
}

interface FunctionLint {
  function: string;
  issues: { level: string; message: string; context?: string }[];
}

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const base =
  process.env.DATABASE_URL ??
  "postgresql://postgres:postgres@127.0.0.1:5432/postgres";
const url = await siblingDatabase(base, DATABASE, { recreate: true });
const config = await loadConfig(join(projectDir, "supabase"));
await pushWithCli(url, { projectDir });
// The schemas the API exposes, where hosted projects set them for the advisors to read.
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(
  `alter database ${pg.escapeIdentifier(DATABASE)} set pgrst.db_schemas = ${pg.escapeLiteral(config.api.schemas.join(", "))}`,
);
await admin.end();

// From an empty folder, so the CLI writes no `supabase/.temp` into the project.
const cwd = await mkdtemp(join(tmpdir(), "ekoluxe-db-lint-"));
let failed = false;
try {
  failed = (await advisors()) || failed;
  failed = (await plpgsqlCheck()) || failed;
} finally {
  await rm(cwd, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function advisors(): Promise<boolean> {
  const { stdout } = await runCli(
    [
      "db",
      "advisors",
      `--db-url=${cliDatabaseUrl(url)}`,
      "--type=all",
      "--level=info",
      "--fail-on=none",
      "--output-format=json",
    ],
    cwd,
  );
  const { results } = JSON.parse(stdout.slice(stdout.indexOf("{"))) as {
    results: Advisory[];
  };
  const order = { ERROR: 0, WARN: 1, INFO: 2 };
  results.sort(
    (a, b) =>
      order[a.level] - order[b.level] ||
      a.name.localeCompare(b.name) ||
      a.detail.localeCompare(b.detail),
  );
  const failing = results.filter((a) => a.level !== "INFO");
  console.log(
    `supabase db advisors: ${results.length} finding(s), ${failing.length} at WARN or ERROR.`,
  );
  for (const a of results)
    console.log(
      `${a.level.padEnd(5)} ${a.name} [${a.categories.join(", ")}]: ${a.detail}\n      ${a.remediation}`,
    );
  return failing.length > 0;
}

async function plpgsqlCheck(): Promise<boolean> {
  const { stdout } = await runCli(
    [
      "db",
      "lint",
      "--db-url",
      cliDatabaseUrl(url),
      "--schema",
      LINTED_SCHEMAS.join(","),
      "--level",
      "warning",
      "--fail-on",
      "none",
      "--output",
      "json",
    ],
    cwd,
  );
  const start = stdout.indexOf("[");
  const linted =
    start < 0 ? [] : (JSON.parse(stdout.slice(start)) as FunctionLint[]);
  const issues = linted.flatMap((f) =>
    f.issues.map((i) => `${i.level.padEnd(13)} ${f.function}: ${i.message}`),
  );
  console.log(
    `supabase db lint (plpgsql_check, ${LINTED_SCHEMAS.join(", ")}): ${issues.length} finding(s).`,
  );
  for (const line of issues) console.log(line);
  return issues.length > 0;
}
