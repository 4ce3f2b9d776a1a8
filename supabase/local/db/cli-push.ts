import { spawn } from "node:child_process";
import { createRequire } from "node:module";

import { openDatabase } from "./database.ts";
import { bootstrap } from "./migrate.ts";

export interface CliPushOptions {
  /** The project root (the folder holding `supabase/`). */
  projectDir: string;
  /** Also applies `[db.seed] sql_paths`, as `supabase db push --include-seed` does. */
  seed?: boolean;
}

/**
 * Brings a PostgreSQL database to the project's schema the way a deploy does: the platform's roles
 * and schemas (what a hosted project has before any migration), then the Supabase CLI's own
 * `db push` of `supabase/migrations` — its statement splitting, its history table.
 */
export async function pushWithCli(
  databaseUrl: string,
  { projectDir, seed = false }: CliPushOptions,
): Promise<CliOutput> {
  const db = await openDatabase({ databaseUrl });
  try {
    await bootstrap(db);
  } finally {
    await db.close();
  }
  const args = ["db", "push", "--db-url", cliDatabaseUrl(databaseUrl)];
  args.push("--include-all", "--yes", "--workdir", projectDir);
  if (seed) args.push("--include-seed");
  return runCli(args, projectDir);
}

/** The CLI insists on TLS unless the URL says otherwise; a local server has none. */
export function cliDatabaseUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has("sslmode"))
    url.searchParams.set("sslmode", "disable");
  return url.toString();
}

export interface CliOutput {
  stdout: string;
  stderr: string;
}

/** Runs the project's pinned Supabase CLI; rejects with its output when it exits non-zero. */
export async function runCli(args: string[], cwd: string): Promise<CliOutput> {
  // createRequire rather than import.meta.resolve, which test runners' module loaders lack.
  const cli = createRequire(import.meta.url).resolve(
    "supabase/dist/supabase.js",
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out = { stdout: "", stderr: "" };
    child.stdout.on(
      "data",
      (chunk: Buffer) => (out.stdout += chunk.toString()),
    );
    child.stderr.on(
      "data",
      (chunk: Buffer) => (out.stderr += chunk.toString()),
    );
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(out)
        : reject(
            new Error(
              `supabase ${args.slice(0, 2).join(" ")} exited with ${code}:\n${out.stderr}${out.stdout}`,
            ),
          ),
    );
  });
}
