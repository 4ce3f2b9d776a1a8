import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import {
  siblingDatabase,
  startRuntime,
  suffixedName,
} from "../../../supabase/local/index.ts";
import { anonClient, runtime } from "../support.ts";
import { rest, unique } from "./rest-helpers.ts";

const db = anonClient();

async function dropDatabase(base: string, url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    await admin.query(
      `drop database if exists ${pg.escapeIdentifier(name)} with (force)`,
    );
  } finally {
    await admin.end();
  }
}

async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the configuration reload never took effect");
}

/** Whether a write through rpc/rpco_add_item (no Prefer: tx) is kept. */
async function plainWriteCommits(): Promise<boolean> {
  const tag = unique("probe");
  await db.rpc("rpco_add_item", { tag });
  const { data } = await db.from("rpco_items").select("id").eq("tag", tag);
  return (data ?? []).length === 1;
}

/** Whether `Prefer: tx=…` is honoured (echoed in Preference-Applied). */
async function txOverridable(): Promise<boolean> {
  const res = await rest("rpco_items?limit=0", {
    headers: { Prefer: "tx=commit" },
  });
  return (res.headers.get("preference-applied") ?? "").includes("tx=commit");
}

/** Sets PostgREST's db-tx-end (null resets it) and waits until the backend acts on it. */
async function setTxEnd(value: string | null): Promise<void> {
  // tx=commit, so that leaving rollback-allow-override is not itself rolled back.
  const res = await rest("rpc/rpco_set_tx_end", {
    key: runtime().serviceRoleKey,
    method: "POST",
    headers: { Prefer: "tx=commit" },
    body: JSON.stringify({ value }),
  });
  expect(res.status).toBe(204);
  const overridable = value?.endsWith("-allow-override") ?? false;
  const commits = value === null || value.startsWith("commit");
  await waitFor(
    async () =>
      (await txOverridable()) === overridable &&
      (await plainWriteCommits()) === commits,
  );
}

async function rowsTagged(tag: string): Promise<number> {
  const { data } = await db.from("rpco_items").select("id").eq("tag", tag);
  return (data ?? []).length;
}

const addItem = (tag: string, prefer: string) =>
  rest("rpc/rpco_add_item", {
    method: "POST",
    headers: { Prefer: prefer },
    body: JSON.stringify({ tag }),
  });

// db-tx-end = rollback (no override) runs on a runtime of its own (below): under it the hook that
// resets the setting would be rolled back too, and the suite shares one runtime.
describe("RPC Prefer: tx, honouring db-tx-end", () => {
  afterAll(() => setTxEnd(null));

  it("ignores tx=rollback under the default db-tx-end (commit), as PostgREST does", async () => {
    const tag = unique("default");
    const res = await addItem(tag, "tx=rollback");
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBeNull();
    expect(await rowsTagged(tag)).toBe(1);
  });

  it("rolls an rpc call and a table insert back with tx=rollback under commit-allow-override", async () => {
    await setTxEnd("commit-allow-override");
    const tag = unique("override");
    const res = await addItem(tag, "tx=rollback");
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBe("tx=rollback");
    expect(await res.json()).toMatchObject({ tag, n: 0 });
    expect(await rowsTagged(tag)).toBe(0);

    const inserted = await rest("rpco_items?select=tag", {
      method: "POST",
      headers: { Prefer: "return=representation, tx=rollback" },
      body: JSON.stringify({ tag }),
    });
    expect(inserted.status).toBe(201);
    expect(inserted.headers.get("preference-applied")).toBe(
      "return=representation, tx=rollback",
    );
    expect(await inserted.json()).toEqual([{ tag }]);
    expect(await rowsTagged(tag)).toBe(0);

    const committed = await addItem(tag, "tx=commit");
    expect(committed.headers.get("preference-applied")).toBe("tx=commit");
    expect(await rowsTagged(tag)).toBe(1);
  });

  it("rolls back by default under rollback-allow-override, commits with tx=commit", async () => {
    await setTxEnd("rollback-allow-override");
    const tag = unique("rb-override");
    await addItem(tag, "return=minimal");
    expect(await rowsTagged(tag)).toBe(0);
    const res = await addItem(tag, "tx=commit");
    expect(res.headers.get("preference-applied")).toBe("tx=commit");
    expect(await rowsTagged(tag)).toBe(1);
  });
});

