import { describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

// Each test owns its own id range of mu_settings, so runs never collide.
let nextId = Math.floor(Math.random() * 1_000_000) * 10;
const freshId = () => (nextId += 1);

async function stored(ids: number[]) {
  const { data, error } = await serviceClient()
    .from("mu_settings")
    .select("id, label, tier, note")
    .in("id", ids)
    .order("id");
  expect(error).toBeNull();
  return data;
}

describe("upserts and inserts with Prefer: missing=default", () => {
  const db = serviceClient();

  it("gives absent columns of a bulk insert their defaults (defaultToNull: false)", async () => {
    const [a, b] = [freshId(), freshId()];
    const { error, status } = await db.from("mu_settings").insert(
      [
        { id: a, label: "first" },
        { id: b, tier: 7 },
      ],
      {
        defaultToNull: false,
      },
    );
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await stored([a, b])).toEqual([
      { id: a, label: "first", tier: 3, note: null },
      { id: b, label: "unnamed", tier: 7, note: null },
    ]);
  });

  it("returns the inserted rows in payload order", async () => {
    const [a, b, c] = [freshId(), freshId(), freshId()];
    const { data, error } = await db
      .from("mu_settings")
      .insert(
        [
          { id: a, label: "a" },
          { id: b, tier: 1 },
          { id: c, label: "c" },
        ],
        { defaultToNull: false },
      )
      .select("id, label, tier");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: a, label: "a", tier: 3 },
      { id: b, label: "unnamed", tier: 1 },
      { id: c, label: "c", tier: 3 },
    ]);
  });

  it("fills absent columns with null without it, as PostgREST does", async () => {
    const [a, b] = [freshId(), freshId()];
    const { error } = await db.from("mu_settings").insert([
      { id: a, note: "x" },
      { id: b, tier: 5 },
    ]);
    expect(error).toBeNull();
    expect(await stored([a, b])).toEqual([
      { id: a, label: "unnamed", tier: null, note: "x" },
      { id: b, label: "unnamed", tier: 5, note: null },
    ]);
  });

  it("refuses a bulk insert whose absent NOT NULL column becomes null (23502)", async () => {
    const [a, b] = [freshId(), freshId()];
    const { error, status } = await db
      .from("mu_settings")
      .insert([{ id: a, label: "set" }, { id: b }]);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23502" });
  });

  it("sets absent columns of an existing row to their default on merge", async () => {
    const [old, fresh] = [freshId(), freshId()];
    await db
      .from("mu_settings")
      .insert({ id: old, label: "kept?", tier: 9, note: "before" });
    const { data, error, status } = await db
      .from("mu_settings")
      .upsert(
        [
          { id: old, note: "after" },
          { id: fresh, label: "new" },
        ],
        {
          defaultToNull: false,
        },
      )
      .select("id, label, tier, note")
      .order("id");
    expect(error).toBeNull();
    expect(status).toBe(201);
    // `label` is a payload column: the row without it takes its default, also when it exists.
    // `tier` is in no row, so it is not part of the payload and the existing value stays.
    const expected = [
      { id: old, label: "unnamed", tier: 9, note: "after" },
      { id: fresh, label: "new", tier: 3, note: null },
    ];
    expect(data).toEqual(expected);
    expect(await stored([old, fresh])).toEqual(expected);
  });

  it("leaves columns outside a single-object upsert untouched", async () => {
    const id = freshId();
    await db.from("mu_settings").insert({ id, label: "named", tier: 4 });
    const { error, status } = await db
      .from("mu_settings")
      .upsert({ id, note: "only this" }, { defaultToNull: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(await stored([id])).toEqual([
      { id, label: "named", tier: 4, note: "only this" },
    ]);
  });

  it("overwrites absent columns with null on merge without missing=default", async () => {
    const [old, other] = [freshId(), freshId()];
    await db.from("mu_settings").insert({ id: old, tier: 8, note: "n" });
    const { error } = await db.from("mu_settings").upsert([
      { id: old, note: "m" },
      { id: other, tier: 1 },
    ]);
    expect(error).toBeNull();
    expect(await stored([old, other])).toEqual([
      { id: old, label: "unnamed", tier: null, note: "m" },
      { id: other, label: "unnamed", tier: 1, note: null },
    ]);
  });

  it("keeps existing rows with ignore-duplicates and defaults the new ones", async () => {
    const [old, fresh] = [freshId(), freshId()];
    await db.from("mu_settings").insert({ id: old, label: "mine", tier: 6 });
    const { error, status } = await db.from("mu_settings").upsert(
      [
        { id: old, note: "ignored" },
        { id: fresh, note: "added" },
      ],
      {
        defaultToNull: false,
        ignoreDuplicates: true,
      },
    );
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await stored([old, fresh])).toEqual([
      { id: old, label: "mine", tier: 6, note: null },
      { id: fresh, label: "unnamed", tier: 3, note: "added" },
    ]);
  });

  it("refuses rows with different keys when ?columns does not name them (PGRST102)", async () => {
    const [a, b] = [freshId(), freshId()];
    const res = await rest("mu_settings", {
      method: "POST",
      key: runtime().serviceRoleKey,
      headers: { Prefer: "missing=default" },
      body: JSON.stringify([{ id: a, label: "x" }, { id: b }]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: "PGRST102",
      details: null,
      hint: null,
      message: "All object keys must match",
    });
    expect(await stored([a, b])).toEqual([]);
  });

  it("applies missing=default to the columns named in ?columns", async () => {
    const id = freshId();
    await db.from("mu_settings").insert({ id, label: "before", tier: 2 });
    const res = await rest("mu_settings?columns=id,label,note&on_conflict=id", {
      method: "POST",
      key: runtime().serviceRoleKey,
      headers: {
        Prefer:
          "resolution=merge-duplicates,missing=default,return=representation",
      },
      body: JSON.stringify([{ id, note: "via columns" }]),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("preference-applied")).toContain("missing=default");
    expect(await res.json()).toEqual([
      { id, label: "unnamed", tier: 2, note: "via columns" },
    ]);
  });
});
