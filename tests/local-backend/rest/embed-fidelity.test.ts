import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest, setAggregates } from "./rest-helpers.ts";

/**
 * Embeds as PostgREST 14 (the Supabase CLI's image) answers them: the same table embedded twice,
 * to-one counts, Postgres' messages naming PostgREST's table aliases (`<table>_<depth>` for an
 * embedded level, `<parent>_<embed>_<depth>` for the embed itself) and to-many spreads.
 */

async function errorBody(path: string) {
  const res = await rest(path);
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("REST embeds: the same table twice", () => {
  const db = anonClient();

  it("answers both embeds when their aliases differ, by column hint or by column", async () => {
    const expected = [
      {
        id: 1,
        vehicle: { model: "Toyota Camry" },
        backup: { model: "Toyota Sienna" },
      },
      { id: 2, vehicle: { model: "Lexus RX 350" }, backup: null },
      { id: 3, vehicle: null, backup: null },
    ];
    const hinted = await db
      .from("rest_drivers")
      .select(
        "id, vehicle:rest_fleets!assigned_vehicle_id(model), backup:rest_fleets!backup_vehicle_id(model)",
      )
      .order("id");
    expect(hinted.error).toBeNull();
    expect(hinted.data).toEqual(expected);
    const byColumn = await db
      .from("rest_drivers")
      .select(
        "id, vehicle:assigned_vehicle_id(model), backup:backup_vehicle_id(model)",
      )
      .order("id");
    expect(byColumn.error).toBeNull();
    expect(byColumn.data).toEqual(expected);
  });

  it("refuses two embeds answering under one key with Postgres' 42712 on PostgREST's alias", async () => {
    const refused = (alias: string) => ({
      status: 400,
      body: {
        code: "42712",
        details: null,
        hint: null,
        message: `table name "${alias}" specified more than once`,
      },
    });
    expect(
      await errorBody(
        "rest_drivers?select=id,rest_fleets!assigned_vehicle_id(model),rest_fleets!backup_vehicle_id(model)",
      ),
    ).toEqual(refused("rest_drivers_rest_fleets_1"));
    expect(
      await errorBody(
        "rest_drivers?select=id,v:assigned_vehicle_id(model),v:backup_vehicle_id(seats)",
      ),
    ).toEqual(refused("rest_drivers_v_1"));
    expect(
      await errorBody("rest_drivers?select=id,rest_trips(id),rest_trips(fare)"),
    ).toEqual(refused("rest_drivers_rest_trips_1"));
    // Deeper levels carry their depth; a spread collides like any embed.
    expect(
      await errorBody(
        "rest_drivers?select=id,rest_trips(id,rest_riders(name),...rest_riders(phone))",
      ),
    ).toEqual(refused("rest_trips_rest_riders_2"));
  });

  it("keeps the same table under different keys at different levels", async () => {
    const { data, error } = await db
      .from("rest_drivers")
      .select(
        "id, rest_fleets!assigned_vehicle_id(model, rest_drivers!assigned_vehicle_id(id))",
      )
      .eq("id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 2,
        rest_fleets: { model: "Lexus RX 350", rest_drivers: [{ id: 2 }] },
      },
    ]);
  });
});

describe("REST embeds: Postgres' messages name PostgREST's aliases", () => {
  it("names an embedded level's unknown column after <table>_<depth>", async () => {
    expect(await errorBody("rest_drivers?select=id,rest_trips(nope)")).toEqual({
      status: 400,
      body: {
        code: "42703",
        details: null,
        hint: null,
        message: "column rest_trips_1.nope does not exist",
      },
    });
    const nested = await errorBody(
      "rest_drivers?select=id,rest_trips(id,rest_riders(nope))",
    );
    expect(nested.body).toMatchObject({
      message: "column rest_riders_2.nope does not exist",
    });
    const filtered = await errorBody(
      "rest_drivers?select=id,rest_trips(id)&rest_trips.nope=eq.1",
    );
    expect(filtered.body).toMatchObject({
      code: "42703",
      message: "column rest_trips_1.nope does not exist",
    });
    // The root is the table itself, and a many-to-many target is joined without an alias.
    const root = await errorBody("rest_drivers?select=nope");
    expect(root.body).toMatchObject({
      message: "column rest_drivers.nope does not exist",
    });
    const junction = await errorBody("rest_drivers?select=id,rest_zones(nope)");
    expect(junction.body).toMatchObject({
      message: "column rest_zones.nope does not exist",
    });
  });

  it("answers the legacy count beside another column with Postgres' grouping error", async () => {
    const toMany = await errorBody(
      "agg_customers?select=name,agg_orders(id,count)",
    );
    expect(toMany).toEqual({
      status: 400,
      body: {
        code: "42803",
        details: null,
        hint: null,
        message:
          'column "agg_orders_1.id" must appear in the GROUP BY clause or be used in an aggregate function',
      },
    });
    const toOne = await errorBody(
      "agg_orders?select=id,agg_customers(name,count)",
    );
    expect(toOne.body).toMatchObject({
      code: "42803",
      message:
        'column "agg_customers_1.name" must appear in the GROUP BY clause or be used in an aggregate function',
    });
  });
});

