import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

import type { Database, Queryable } from "./database.ts";
import { missingExtensionMessage } from "./missing-extension.ts";

const BOOTSTRAP = new URL("./bootstrap.sql", import.meta.url);
const MIGRATION_FILE = /^(\d{14})_(.+)\.sql$/;

export interface MigrationReport {
  applied: string[];
  seeded: boolean;
}

/**
 * Brings a database to the project's schema: the platform bootstrap, then each migration not yet
 * recorded, in file-name order, each in its own transaction; the seed only on a fresh database
 * (one that had no migration recorded before this run).
 */
export async function migrate(
  db: Database,
  supabaseDir: string,
  {
    seed = true,
    seedPaths = ["./seed.sql"],
  }: { seed?: boolean; seedPaths?: string[] } = {},
): Promise<MigrationReport> {
  await bootstrap(db);
  const done = new Set(
    (
      await db.query<{ version: string }>(
        "select version from supabase_migrations.schema_migrations",
      )
    ).rows.map((r) => r.version),
  );
  const files = await listMigrations(join(supabaseDir, "migrations"));
  refuseUnknownHistory(done, files);
  const fresh = done.size === 0;
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    if (!version || !name || done.has(version)) continue;
    const sql = await readFile(join(supabaseDir, "migrations", file), "utf8");
    await runScript(db, sql, file, async (tx) => {
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3])",
        [version, name, sql],
      );
    });
    applied.push(file);
  }
  let seeded = false;
  if (seed && fresh) {
    for (const path of seedPaths) {
      const sql = await readFile(join(supabaseDir, path), "utf8").catch(
        () => null,
      );
      if (sql === null) continue;
      await runScript(db, sql, path);
      seeded = true;
    }
  }
  return { applied, seeded };
}

/** Applies the platform bootstrap unless this exact version of it is already in place. */
export async function bootstrap(db: Database) {
  const sql = await readFile(BOOTSTRAP, "utf8");
  const version = createHash("sha256").update(sql).digest("hex");
  const exists = await db.query<{ found: boolean }>(
    "select to_regclass('supabase_local.bootstrap') is not null as found",
  );
  const { rows } = exists.rows[0]?.found
    ? await db.query<{ version: string }>(
        "select version from supabase_local.bootstrap",
      )
    : { rows: [] };
  if (rows[0]?.version === version) return;
  await db.exec(sql);
  await db.exec(
    "create table if not exists supabase_local.bootstrap (version text not null); truncate supabase_local.bootstrap",
  );
  await db.query("insert into supabase_local.bootstrap (version) values ($1)", [
    version,
  ]);
}

/**
 * A recorded version with no file means the database was built from migrations that are gone
 * (e.g. squashed into baselines): applying the files over it would fail half-way, as
 * `supabase db push` refuses it too. A local database is disposable, so the way out is a reset.
 */
function refuseUnknownHistory(done: Set<string>, files: string[]) {
  const known = new Set(files.map((f) => MIGRATION_FILE.exec(f)?.[1]));
  const unknown = [...done].filter((v) => !known.has(v)).sort();
  if (unknown.length === 0) return;
  const shown = unknown.slice(0, 3).join(", ");
  const more = unknown.length > 3 ? ` and ${unknown.length - 3} more` : "";
  throw new Error(
    `This database records migration(s) ${shown}${more} that supabase/migrations no longer has. ` +
      "Its schema predates the current migrations; start afresh with `npm run db:reset`.",
  );
}

async function listMigrations(dir: string): Promise<string[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((f) => MIGRATION_FILE.test(f)).sort();
}

async function runScript(
  db: Database,
  sql: string,
  label: string,
  record?: (tx: Queryable) => Promise<void>,
) {
  try {
    // One transaction per file, as the CLI applies migrations; the record commits with it.
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await record?.(tx);
    });
  } catch (error) {
    const message =
      missingExtensionMessage(error, db.kind) ??
      (error instanceof Error ? error.message : String(error));
    throw new Error(`${label}: ${message}`, { cause: error });
  }
}
