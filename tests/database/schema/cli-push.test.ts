import { readdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cliDatabaseUrl, runCli } from "../../../supabase/local/index.ts";
import { runtime } from "../../local-backend/support.ts";

/**
 * On PostgreSQL this suite's database is built the way a deploy builds one (global-setup.ts):
 * the Supabase CLI's `db push --include-seed` of supabase/migrations. These checks prove the CLI,
 * not the runtime's own runner, applied every migration, and that nothing is left to push.
 */
const projectDir = fileURLToPath(new URL("../../..", import.meta.url));

describe.runIf(!!process.env.DATABASE_URL)("the Supabase CLI's db push", () => {
  let client: pg.Client;
  const databaseUrl = () => {
    const url = runtime().databaseUrl;
    if (!url) throw new Error("the suite's runtime has no database URL");
    return url;
  };

  beforeAll(async () => {
    client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  it("recorded every migration file in its history, split into statements", async () => {
    const files = (await readdir(`${projectDir}/supabase/migrations`))
      .filter((f) => /^\d{14}_.+\.sql$/.test(f))
      .sort();
    const { rows } = await client.query<{
      version: string;
      name: string;
      statements: number;
    }>(
      `select version, name, cardinality(statements) as statements
         from supabase_migrations.schema_migrations order by version`,
    );
    expect(rows.map((r) => `${r.version}_${r.name}.sql`)).toEqual(files);
    // The runtime's runner records a file as one text; the CLI records its parsed statements.
    expect(rows.filter((r) => r.statements > 1).length).toBeGreaterThan(
      files.length / 2,
    );
  });

  it("applied the seed and recorded it", async () => {
    const { rows } = await client.query<{ path: string }>(
      "select path from supabase_migrations.seed_files",
    );
    expect(rows.map((r) => r.path)).toEqual(["supabase/seed.sql"]);
    const demo = await client.query(
      "select 1 from auth.users where email = 'customer@ekoluxe.ng'",
    );
    expect(demo.rowCount).toBe(1);
  });

  it("has nothing left to push", async () => {
    const { stdout, stderr } = await runCli(
      [
        "db",
        "push",
        "--dry-run",
        "--db-url",
        cliDatabaseUrl(databaseUrl()),
        "--workdir",
        projectDir,
      ],
      projectDir,
    );
    expect(stdout + stderr).toMatch(/Remote database is up to date/);
  });
});
