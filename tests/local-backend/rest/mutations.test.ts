import { describe, expect, it } from "vitest";

import { serviceClient } from "../support.ts";
import { rest, unique } from "./rest-helpers.ts";

describe("REST inserts, upserts, updates and deletes", () => {
  const db = serviceClient();
  const item = (sku: string, extra: Record<string, unknown> = {}) => ({
    sku,
    name: `Item ${sku}`,
    ...extra,
  });

  it("inserts without representation: 201, no body", async () => {
    const sku = unique("ins");
    const { data, error, status } = await db
      .from("rest_items")
      .insert(item(sku));
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const stored = await db
      .from("rest_items")
      .select("sku, qty, category")
      .eq("sku", sku)
      .single();
    expect(stored.data).toEqual({ sku, qty: 1, category: "general" });
  });

  it("returns the representation, with embeds, for insert().select()", async () => {
    const sku = unique("rep");
    const { data, error, status } = await db
      .from("rest_items")
      .insert(
        item(sku, {
          qty: 3,
          price: "19.99",
          tags: ["a", "b,c"],
          meta: { size: "L", n: [1, 2] },
          fleet_id: 2,
        }),
      )
      .select("sku, qty, price, tags, meta, fleet:rest_fleets(model)")
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({
      sku,
      qty: 3,
      price: 19.99,
      tags: ["a", "b,c"],
      meta: { size: "L", n: [1, 2] },
      fleet: { model: "Lexus RX 350" },
    });
  });

  it("bulk inserts with columns=: absent keys are NULL, or defaults with missing=default", async () => {
    const [a, b] = [unique("bulk"), unique("bulk")];
    const nulls = await db
      .from("rest_items")
      .insert([item(a, { category: "x" }), item(b)])
      .select("sku, category")
      .order("sku");
    expect(nulls.error).toBeNull();
    expect(nulls.data).toEqual(
      [
        { sku: a, category: "x" },
        { sku: b, category: null },
      ].sort((x, y) => x.sku.localeCompare(y.sku)),
    );
    const [c, d] = [unique("dflt"), unique("dflt")];
    const defaults = await db
      .from("rest_items")
      .insert([item(c, { category: "y" }), item(d)], { defaultToNull: false })
      .select("sku, category, qty");
    expect(defaults.error).toBeNull();
    expect(defaults.data).toEqual(
      expect.arrayContaining([
        { sku: c, category: "y", qty: 1 },
        { sku: d, category: "general", qty: 1 },
      ]),
    );
  });

  it("rejects unknown payload columns with PGRST204 and bad JSON with PGRST102", async () => {
    const unknown = await db
      .from("rest_items")
      .insert({ sku: unique("x"), name: "n", colour: "red" });
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: "PGRST204",
      message:
        "Could not find the 'colour' column of 'rest_items' in the schema cache",
    });
    const bad = await rest("rest_items", { method: "POST", body: '{"sku": ' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: "PGRST102",
      details: null,
      hint: null,
      message: "Empty or invalid json",
    });
  });

  it("maps constraint violations to PostgREST statuses", async () => {
    const sku = unique("dup");
    await db.from("rest_items").insert(item(sku));
    const duplicate = await db.from("rest_items").insert(item(sku));
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toMatchObject({
      code: "23505",
      message:
        'duplicate key value violates unique constraint "rest_items_sku_key"',
      details: `Key (sku)=(${sku}) already exists.`,
    });
    const notNull = await db.from("rest_items").insert({ sku: unique("nn") });
    expect(notNull.status).toBe(400);
    expect(notNull.error).toMatchObject({ code: "23502" });
    const check = await db
      .from("rest_items")
      .insert(item(unique("chk"), { qty: -1 }));
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({ code: "23514" });
    const foreign = await db
      .from("rest_items")
      .insert(item(unique("fk"), { fleet_id: 999 }));
    expect(foreign.status).toBe(409);
    expect(foreign.error).toMatchObject({ code: "23503" });
  });

  it("upserts with merge-duplicates on a chosen conflict target (201 inserted, 200 merged)", async () => {
    const sku = unique("ups");
    const first = await db
      .from("rest_items")
      .upsert(item(sku, { qty: 2 }), { onConflict: "sku" });
    expect(first.status).toBe(201);
    const second = await db
      .from("rest_items")
      .upsert(item(sku, { qty: 7, name: "Renamed" }), { onConflict: "sku" })
      .select("sku, qty, name");
    expect(second.status).toBe(200);
    expect(second.data).toEqual([{ sku, qty: 7, name: "Renamed" }]);
  });

  it("upserts on the primary key by default and ignores duplicates when asked", async () => {
    const sku = unique("pk");
    const created = await db
      .from("rest_items")
      .insert(item(sku))
      .select("id")
      .single();
    const id = created.data!.id as number;
    const merged = await db
      .from("rest_items")
      .upsert({ id, sku, name: "By id" })
      .select("name")
      .single();
    expect(merged.data).toEqual({ name: "By id" });
    const ignored = await db
      .from("rest_items")
      .upsert([{ sku, name: "Ignored" }], {
        onConflict: "sku",
        ignoreDuplicates: true,
      })
      .select("sku");
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    const stored = await db
      .from("rest_items")
      .select("name")
      .eq("id", id)
      .single();
    expect(stored.data).toEqual({ name: "By id" });
  });

  it("updates filtered rows: 204 without, 200 with representation", async () => {
    const tag = unique("upd");
    await db
      .from("rest_items")
      .insert([
        item(`${tag}-1`, { category: tag }),
        item(`${tag}-2`, { category: tag }),
        item(`${tag}-3`),
      ]);
    const quiet = await db
      .from("rest_items")
      .update({ qty: 5 })
      .eq("category", tag);
    expect(quiet.status).toBe(204);
    expect(quiet.data).toBeNull();
    const res = await rest(`rest_items?category=eq.${tag}&select=sku,qty`, {
      method: "PATCH",
      headers: { Prefer: "return=representation" },
      body: JSON.stringify({ qty: 6 }),
    });
    // anon may update too: the table has no RLS
    expect(res.status).toBe(200);
    expect(res.headers.get("content-range")).toBe("0-1/*");
    expect((await res.json()).map((r: { qty: number }) => r.qty)).toEqual([
      6, 6,
    ]);
    const loud = await db
      .from("rest_items")
      .update({ name: "Renamed" })
      .eq("sku", `${tag}-3`)
      .select("sku, name, qty");
    expect(loud.data).toEqual([{ sku: `${tag}-3`, name: "Renamed", qty: 1 }]);
  });

  it("rolls back an update that .single() finds ambiguous", async () => {
    const tag = unique("one");
    await db
      .from("rest_items")
      .insert([
        item(`${tag}-1`, { category: tag }),
        item(`${tag}-2`, { category: tag }),
      ]);
    const { error, status } = await db
      .from("rest_items")
      .update({ qty: 9 })
      .eq("category", tag)
      .select()
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: "PGRST116",
      details: "The result contains 2 rows",
    });
    const after = await db.from("rest_items").select("qty").eq("category", tag);
    expect(after.data).toEqual([{ qty: 1 }, { qty: 1 }]);
  });

  it("deletes filtered rows, returning them when asked", async () => {
    const tag = unique("del");
    await db
      .from("rest_items")
      .insert([
        item(`${tag}-1`, { category: tag }),
        item(`${tag}-2`, { category: tag }),
      ]);
    const gone = await db.from("rest_items").delete().eq("sku", `${tag}-1`);
    expect(gone.status).toBe(204);
    const returned = await db
      .from("rest_items")
      .delete({ count: "exact" })
      .eq("category", tag)
      .select("sku");
    expect(returned.status).toBe(200);
    expect(returned.count).toBe(1);
    expect(returned.data).toEqual([{ sku: `${tag}-2` }]);
    expect(
      (await db.from("rest_items").select("id").eq("category", tag)).data,
    ).toEqual([]);
  });

  it("refuses UPDATE and DELETE without filters, as Supabase does (pg-safeupdate)", async () => {
    const del = await db.from("rest_items").delete();
    expect(del.status).toBe(400);
    expect(del.error).toMatchObject({
      code: "21000",
      message: "DELETE requires a WHERE clause",
    });
    const upd = await db.from("rest_items").update({ qty: 0 });
    expect(upd.status).toBe(400);
    expect(upd.error).toMatchObject({
      code: "21000",
      message: "UPDATE requires a WHERE clause",
    });
    expect(
      (await db.from("rest_items").select("id", { count: "exact", head: true }))
        .count,
    ).toBeGreaterThan(0);
  });

  it("reports counts and locations on inserts", async () => {
    const counted = await db
      .from("rest_items")
      .insert([item(unique("cnt")), item(unique("cnt"))], { count: "exact" });
    expect(counted.status).toBe(201);
    expect(counted.count).toBe(2);
    const res = await rest("rest_items", {
      method: "POST",
      headers: { Prefer: "return=headers-only" },
      body: JSON.stringify(item(unique("loc"))),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("location")).toMatch(/^\/rest_items\?id=eq\.\d+$/);
    expect(await res.text()).toBe("");
  });

  // Prefer: tx=rollback needs db-tx-end to allow it: tests/local-backend/rest/rpc-options.test.ts.
  it("enforces max-affected with handling=strict", async () => {
    const tag = unique("max");
    await db
      .from("rest_items")
      .insert([
        item(`${tag}-1`, { category: tag }),
        item(`${tag}-2`, { category: tag }),
      ]);
    const limited = await rest(`rest_items?category=eq.${tag}`, {
      method: "PATCH",
      headers: { Prefer: "handling=strict, max-affected=1" },
      body: JSON.stringify({ qty: 4 }),
    });
    expect(limited.status).toBe(400);
    expect(await limited.json()).toMatchObject({
      code: "PGRST124",
      details: "The query affects 2 rows",
    });
    expect(
      (await db.from("rest_items").select("qty").eq("category", tag)).data,
    ).toEqual([{ qty: 1 }, { qty: 1 }]);
  });

  it("answers an empty bulk insert with an empty representation", async () => {
    const { data, error, status } = await db
      .from("rest_items")
      .insert([])
      .select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([]);
  });
});
