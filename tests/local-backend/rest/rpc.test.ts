import { describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../support.ts";
import { rest, unique, userClient } from "./rest-helpers.ts";

describe("REST rpc", () => {
  const db = anonClient();

  it("calls a scalar function with named JSON arguments, defaults filled in", async () => {
    expect(await db.rpc("rest_add", { a: 2, b: 3 })).toMatchObject({
      data: 5,
      error: null,
      status: 200,
    });
    expect((await db.rpc("rest_add", { a: 2 })).data).toBe(12);
  });

  it("calls with GET and query arguments, arrays as {…}", async () => {
    expect((await db.rpc("rest_add", { a: 1, b: 1 }, { get: true })).data).toBe(
      2,
    );
    expect(
      (await db.rpc("rest_sum", { vals: [1, 2, 3] }, { get: true })).data,
    ).toBe(6);
    expect((await db.rpc("rest_sum", { vals: [4, 5] })).data).toBe(9);
  });

  it("returns setof rows that can be filtered, ordered, paged and counted like a table", async () => {
    const { data, error } = await db
      .rpc("rest_trips_by_status", { wanted: "completed" })
      .select("id, pickup");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, pickup: "Ikoyi" },
      { id: 2, pickup: "Lekki Phase 1" },
    ]);
    const filtered = await db
      .rpc("rest_driver_stats", {})
      .gte("trip_count", 2)
      .order("total_fare", { ascending: false });
    expect(filtered.data).toEqual([
      {
        driver_id: 1,
        full_name: "Adaeze Okafor",
        trip_count: 3,
        total_fare: 20500.5,
      },
      {
        driver_id: 2,
        full_name: "Babatunde Bello",
        trip_count: 2,
        total_fare: 5000,
      },
    ]);
    const page = await db
      .rpc("rest_driver_stats", { min_trips: 0 }, { count: "exact" })
      .select("driver_id")
      .range(0, 0);
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data).toEqual([{ driver_id: 1 }]);
    const head = await db.rpc(
      "rest_driver_stats",
      { min_trips: 1 },
      { head: true, count: "exact" },
    );
    expect(head.count).toBe(2);
  });

  it("embeds resources from a function returning a table type", async () => {
    const { data } = await db
      .rpc("rest_trips_by_status", { wanted: "cancelled" })
      .select("id, driver:rest_drivers(full_name)");
    expect(data).toEqual([{ id: 4, driver: { full_name: "Babatunde Bello" } }]);
  });

  it("returns a single composite as an object and setof scalars as an array", async () => {
    const fleet = await db
      .rpc("rest_fleet", { fleet_id: 3 })
      .select("model, seats");
    expect(fleet.data).toEqual({ model: "Toyota Sienna", seats: 7 });
    const fares = await db.rpc("rest_fare_list");
    expect(fares.data).toEqual([12500, 8000.5, 0, 5000]);
  });

  it("answers void functions with 204 and no body", async () => {
    const res = await db.rpc("rest_touch");
    expect(res.status).toBe(204);
    expect(res.data).toBeNull();
    expect(res.error).toBeNull();
  });

  it("resolves overloads by argument names", async () => {
    expect((await db.rpc("rest_greet", { name: "Ada" })).data).toBe(
      "Hello, Ada",
    );
    expect(
      (await db.rpc("rest_greet", { first_name: "Ada", last_name: "Obi" }))
        .data,
    ).toBe("Hello, Ada Obi");
    const missing = await db.rpc("rest_greet", { nickname: "Ada" });
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({
      code: "PGRST202",
      message:
        "Could not find the function public.rest_greet(nickname) in the schema cache",
      details:
        "Searched for the function public.rest_greet with parameter nickname or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
    });
  });

  it("answers an unknown function with 404 PGRST202 and a hint", async () => {
    const { error, status } = await db.rpc("rest_ad", { a: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST202",
      hint: "Perhaps you meant to call the function public.rest_add",
    });
  });

  it("passes json arguments through; params=single-object is gone, as in PostgREST 13+", async () => {
    const payload = { ride: { id: 7, stops: ["Ikoyi", "VI"] }, paid: true };
    expect((await db.rpc("rest_echo", { payload })).data).toEqual(payload);
    // PostgREST 13 removed the preference (#3757): the body's keys are argument names again.
    const ignored = await rest("rpc/rest_echo", {
      method: "POST",
      headers: { Prefer: "params=single-object" },
      body: JSON.stringify(payload),
    });
    expect(ignored.status).toBe(404);
    expect(ignored.headers.get("preference-applied")).toBeNull();
    expect(await ignored.json()).toMatchObject({
      code: "PGRST202",
      message:
        "Could not find the function public.rest_echo(paid, ride) in the schema cache",
    });
    // An unknown preference under handling=strict.
    const strict = await rest("rpc/rest_echo", {
      method: "POST",
      headers: { Prefer: "params=single-object, handling=strict" },
      body: JSON.stringify({ payload }),
    });
    expect(strict.status).toBe(400);
    expect(await strict.json()).toMatchObject({
      code: "PGRST122",
      details: "Invalid preferences: params=single-object",
    });
  });

  it("maps raised exceptions: P0001 → 400 with the hint, PT402 → 402", async () => {
    const failed = await db.rpc("rest_fail", { reason: "too high" });
    expect(failed.status).toBe(400);
    expect(failed.error).toEqual({
      code: "P0001",
      details: null,
      hint: "Try a lower fare",
      message: "fare rejected: too high",
    });
    const custom = await db.rpc("rest_payment_required");
    expect(custom.status).toBe(402);
    expect(custom.error).toMatchObject({
      code: "PT402",
      message: "Top up your wallet",
    });
  });

  it("runs GET calls read-only (a write answers 405) and POST calls read-write", async () => {
    const read = await db.rpc("rest_touch", {}, { get: true });
    expect(read.status).toBe(405);
    expect(read.error).toMatchObject({ code: "25006" });
    const sku = unique("rpc");
    const booked = await serviceClient()
      .rpc("rest_book", { item_sku: sku, item_name: "Via rpc" })
      .select("sku, name");
    expect(booked.data).toEqual({ sku, name: "Via rpc" });
  });

  it("sees the caller through auth.uid() and auth.role()", async () => {
    expect((await db.rpc("rest_whoami")).data).toEqual({
      uid: null,
      role: "anon",
    });
    const { client, sub } = await userClient();
    expect((await client.rpc("rest_whoami")).data).toEqual({
      uid: sub,
      role: "authenticated",
    });
  });

  it("refuses other methods on rpc with 405 PGRST101", async () => {
    const res = await rest("rpc/rest_add", { method: "PATCH", body: "{}" });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({
      code: "PGRST101",
      message: "Cannot use the PATCH method on RPC",
    });
  });
});
