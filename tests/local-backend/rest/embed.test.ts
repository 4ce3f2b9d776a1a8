import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

describe("REST select: embedded resources", () => {
  const db = anonClient();

  it("embeds many-to-one as an object (or null) through a hinted foreign key", async () => {
    const { data, error } = await db
      .from("rest_drivers")
      .select(
        "id, vehicle:rest_fleets!assigned_vehicle_id(model), backup:rest_fleets!rest_drivers_backup_vehicle_fkey(model)",
      )
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 1,
        vehicle: { model: "Toyota Camry" },
        backup: { model: "Toyota Sienna" },
      },
      { id: 2, vehicle: { model: "Lexus RX 350" }, backup: null },
      { id: 3, vehicle: null, backup: null },
    ]);
  });

  it("embeds one-to-many as an array, [] when there is none", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("id, rest_trips(id)")
      .order("id");
    expect(data).toEqual([
      { id: 1, rest_trips: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { id: 2, rest_trips: [{ id: 4 }, { id: 5 }] },
      { id: 3, rest_trips: [] },
    ]);
  });

  it("embeds many-to-many through the junction table", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("id, zones:rest_zones(name)")
      .order("id");
    expect(data).toEqual([
      { id: 1, zones: [{ name: "Island" }, { name: "Airport" }] },
      { id: 2, zones: [{ name: "Mainland" }] },
      { id: 3, zones: [] },
    ]);
    const back = await db
      .from("rest_zones")
      .select("name, rest_drivers(full_name)")
      .eq("id", 3)
      .single();
    expect(back.data).toEqual({
      name: "Airport",
      rest_drivers: [{ full_name: "Adaeze Okafor" }],
    });
  });

  it("embeds one-to-one as an object and nests embeds", async () => {
    const { data } = await db
      .from("rest_trips")
      .select(
        "id, driver:rest_drivers(full_name, rest_licenses(number), car:rest_fleets!assigned_vehicle_id(model))",
      )
      .eq("id", 4)
      .single();
    expect(data).toEqual({
      id: 4,
      driver: {
        full_name: "Babatunde Bello",
        rest_licenses: { number: "LG-DRV-0002" },
        car: { model: "Lexus RX 350" },
      },
    });
  });

  it("reports an ambiguous relationship with 300 PGRST201 like PostgREST", async () => {
    const { data, error, status } = await db
      .from("rest_drivers")
      .select("id, rest_fleets(model)");
    expect(data).toBeNull();
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST201",
      details: [
        {
          cardinality: "many-to-one",
          embedding: "rest_drivers with rest_fleets",
          relationship:
            "rest_drivers_assigned_vehicle_fkey using rest_drivers(assigned_vehicle_id) and rest_fleets(id)",
        },
        {
          cardinality: "many-to-one",
          embedding: "rest_drivers with rest_fleets",
          relationship:
            "rest_drivers_backup_vehicle_fkey using rest_drivers(backup_vehicle_id) and rest_fleets(id)",
        },
      ],
      hint: "Try changing 'rest_fleets' to one of the following: 'rest_fleets!rest_drivers_assigned_vehicle_fkey', 'rest_fleets!rest_drivers_backup_vehicle_fkey'. Find the desired relationship in the 'details' key.",
      message:
        "Could not embed because more than one relationship was found for 'rest_drivers' and 'rest_fleets'",
    });
  });

  it("reports a missing relationship with 400 PGRST200", async () => {
    const { error, status } = await db
      .from("rest_zones")
      .select("id, rest_riders(name)");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "PGRST200",
      message:
        "Could not find a relationship between 'rest_zones' and 'rest_riders' in the schema cache",
    });
  });

  it("filters only the embedded array unless the embed is !inner", async () => {
    const loose = await db
      .from("rest_drivers")
      .select("id, rest_trips(id)")
      .eq("rest_trips.status", "cancelled")
      .order("id");
    expect(loose.data).toEqual([
      { id: 1, rest_trips: [] },
      { id: 2, rest_trips: [{ id: 4 }] },
      { id: 3, rest_trips: [] },
    ]);
    const inner = await db
      .from("rest_drivers")
      .select("id, rest_trips!inner(id)")
      .eq("rest_trips.status", "cancelled");
    expect(inner.data).toEqual([{ id: 2, rest_trips: [{ id: 4 }] }]);
    const counted = await db
      .from("rest_drivers")
      .select("id, rest_trips!inner(id)", { count: "exact" })
      .eq("rest_trips.status", "completed");
    expect(counted.count).toBe(1);
  });

  it("filters parents on the presence of an embed with is.null / not.is.null", async () => {
    const withVehicle = await db
      .from("rest_drivers")
      .select("id, vehicle:rest_fleets!assigned_vehicle_id()")
      .not("vehicle", "is", null)
      .order("id");
    expect(withVehicle.data).toEqual([{ id: 1 }, { id: 2 }]);
    const without = await db
      .from("rest_drivers")
      .select("id, rest_trips()")
      .is("rest_trips", null);
    expect(without.data).toEqual([{ id: 3 }]);
  });

  it("orders, limits and offsets embedded arrays", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("id, rest_trips(id, pickup)")
      .eq("id", 1)
      .order("id", { referencedTable: "rest_trips", ascending: false })
      .limit(2, { referencedTable: "rest_trips" })
      .single();
    expect(data).toEqual({
      id: 1,
      rest_trips: [
        { id: 3, pickup: "Victoria Island" },
        { id: 2, pickup: "Lekki Phase 1" },
      ],
    });
    const offset = await rest(
      "rest_drivers?select=id,rest_trips(id)&id=eq.1&rest_trips.order=id&rest_trips.offset=1&rest_trips.limit=1",
    );
    expect(await offset.json()).toEqual([{ id: 1, rest_trips: [{ id: 2 }] }]);
  });

  it("applies or= trees inside an embed", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("id, rest_trips(id)")
      .eq("id", 2)
      .or("status.eq.requested,fare.gt.100", { referencedTable: "rest_trips" });
    expect(data).toEqual([{ id: 2, rest_trips: [{ id: 5 }] }]);
  });

  it("orders parents by a to-one embed column", async () => {
    const { data } = await db
      .from("rest_trips")
      .select("id, driver:rest_drivers(full_name)")
      .in("id", [2, 4])
      .order("driver(full_name)", { ascending: false });
    expect(data).toEqual([
      { id: 4, driver: { full_name: "Babatunde Bello" } },
      { id: 2, driver: { full_name: "Adaeze Okafor" } },
    ]);
    const toMany = await rest(
      "rest_drivers?select=id,rest_trips(id)&order=rest_trips(id)",
    );
    expect(toMany.status).toBe(400);
    expect(await toMany.json()).toMatchObject({ code: "PGRST118" });
  });

  it("spreads to-one embeds into the parent", async () => {
    const { data } = await db
      .from("rest_trips")
      .select(
        "id, ...rest_drivers(driver_name:full_name, ...rest_licenses(license:number))",
      )
      .eq("id", 1)
      .single();
    expect(data).toEqual({
      id: 1,
      driver_name: "Adaeze Okafor",
      license: "LG-DRV-0001",
    });
  });

  it("counts related rows with rel(count)", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("id, rest_trips(count)")
      .order("id");
    expect(data).toEqual([
      { id: 1, rest_trips: [{ count: 3 }] },
      { id: 2, rest_trips: [{ count: 2 }] },
      { id: 3, rest_trips: [{ count: 0 }] },
    ]);
  });

  it("rejects filters on resources that are not embedded (PGRST108)", async () => {
    const { error, status } = await db
      .from("rest_drivers")
      .select("id")
      .eq("rest_trips.status", "ongoing");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "PGRST108",
      message: "'rest_trips' is not an embedded resource in this request",
    });
  });
});
