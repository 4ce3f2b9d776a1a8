import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../support.ts";
import { rest, setAggregates } from "./rest-helpers.ts";

/**
 * PostgREST's aggregate functions in `select` on agg_customers / agg_orders (fixture
 * 20250101000800): refused with PGRST123 until `pgrst.db_aggregates_enabled` is set on the
 * authenticator role and the config reloaded, then count(), sum(), avg(), min() and max() with
 * aliases, casts, automatic grouping, embedded resources and spreads.
 */

const REFUSED = {
  code: "PGRST123",
  details: null,
  hint: null,
  message: "Use of aggregate functions is not allowed",
};

const byName = <T extends Record<string, unknown>>(rows: T[], key: string) =>
  [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));

describe("REST aggregates: disabled by default", () => {
  const db = anonClient();

  it("refuses an aggregate with PGRST123, not a parse error", async () => {
    const res = await rest("agg_orders?select=amount.sum()");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
    const { error, status } = await db.from("agg_orders").select("count()");
    expect(status).toBe(400);
    expect(error).toMatchObject(REFUSED);
  });

  it("refuses an aggregate inside an embedded resource, and before unknown columns", async () => {
    const embedded = await rest(
      "agg_customers?select=name,agg_orders(amount.max())",
    );
    expect(embedded.status).toBe(400);
    expect(await embedded.json()).toEqual(REFUSED);
    const unknown = await rest("agg_orders?select=nope.sum()");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(REFUSED);
    // PostgREST resolves embedded resources first: an unknown one is PGRST200, not PGRST123.
    const unrelated = await rest("agg_orders?select=nope(id.sum())");
    expect(unrelated.status).toBe(400);
    expect(((await unrelated.json()) as { code: string }).code).toBe(
      "PGRST200",
    );
  });

  it("refuses an aggregate over what a function returns", async () => {
    const res = await rest("rpc/agg_orders_of?customer=1&select=amount.sum()");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(REFUSED);
  });

  it("still counts embedded rows with the legacy rel(count)", async () => {
    const { data, error } = await db
      .from("agg_customers")
      .select("id, agg_orders(count)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, agg_orders: [{ count: 3 }] },
      { id: 2, agg_orders: [{ count: 1 }] },
      { id: 3, agg_orders: [{ count: 2 }] },
      { id: 4, agg_orders: [{ count: 0 }] },
    ]);
  });

  it("counts the rows with the legacy count column on the root, as Postgres reads t.count", async () => {
    const all = await db.from("agg_orders").select("count");
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ count: 6 }]);
    const some = await db
      .from("agg_orders")
      .select("count")
      .eq("customer_id", 1);
    expect(some.data).toEqual([{ count: 3 }]);
  });

  it("answers an unknown function, or count() with an argument, with a parse error", async () => {
    const unknown = await rest("agg_orders?select=amount.median()");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      code: "PGRST100",
      details: 'unexpected "m" expecting "sum", "avg", "count", "max" or "min"',
      hint: null,
      message:
        '"failed to parse select parameter (amount.median())" (line 1, column 8)',
    });
    const argument = await rest("agg_orders?select=count(id)");
    expect(argument.status).toBe(400);
    expect(((await argument.json()) as { code: string }).code).toBe("PGRST100");
  });
});

