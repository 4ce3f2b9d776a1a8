import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { rest, unique } from "./rest-helpers.ts";

const db = serviceClient();

/** The next value the table's identity sequence hands out, drawn by a plain insert. */
async function nextId(table: string): Promise<number> {
  const { data, error } = await db
    .from(table)
    .insert({ label: unique("probe") })
    .select("id")
    .single();
  expect(error).toBeNull();
  return Number((data as { id: number }).id) + 1;
}

describe("Prefer: missing=default over identity columns, as PostgREST inserts", () => {
  it("draws the sequence for every row of a bulk insert, also for rows that set the id", async () => {
    const next = await nextId("mdf_by_default");
    const given = 1_000_000 + next;
    const { data, error } = await db
      .from("mdf_by_default")
      .insert(
        [
          { id: given, label: "a", tier: 1 },
          { label: "b" },
          { label: "c" },
          { id: given + 1, label: "d" },
          { label: "e" },
        ],
        { defaultToNull: false },
      )
      .select("id, label, tier");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: given, label: "a", tier: 1 },
      { id: next + 1, label: "b", tier: 3 },
      { id: next + 2, label: "c", tier: 3 },
      { id: given + 1, label: "d", tier: 3 },
      { id: next + 4, label: "e", tier: 3 },
    ]);
    // The fifth value went to the row that set its own id: the sequence moved past it.
    expect(await nextId("mdf_by_default")).toBe(next + 6);
  });

  it("leaves the id to the table when no row names it", async () => {
    const next = await nextId("mdf_by_default");
    const { data } = await db
      .from("mdf_by_default")
      .insert([{ label: "f" }, { label: "g" }], { defaultToNull: false })
      .select("id");
    expect(data).toEqual([{ id: next }, { id: next + 1 }]);
  });

  it("sends null for a missing id without missing=default (23502)", async () => {
    const { status, error } = await db
      .from("mdf_by_default")
      .insert([
        { id: 5_000_000 + (await nextId("mdf_by_default")), label: "h" },
        { label: "i" },
      ]);
    expect(status).toBe(400);
    expect(error?.code).toBe("23502");
  });

  it("refuses an always-identity column among the payload's columns with 428C9, whatever the rows hold", async () => {
    const { status, error } = await db
      .from("mdf_always")
      .insert([{ label: "j" }, { id: 77, label: "k" }], {
        defaultToNull: false,
      });
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "428C9",
      message: 'cannot insert a non-DEFAULT value into column "id"',
      details: 'Column "id" is an identity column defined as GENERATED ALWAYS.',
      hint: "Use OVERRIDING SYSTEM VALUE to override.",
    });
    // ?columns names it though no row sets it: PostgREST still lists it in the INSERT.
    const res = await rest("mdf_always?columns=id,label", {
      method: "POST",
      key: runtime().serviceRoleKey,
      headers: { Prefer: "missing=default" },
      body: JSON.stringify([{ label: "l" }]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "428C9" });
    const plain = await db
      .from("mdf_always")
      .insert([{ label: "m" }, { label: "n" }], { defaultToNull: false })
      .select("label");
    expect(plain.data).toEqual([{ label: "m" }, { label: "n" }]);
  });
});

async function setPlanEnabled(enabled: boolean): Promise<void> {
  const { error } = await db.rpc("mu_set_plan_enabled", { enabled });
  expect(error).toBeNull();
  // The reload follows the NOTIFY asynchronously: wait until the API answers accordingly.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await rest("mu_places?select=id", {
      headers: { Accept: "application/vnd.pgrst.plan" },
    });
    await res.arrayBuffer();
    if ((res.status === 200) === enabled) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`db-plan-enabled did not become ${String(enabled)}`);
}

describe("EXPLAIN with verbose carries the query identifier, as on Supabase's Postgres", () => {
  beforeAll(() => setPlanEnabled(true));
  afterAll(() => setPlanEnabled(false));

  it("prints Query Identifier in a verbose text plan, not in a plain one", async () => {
    const verbose = await rest("mu_places?select=name", {
      headers: { Accept: "application/vnd.pgrst.plan+text; options=verbose" },
    });
    expect(verbose.status).toBe(200);
    expect(await verbose.text()).toMatch(/\nQuery Identifier: -?\d+$/);
    const plain = await rest("mu_places?select=name", {
      headers: { Accept: "application/vnd.pgrst.plan+text" },
    });
    expect(await plain.text()).not.toContain("Query Identifier");
  });

  it("gives it as a number in a verbose JSON plan, for mutations and function calls too", async () => {
    const read = await rest("mu_places?select=name", {
      headers: { Accept: "application/vnd.pgrst.plan+json; options=verbose" },
    });
    const [plan] = (await read.json()) as Record<string, unknown>[];
    expect(typeof plan?.["Query Identifier"]).toBe("number");
    const insert = await rest("mdf_by_default", {
      method: "POST",
      key: runtime().serviceRoleKey,
      headers: { Accept: "application/vnd.pgrst.plan+json; options=verbose" },
      body: JSON.stringify({ label: "explained" }),
    });
    expect(insert.status).toBe(200);
    const [inserted] = (await insert.json()) as Record<string, unknown>[];
    expect(typeof inserted?.["Query Identifier"]).toBe("number");
    const call = await rest("rpc/rpcf_lookups?code=x", {
      headers: { Accept: "application/vnd.pgrst.plan+json; options=verbose" },
    });
    const [called] = (await call.json()) as Record<string, unknown>[];
    expect(typeof called?.["Query Identifier"]).toBe("number");
  });
});
