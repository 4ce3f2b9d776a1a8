import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import {
  migrate,
  openDatabase,
  siblingDatabase,
  startRuntime,
  suffixedName,
} from "../../../supabase/local/index.ts";

// A migration that needs an extension the database lacks fails naming the extension and the way
// out, instead of PostgreSQL's bare `extension "postgis" is not available`. Each project is a
// temporary folder; the failing migration never touches the shared fixture.
const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0))
    await rm(root, { recursive: true, force: true });
});

async function projectNeeding(extension: string) {
  const root = await mkdtemp(join(tmpdir(), "missing-extension-"));
  roots.push(root);
  await mkdir(join(root, "supabase", "migrations"), { recursive: true });
  await writeFile(
    join(root, "supabase", "config.toml"),
    'project_id = "temp"\n',
  );
  await writeFile(
    join(root, "supabase", "migrations", "29990101000000_places.sql"),
    `create extension if not exists ${extension} with schema extensions;
     create table public.places (id int primary key);`,
  );
  return root;
}

describe.runIf(!process.env.DATABASE_URL)("on the embedded database", () => {
  it("refuses to start, naming the migration, the extension and DATABASE_URL", async () => {
    const root = await projectNeeding("postgis");
    await expect(
      startRuntime({
        workdir: root,
        port: 0,
        mailPort: 0,
        log: () => undefined,
      }),
    ).rejects.toThrow(
      '29990101000000_places.sql: needs the PostgreSQL extension "postgis", which the embedded ' +
        "database (PGlite) does not provide. Run on PostgreSQL instead: set DATABASE_URL to a " +
        'server that has "postgis" installed',
    );
  });

  it("keeps PostgreSQL's own message for every other failure", async () => {
    const root = await projectNeeding("pgcrypto");
    await writeFile(
      join(root, "supabase", "migrations", "29990101000001_broken.sql"),
      "create table public.places (id int primary key);",
    );
    const db = await openDatabase({});
    try {
      await expect(migrate(db, join(root, "supabase"))).rejects.toThrow(
        '29990101000001_broken.sql: relation "places" already exists',
      );
    } finally {
      await db.close();
    }
  });
});

describe.runIf(!!process.env.DATABASE_URL)("on PostgreSQL", () => {
  it("names the extension the server at DATABASE_URL lacks", async () => {
    const root = await projectNeeding("h5_not_installed");
    // A database of its own: the suite's records the fixture's migrations, which this project
    // lacks, and the runner refuses such a history before it reaches the extension.
    const base = process.env.DATABASE_URL!;
    const databaseUrl = await siblingDatabase(
      base,
      suffixedName(base, "_missing_extension"),
      { recreate: true },
    );
    const db = await openDatabase({ databaseUrl });
    try {
      await expect(migrate(db, join(root, "supabase"))).rejects.toThrow(
        '29990101000000_places.sql: needs the PostgreSQL extension "h5_not_installed", which the ' +
          'server at DATABASE_URL does not have installed. Install "h5_not_installed" on that ' +
          "server, or point DATABASE_URL at one that has it.",
      );
    } finally {
      await db.close();
    }
  });
});