describe("REST aggregates: enabled with pgrst.db_aggregates_enabled", () => {
  const db = anonClient();

  beforeAll(() => setAggregates(true), 20_000);
  afterAll(() => setAggregates(false), 20_000);

  it("aggregates the whole table into one row named after each function", async () => {
    const { data, error } = await db
      .from("agg_orders")
      .select(
        "count(), amount.count(), amount.sum(), quantity.max(), order_date.min()",
      );
    expect(error).toBeNull();
    // Postgres names every column after its function; the last one wins, as in PostgREST.
    expect(data).toEqual([{ count: 5, sum: 400, max: 4, min: "2025-01-01" }]);
  });

  it("renames aggregates with aliases and casts their input and their result", async () => {
    const { data, error } = await db
      .from("agg_orders")
      .select(
        "rows:count(), priced:amount.count(), total:amount.sum(), mean:amount.avg()::int, tax:details->>tax::numeric.sum(), avg_text:amount.avg()::text",
      );
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        rows: 6,
        priced: 5,
        total: 400,
        mean: 80,
        tax: 26,
        avg_text: "80.0000000000000000",
      },
    ]);
  });

  it("groups by the other selected columns, with filters and order", async () => {
    const { data, error } = await db
      .from("agg_orders")
      .select("order_date, count(), amount.sum()")
      .order("order_date");
    expect(error).toBeNull();
    expect(data).toEqual([
      { order_date: "2025-01-01", count: 3, sum: 350 },
      { order_date: "2025-01-02", count: 2, sum: 50 },
      { order_date: "2025-01-03", count: 1, sum: null },
    ]);
    const filtered = await db
      .from("agg_orders")
      .select("customer_id, orders:count(), quantity.sum()")
      .gte("quantity", 2)
      .order("customer_id", { ascending: false });
    expect(filtered.data).toEqual([
      { customer_id: 3, orders: 1, sum: 4 },
      { customer_id: 1, orders: 2, sum: 5 },
    ]);
  });

  it("aggregates within each embedded resource, grouped by its own columns", async () => {
    const { data, error } = await db
      .from("agg_customers")
      .select("name, agg_orders(amount.sum(), order_date)")
      .order("id")
      .order("order_date", { referencedTable: "agg_orders" });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        name: "Ada",
        agg_orders: [
          { sum: 150, order_date: "2025-01-01" },
          { sum: 30, order_date: "2025-01-02" },
        ],
      },
      { name: "Bola", agg_orders: [{ sum: 200, order_date: "2025-01-01" }] },
      {
        name: "Chidi",
        agg_orders: [
          { sum: 20, order_date: "2025-01-02" },
          { sum: null, order_date: "2025-01-03" },
        ],
      },
      { name: "Dayo", agg_orders: [] },
    ]);
  });

  it("answers a to-one embedded aggregate as an object", async () => {
    const { data, error } = await db
      .from("agg_orders")
      .select("id, customer:agg_customers(count(), latest:joined_on.max())")
      .in("id", [1, 5])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, customer: { count: 1, latest: "2020-01-01" } },
      { id: 5, customer: { count: 1, latest: "2022-03-15" } },
    ]);
  });

  it("groups by an embedded resource", async () => {
    const { data, error } = await db
      .from("agg_orders")
      .select("amount.sum(), agg_customers(name)");
    expect(error).toBeNull();
    expect(
      byName(
        (data ?? []).map((row) => ({
          ...row,
          name: (row.agg_customers as unknown as { name: string }).name,
        })),
        "name",
      ),
    ).toEqual([
      { sum: 180, agg_customers: { name: "Ada" }, name: "Ada" },
      { sum: 200, agg_customers: { name: "Bola" }, name: "Bola" },
      { sum: 20, agg_customers: { name: "Chidi" }, name: "Chidi" },
    ]);
  });

  it("groups by a spread resource's columns and aggregates them", async () => {
    const grouped = await db
      .from("agg_orders")
      .select("amount.sum(), ...agg_customers(city)");
    expect(grouped.error).toBeNull();
    expect(byName(grouped.data ?? [], "city")).toEqual([
      { sum: 20, city: "Abuja" },
      { sum: 380, city: "Lagos" },
    ]);
    const ordered = await rest(
      "agg_orders?select=amount.sum(),...agg_customers(city)&order=agg_customers(city).desc",
    );
    expect(await ordered.json()).toEqual([
      { sum: 380, city: "Lagos" },
      { sum: 20, city: "Abuja" },
    ]);
    const spread = await db
      .from("agg_orders")
      .select(
        "order_date, ...agg_customers(newest:joined_on.max(), oldest:joined_on.min(), count())",
      )
      .order("order_date");
    expect(spread.error).toBeNull();
    expect(spread.data).toEqual([
      {
        order_date: "2025-01-01",
        newest: "2021-06-01",
        oldest: "2020-01-01",
        count: 3,
      },
      {
        order_date: "2025-01-02",
        newest: "2022-03-15",
        oldest: "2020-01-01",
        count: 2,
      },
      {
        order_date: "2025-01-03",
        newest: "2022-03-15",
        oldest: "2022-03-15",
        count: 1,
      },
    ]);
  });

  it("hoists aggregates and groups through spreads nested in spreads", async () => {
    const byCity = await db
      .from("agg_order_lines")
      .select("units.sum(), ...agg_orders(...agg_customers(city))");
    expect(byCity.error).toBeNull();
    expect(byCity.data).toEqual(
      expect.arrayContaining([
        { sum: 8, city: "Lagos" },
        { sum: 3, city: "Abuja" },
      ]),
    );
    expect(byCity.data).toHaveLength(2);
    const byProduct = await db
      .from("agg_order_lines")
      .select(
        "product, ...agg_orders(...agg_customers(newest:joined_on.max(), customers:count()))",
      )
      .order("product");
    expect(byProduct.error).toBeNull();
    expect(byProduct.data).toEqual([
      { product: "lamp", newest: "2021-06-01", customers: 2 },
      { product: "rug", newest: "2022-03-15", customers: 2 },
    ]);
    const byCustomer = await db
      .from("agg_order_lines")
      .select("units.sum(), ...agg_orders(agg_customers(name))");
    expect(byCustomer.error).toBeNull();
    expect(byCustomer.data).toEqual(
      expect.arrayContaining([
        { sum: 3, agg_customers: { name: "Ada" } },
        { sum: 5, agg_customers: { name: "Bola" } },
        { sum: 3, agg_customers: { name: "Chidi" } },
      ]),
    );
    expect(byCustomer.data).toHaveLength(3);
  });

  it("answers grouped rows as CSV, headed by the aggregates' names", async () => {
    const res = await rest(
      "agg_orders?select=order_date,count(),amount.max()&order=order_date",
      { headers: { accept: "text/csv" } },
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      "order_date,count,max\n2025-01-01,3,200.00\n2025-01-02,2,30.00\n2025-01-03,1,",
    );
  });

  it("aggregates the rows a set-returning function answers with", async () => {
    const { data, error } = await db
      .rpc("agg_orders_of", { customer: 1 })
      .select("order_date, count(), total:amount.sum()")
      .order("order_date");
    expect(error).toBeNull();
    expect(data).toEqual([
      { order_date: "2025-01-01", count: 2, total: 150 },
      { order_date: "2025-01-02", count: 1, total: 30 },
    ]);
  });

  it("aggregates the rows a mutation returns", async () => {
    // An update to the values the rows already hold, so the fixture stays as it is.
    const { data, error } = await serviceClient()
      .from("agg_order_lines")
      .update({ product: "lamp" })
      .eq("product", "lamp")
      .select("product, lines:count(), units.sum()");
    expect(error).toBeNull();
    expect(data).toEqual([{ product: "lamp", lines: 2, sum: 7 }]);
  });

  it("answers a sum of text with Postgres' own error, never a 500", async () => {
    const res = await rest("agg_customers?select=name.sum()");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("42883");
    expect(body.message).toBe("function sum(text) does not exist");
  });
});
