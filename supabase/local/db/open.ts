import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { openDatabase, type Database } from "./database.ts";
import { migrate, type MigrationReport } from "./migrate.ts";

export interface LocalDatabaseOptions {
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  supabaseDir: string;
  seed: boolean;
  seedPaths: string[];
}

/**
 * Opens the database and brings it up to date. A fresh PGlite starts from a cached snapshot of the
 * migrated and seeded database when one matches the current SQL files, which turns a multi-second
 * initdb + migrate + seed into a quick unpack; the snapshot is written the first time.
 */
export async function openLocalDatabase(
  options: LocalDatabaseOptions,
): Promise<{ db: Database; report: MigrationReport }> {
  const { dataDir, databaseUrl, supabaseDir } = options;
  const migrateOptions = { seed: options.seed, seedPaths: options.seedPaths };
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl });
    return {
      db,
      report: await migrateOrClose(db, supabaseDir, migrateOptions),
    };
  }
  const dbDir = dataDir && join(dataDir, "db");
  const fresh = !dbDir || !existsSync(join(dbDir, "PG_VERSION"));
  const snapshot =
    fresh && dataDir
      ? join(dataDir, "snapshots", `${await sqlFingerprint(options)}.tar.gz`)
      : undefined;
  const cached =
    snapshot && existsSync(snapshot)
      ? new Blob([await readFile(snapshot)])
      : undefined;
  const db = await openDatabase({ dataDir: dbDir, loadDataDir: cached });
  // PGlite does not apply a database's settings (bootstrap.sql sets compute_query_id, as on
  // Supabase) when it opens; its one session takes it here.
  await db.exec("set compute_query_id = on");
  const report = await migrateOrClose(db, supabaseDir, migrateOptions);
  if (snapshot && !cached && db.dump) {
    await mkdir(join(dataDir!, "snapshots"), { recursive: true });
    await writeFile(
      snapshot,
      Buffer.from(await (await db.dump()).arrayBuffer()),
    );
  }
  return { db, report };
}

/** Migrates, closing the database when a migration fails (a missing extension, say). */
async function migrateOrClose(
  db: Database,
  supabaseDir: string,
  options: { seed: boolean; seedPaths: string[] },
): Promise<MigrationReport> {
  try {
    return await migrate(db, supabaseDir, options);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Drops local data; keeps the snapshot cache. On PostgreSQL, drops the project's schemas. */
export async function resetDatabase({
  dataDir,
  databaseUrl,
}: Pick<LocalDatabaseOptions, "dataDir" | "databaseUrl">) {
  if (databaseUrl) {
    const db = await openDatabase({ databaseUrl });
    try {
      await db.exec(`
        drop publication if exists supabase_realtime;
        drop schema if exists public, private, auth, storage, extensions, supabase_local, supabase_migrations cascade;
        create schema public;`);
    } finally {
      await db.close();
    }
    return;
  }
  if (!dataDir) return;
  for (const entry of await readdir(dataDir).catch(() => [] as string[])) {
    if (entry !== "snapshots")
      await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}

async function sqlFingerprint({
  supabaseDir,
  seed,
  seedPaths,
}: LocalDatabaseOptions): Promise<string> {
  const hash = createHash("sha256");
  hash.update(await readFile(new URL("./bootstrap.sql", import.meta.url)));
  const migrations = (
    await readdir(join(supabaseDir, "migrations")).catch(() => [] as string[])
  ).sort();
  for (const file of migrations) {
    hash.update(file);
    hash.update(await readFile(join(supabaseDir, "migrations", file)));
  }
  if (seed)
    for (const path of seedPaths)
      hash.update(await readFile(join(supabaseDir, path)).catch(() => ""));
  return hash.digest("hex").slice(0, 16);
}