describe("REST embeds: counts in a to-one embed", () => {
  const db = anonClient();

  it("answers the legacy count of a many-to-one embed as an object", async () => {
    const { data, error } = await db
      .from("agg_orders")
      .select("id, agg_customers(count)")
      .in("id", [1, 5])
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, agg_customers: { count: 1 } },
      { id: 5, agg_customers: { count: 1 } },
    ]);
    // An aggregate without GROUP BY always answers a row: no parent row counts 0, not null.
    const none = await db
      .from("rest_drivers")
      .select("id, rest_fleets!assigned_vehicle_id(count)")
      .in("id", [2, 3])
      .order("id");
    expect(none.data).toEqual([
      { id: 2, rest_fleets: { count: 1 } },
      { id: 3, rest_fleets: { count: 0 } },
    ]);
  });

  describe("with aggregates enabled", () => {
    beforeAll(() => setAggregates(true));
    afterAll(() => setAggregates(false));

    it("answers count() of a many-to-one embed as an object, grouped or not", async () => {
      const { data, error } = await db
        .from("agg_orders")
        .select(
          "id, agg_customers(count()), city:agg_customers(city, n:count())",
        )
        .eq("id", 4);
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 4, agg_customers: { count: 1 }, city: { city: "Lagos", n: 1 } },
      ]);
    });

    it("groups a level's aggregates by its to-many spread's arrays", async () => {
      const res = await rest(
        "agg_customers?select=count(),...agg_orders(quantity)&agg_orders.order=quantity&id=in.(2,4)",
      );
      expect(res.status).toBe(200);
      const rows = (await res.json()) as { quantity: number[] }[];
      expect(
        rows.sort((a, b) => a.quantity.length - b.quantity.length),
      ).toEqual([
        { count: 1, quantity: [] },
        { count: 1, quantity: [1] },
      ]);
    });

    it("refuses aggregates in a to-many spread with PGRST127", async () => {
      const refused = {
        status: 400,
        body: {
          code: "PGRST127",
          details:
            "Aggregates are not implemented for one-to-many or many-to-many spreads.",
          hint: null,
          message: "Feature not implemented",
        },
      };
      expect(
        await errorBody(
          "agg_customers?select=name,...agg_orders(amount.sum())",
        ),
      ).toEqual(refused);
      expect(
        await errorBody("agg_customers?select=name,...agg_orders(count())"),
      ).toEqual(refused);
    });
  });
});

describe("REST embeds: to-many spreads (PostgREST 13+)", () => {
  const db = anonClient();

  it("spreads a one-to-many embed as arrays of its columns, [] when there is none", async () => {
    const { data, error } = await db
      .from("rest_drivers")
      .select("id, ...rest_trips(trip_ids:id, status)")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        trip_ids: [1, 2, 3],
        status: ["completed", "completed", "ongoing"],
      },
      { id: 2, trip_ids: [4, 5], status: ["cancelled", "requested"] },
      { id: 3, trip_ids: [], status: [] },
    ]);
  });

  it("orders and limits the spread rows, and nests embeds in the arrays", async () => {
    const res = await rest(
      "rest_drivers?select=id,...rest_trips(trip_ids:id,rest_riders(name))&id=eq.1&rest_trips.order=id.desc&rest_trips.limit=2",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      {
        id: 1,
        trip_ids: [3, 2],
        rest_riders: [null, { name: "Ibrahim Musa" }],
      },
    ]);
  });

  it("spreads a many-to-many embed, and !inner keeps only rows with one", async () => {
    const { data, error } = await db
      .from("rest_drivers")
      .select("id, ...rest_zones!inner(zones:name)")
      .order("id")
      .order("name", { referencedTable: "rest_zones" });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, zones: ["Airport", "Island"] },
      { id: 2, zones: ["Mainland"] },
    ]);
  });

  it("spreads a to-many embed inside a to-one spread", async () => {
    const { data, error } = await db
      .from("rest_licenses")
      .select("number, ...rest_drivers(full_name, ...rest_trips(fares:fare))")
      .eq("driver_id", 2);
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        number: "LG-DRV-0002",
        full_name: "Babatunde Bello",
        fares: [0, 5000],
      },
    ]);
  });

  it("refuses an aggregate in a to-many spread with PGRST123 while aggregates are off", async () => {
    expect(
      await errorBody("agg_customers?select=name,...agg_orders(amount.sum())"),
    ).toMatchObject({ status: 400, body: { code: "PGRST123" } });
  });
});
