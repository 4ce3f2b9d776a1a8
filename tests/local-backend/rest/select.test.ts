import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

describe("REST select: columns and value rendering", () => {
  const db = anonClient();

  it("returns every column in table order for *", async () => {
    const { data, error, status } = await db
      .from("rest_fleets")
      .select("*")
      .eq("id", 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(Object.keys(data![0]!)).toEqual([
      "id",
      "model",
      "registration_number",
      "seats",
      "specs",
      "features",
      "daily_rate",
      "created_at",
    ]);
  });

  it("renders values exactly as Postgres to_json does", async () => {
    const { data, error } = await db
      .from("rest_drivers")
      .select("id, rating, shift, profile, lifetime_km, last_seen")
      .eq("id", 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      id: 1,
      rating: 4.9,
      shift: '["2025-01-01 06:00:00+00","2025-01-01 14:00:00+00")',
      profile: { languages: ["en", "ig"], years: 6 },
      lifetime_km: 9007199254740992, // JSON number; JS rounds it, the wire text is exact
      last_seen: "2025-01-02T08:30:00",
    });
    const raw = await (
      await rest("rest_drivers?select=lifetime_km,rating&id=eq.1")
    ).text();
    expect(raw).toBe('[{"lifetime_km":9007199254740993,"rating":4.90}]');
    const trip = await db
      .from("rest_trips")
      .select("started_at, fare, tags, status")
      .eq("id", 1)
      .single();
    expect(trip.data).toEqual({
      started_at: "2025-01-01T07:15:00.123456+00:00",
      fare: 12500,
      tags: ["airport"],
      status: "completed",
    });
    const fleet = await (
      await rest("rest_fleets?select=daily_rate,specs,features&id=eq.1")
    ).text();
    expect(fleet).toBe(
      '[{"daily_rate":45000.50,"specs":{"color": "black", "engine": {"cc": 2500}},"features":["ac","wifi"]}]',
    );
  });

  it("supports aliases, casts and JSON paths", async () => {
    const { data, error } = await db
      .from("rest_fleets")
      .select(
        "plate:registration_number, seats::text, color:specs->>color, specs->engine->cc, engine:specs->engine, daily_rate::int",
      )
      .eq("id", 1)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      plate: "LAG-101-AA",
      seats: "4",
      color: "black",
      cc: 2500,
      engine: { cc: 2500 },
      daily_rate: 45001,
    });
  });

  it("indexes into JSON arrays, naming the value after the last key", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("profile->languages->>0, second:profile->languages->1")
      .eq("id", 1);
    expect(data).toEqual([{ languages: "en", second: "ig" }]);
  });

  it("keeps columns in the order of the select list", async () => {
    const raw = await (
      await rest("rest_fleets?select=seats,id,model&id=eq.2")
    ).text();
    expect(raw).toBe('[{"seats":4,"id":2,"model":"Lexus RX 350"}]');
  });

  it("answers an unknown column like PostgREST (400, 42703)", async () => {
    const { data, error, status } = await db
      .from("rest_fleets")
      .select("id, colour");
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "42703",
      message: "column rest_fleets.colour does not exist",
    });
  });

  it("answers an unknown table with 404 PGRST205 and a hint", async () => {
    const { error, status } = await db.from("rest_fleet").select("*");
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST205",
      message:
        "Could not find the table 'public.rest_fleet' in the schema cache",
      hint: "Perhaps you meant the table 'public.rest_fleets'",
    });
  });

  it("rejects a malformed select with PGRST100", async () => {
    const res = await rest("rest_fleets?select=id,model::");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "PGRST100" });
  });

  it("accepts only type names as casts, so nothing can be spliced into the SQL", async () => {
    const sneaky = await rest(
      `rest_fleets?select=${encodeURIComponent("model::text union select email from rest_drivers")}`,
    );
    expect(sneaky.status).toBe(400);
    expect(await sneaky.json()).toMatchObject({ code: "PGRST100" });
    const spaced = await rest(
      `rest_fleets?select=${encodeURIComponent("seats::double precision")}&id=eq.3`,
    );
    expect(await spaced.json()).toEqual([{ seats: 7 }]);
  });

  it("reads views", async () => {
    const { data, error } = await db
      .from("rest_available_drivers")
      .select("id, full_name")
      .order("id");
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, full_name: "Adaeze Okafor" },
      { id: 2, full_name: "Babatunde Bello" },
    ]);
  });

  it("strips nulls when asked", async () => {
    const { data } = await db
      .from("rest_drivers")
      .select("id, email, rating")
      .eq("id", 3)
      .stripNulls();
    expect(data).toEqual([{ id: 3 }]);
  });
});
