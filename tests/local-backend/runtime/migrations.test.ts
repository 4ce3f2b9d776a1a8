import { mkdir, mkdtemp, readdir, writeFile } from "node:fs/promises";
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
});
