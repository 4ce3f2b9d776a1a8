import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { startRuntime } from "../../../supabase/local/index.ts";

// Each start here runs its own embedded database in a temporary project; on PostgreSQL the shared
// database belongs to the suite's runtime, so these run on PGlite only.
const onPglite = !process.env.DATABASE_URL;

async function project(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), "runtime-project-"));
  await mkdir(join(root, "supabase", "migrations"), { recursive: true });
  await writeFile(
    join(root, "supabase", "config.toml"),
    'project_id = "temp"\n',
  );
  for (const [path, sql] of Object.entries(files))
    await writeFile(join(root, "supabase", path), sql);
  return root;
}

const start = (workdir: string, extra: { reset?: boolean } = {}) =>
  startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    log: () => undefined,
    ...extra,
  });

describe.runIf(onPglite)("migrations and seed", () => {
  it("applies each migration once, seeds only a fresh database, and resets on demand", async () => {
    const root = await project({
      "migrations/20250101000000_create_notes.sql":
        "create table public.notes (id int primary key, body text);",
      "seed.sql": "insert into public.notes values (1, 'seeded');",
    });
    const first = await start(root);
    expect(first.appliedMigrations).toEqual([
      "20250101000000_create_notes.sql",
    ]);
    expect(first.seeded).toBe(true);
    await first.stop();

    await writeFile(
      join(root, "supabase", "migrations", "20250102000000_add_pinned.sql"),
      "alter table public.notes add column pinned boolean not null default false;",
    );
    const second = await start(root);
    expect(second.appliedMigrations).toEqual(["20250102000000_add_pinned.sql"]);
    expect(second.seeded).toBe(false);
    const { rows } = await second.context.db.query<{ n: number }>(
      "select count(*)::int as n from public.notes",
    );
    expect(rows[0]?.n).toBe(1);
    await second.stop();

    const reset = await start(root, { reset: true });
    expect(reset.appliedMigrations).toHaveLength(2);
    expect(reset.seeded).toBe(true);
    await reset.stop();
    expect(
      await readdir(join(root, ".supabase-local", "snapshots")),
    ).toHaveLength(2);
  });

  it("refuses to start on a failing migration, names the file, and leaves no half-applied state", async () => {
    const root = await project({
      "migrations/20250101000000_good.sql":
        "create table public.good (id int);",
      "migrations/20250102000000_bad.sql":
        "create table public.half (id int); select * from missing_table;",
    });
    await expect(start(root)).rejects.toThrow(
      /20250102000000_bad\.sql: .*missing_table/,
    );
    await writeFile(
      join(root, "supabase", "migrations", "20250102000000_bad.sql"),
      "select 1;",
    );
    const runtime = await start(root);
    expect(runtime.appliedMigrations).toEqual(["20250102000000_bad.sql"]);
    const { rows } = await runtime.context.db.query<{ half: string | null }>(
      "select to_regclass('public.half')::text as half",
    );
    expect(rows[0]?.half).toBeNull();
    await runtime.stop();
  });

  it("records history in the Supabase CLI's table, and refuses a database built from migrations that are gone", async () => {
    const root = await project({
      "migrations/20250101000000_create_notes.sql":
        "create table public.notes (id int primary key);",
    });
    const first = await start(root);
    const { rows } = await first.context.db.query<{
      version: string;
      name: string;
      statements: string[];
    }>(
      "select version, name, statements from supabase_migrations.schema_migrations",
    );
    expect(rows).toEqual([
      {
        version: "20250101000000",
        name: "create_notes",
        statements: ["create table public.notes (id int primary key);"],
      },
    ]);
    await first.stop();

    // The migrations are squashed into a baseline: the old database can't be brought forward.
    await rm(
      join(root, "supabase", "migrations", "20250101000000_create_notes.sql"),
    );
    await writeFile(
      join(root, "supabase", "migrations", "20250201000000_baseline.sql"),
      "create table public.notes (id int primary key, body text);",
    );
    await expect(start(root)).rejects.toThrow(
      /records migration\(s\) 20250101000000 that supabase\/migrations no longer has.*npm run db:reset/,
    );
    const reset = await start(root, { reset: true });
    expect(reset.appliedMigrations).toEqual(["20250201000000_baseline.sql"]);
    await reset.stop();
  });
});
