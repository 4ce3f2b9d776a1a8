import { join } from "node:path";

import {
  migrate,
  openDatabase,
  type Database,
} from "../../supabase/local/index.ts";

/**
 * The database whose schema is typed. With a URL, that live PostgreSQL as it is (nothing is
 * applied to it). Without one, a throw-away in-memory PGlite brought up exactly as the local
 * runtime brings up `.supabase-local` (platform bootstrap, then every migration in order; the
 * seed adds rows, not types, so it is skipped).
 */
export async function openSchemaDatabase({
  projectDir,
  databaseUrl,
}: {
  projectDir: string;
  databaseUrl?: string;
}): Promise<Database> {
  if (databaseUrl) return openDatabase({ databaseUrl });
  const db = await openDatabase({});
  try {
    await migrate(db, join(projectDir, "supabase"), { seed: false });
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