// A runtime of its own, on a database of its own: a fresh PGlite, or a sibling PostgreSQL database
// (made afresh and dropped after), since the setting must not reach the suite's shared database.
describe("db-tx-end = rollback", () => {
  it("rolls every rpc call and table write back, whatever Prefer: tx says", async () => {
    const root = await mkdtemp(join(tmpdir(), "rpco-tx-end-"));
    await mkdir(join(root, "supabase", "migrations"), { recursive: true });
    await writeFile(
      join(root, "supabase", "config.toml"),
      'project_id = "rpco"\n',
    );
    await writeFile(
      join(root, "supabase", "migrations", "20250101000000_notes.sql"),
      `create table public.notes (id serial primary key, body text not null);
       create function public.add_note(body text) returns public.notes
       language sql volatile as $$ insert into public.notes (body) values (body) returning * $$;`,
    );
    const base = process.env.DATABASE_URL;
    const databaseUrl = base
      ? await siblingDatabase(base, suffixedName(base, "_tx_end"), {
          recreate: true,
        })
      : undefined;
    const own = await startRuntime({
      workdir: root,
      port: 0,
      mailPort: 0,
      dataDir: null,
      databaseUrl,
      log: () => undefined,
    });
    try {
      const db = own.context.db;
      const notes = async () =>
        (
          await db.query<{ n: number }>(
            "select count(*)::int as n from public.notes",
          )
        ).rows[0]?.n;
      const call = (path: string, body: unknown, prefer: string) =>
        fetch(`${own.apiUrl}/rest/v1/${path}`, {
          method: "POST",
          headers: {
            apikey: own.anonKey,
            authorization: `Bearer ${own.anonKey}`,
            "content-type": "application/json",
            prefer,
          },
          body: JSON.stringify(body),
        });
      // For this database only: on PostgreSQL the role is shared with the suite's database.
      await db.query(
        `do $$ begin
           execute format('alter role authenticator in database %I set pgrst.db_tx_end = %L',
                          current_database(), 'rollback');
         end $$`,
      );
      await db.query("notify pgrst, 'reload config'");
      // Probes made before the reload took effect committed; count from the first rolled back.
      let settled: number | undefined;
      await waitFor(async () => {
        const before = await notes();
        await call("rpc/add_note", { body: "probe" }, "");
        settled = await notes();
        return settled === before;
      });

      const res = await call("rpc/add_note", { body: "kept?" }, "tx=commit");
      expect(res.status).toBe(200);
      expect(res.headers.get("preference-applied")).toBeNull();
      expect(await res.json()).toMatchObject({ body: "kept?" });
      const inserted = await call(
        "notes?select=body",
        { body: "row" },
        "return=representation, tx=commit",
      );
      expect(inserted.status).toBe(201);
      expect(inserted.headers.get("preference-applied")).toBe(
        "return=representation",
      );
      expect(await inserted.json()).toEqual([{ body: "row" }]);
      expect(await notes()).toBe(settled);
    } finally {
      await own.stop();
      if (base && databaseUrl) await dropDatabase(base, databaseUrl);
    }
  });
});

describe("RPC Prefer: max-affected", () => {
  async function seedTag(count: number): Promise<string> {
    const tag = unique("max");
    const rows = Array.from({ length: count }, () => ({ tag }));
    expect((await db.from("rpco_items").insert(rows)).error).toBeNull();
    return tag;
  }

  async function totalOf(tag: string): Promise<number> {
    const { data } = await db.from("rpco_items").select("n").eq("tag", tag);
    return (data ?? []).reduce((sum, row) => sum + (row.n as number), 0);
  }

  const bump = (tag: string, prefer: string) =>
    rest("rpc/rpco_bump_tag", {
      method: "POST",
      headers: { Prefer: prefer },
      body: JSON.stringify({ wanted: tag }),
    });

  it("refuses and rolls back a call returning more rows than max-affected with handling=strict", async () => {
    const tag = await seedTag(3);
    const res = await bump(tag, "handling=strict, max-affected=2");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "PGRST124",
      message: "Query result exceeds max-affected preference constraint",
      details: "The query affects 3 rows",
      hint: null,
    });
    expect(await totalOf(tag)).toBe(0);
  });

  it("runs a call within the limit and echoes max-affected only with handling=strict", async () => {
    const tag = await seedTag(3);
    const res = await bump(tag, "max-affected=3, handling=strict");
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toBe(
      "handling=strict, max-affected=3",
    );
    expect(await res.json()).toHaveLength(3);
    expect(await totalOf(tag)).toBe(3);

    const lenient = await bump(tag, "max-affected=1");
    expect(lenient.status).toBe(200);
    expect(lenient.headers.get("preference-applied")).toBeNull();
    expect(await totalOf(tag)).toBe(6);
  });

  it("counts a scalar call as one row", async () => {
    const res = await rest("rpc/rpco_double", {
      method: "POST",
      headers: { Prefer: "handling=strict, max-affected=0" },
      body: JSON.stringify({ x: 1 }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "PGRST124",
      details: "The query affects 1 rows",
    });
  });
});

describe("RPC Prefer: count=exact", () => {
  it("counts a set-returning function over POST, GET and HEAD", async () => {
    const post = await db.rpc("rpco_numbers", { upto: 5 }, { count: "exact" });
    expect(post).toMatchObject({
      data: [1, 2, 3, 4, 5],
      count: 5,
      status: 200,
    });
    const get = await db.rpc(
      "rpco_numbers",
      { upto: 4 },
      { get: true, count: "exact" },
    );
    expect(get).toMatchObject({ data: [1, 2, 3, 4], count: 4, status: 200 });
    const head = await db.rpc(
      "rpco_numbers",
      { upto: 3 },
      { head: true, count: "exact" },
    );
    expect(head).toMatchObject({ data: null, count: 3, status: 200 });
    const page = await db
      .rpc("rpco_numbers", { upto: 5 }, { count: "exact" })
      .range(0, 1);
    expect(page).toMatchObject({ data: [1, 2], count: 5, status: 206 });
  });

  it("answers Content-Range 0-0/1 for a scalar, a single composite and a void call", async () => {
    for (const [path, init] of [
      ["rpc/rpco_double?x=4", { method: "GET" }],
      ["rpc/rpco_double?x=4", { method: "HEAD" }],
      ["rpc/rpco_double", { method: "POST", body: '{"x": 4}' }],
      ["rpc/rpco_item", { method: "POST", body: '{"item_id": 1}' }],
      ["rpc/rpco_touch", { method: "POST", body: "{}" }],
    ] as const) {
      const res = await rest(path, {
        ...init,
        headers: { Prefer: "count=exact" },
      });
      expect([200, 204]).toContain(res.status);
      expect(res.headers.get("content-range")).toBe("0-0/1");
      expect(res.headers.get("preference-applied")).toBe("count=exact");
    }
    const scalar = await db.rpc("rpco_double", { x: 4 }, { count: "exact" });
    expect(scalar).toMatchObject({ data: 8, count: 1 });
    const head = await db.rpc(
      "rpco_double",
      { x: 4 },
      { head: true, count: "exact" },
    );
    expect(head).toMatchObject({ data: null, count: 1 });
    const plain = await rest("rpc/rpco_double?x=4");
    expect(plain.headers.get("content-range")).toBe("0-0/*");
  });
});
