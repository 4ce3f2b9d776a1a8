import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";

/**
 * PostgREST's "Perhaps you meant …" hints for tables (PGRST205) and relationships (PGRST200), as
 * its Error.hs gives them (tableNotFoundHint, noRelBetweenHint) over fuzzyset's search.
 */
describe("schema cache hints", () => {
  const db = anonClient();

  it("names a table only from a similarity of 0.75 up, as PostgREST 14.6+ does", async () => {
    const near = await db.from("rest_zone").select("*");
    expect(near.error).toMatchObject({
      code: "PGRST205",
      hint: "Perhaps you meant the table 'public.rest_zones'",
    });
    // 0.5 similar to rest_zones: a hint under 12 and 13's 0.33, none under 14's 0.75.
    const far = await db.from("rest_zz").select("*");
    expect(far.error).toMatchObject({ code: "PGRST205", hint: null });
    // An exact match ignoring case wins outright.
    const cased = await db.from("REST_ZONES").select("*");
    expect(cased.error).toMatchObject({
      code: "PGRST205",
      hint: "Perhaps you meant the table 'public.rest_zones'",
    });
  });

  it("suggests the closest related table, with or without an embed hint", async () => {
    const plain = await db.from("rest_drivers").select("id, rest_trip(id)");
    expect(plain.error).toMatchObject({
      code: "PGRST200",
      hint: "Perhaps you meant 'rest_trips' instead of 'rest_trip'.",
    });
    const hinted = await db
      .from("rest_drivers")
      .select("id, rest_fleet!assigned_vehicle_id(id)");
    expect(hinted.error).toMatchObject({
      code: "PGRST200",
      hint: "Perhaps you meant 'rest_fleets' instead of 'rest_fleet'.",
    });
  });

  it("gives no hint when the target is related but the embed hint is wrong", async () => {
    const { error } = await db
      .from("rest_drivers")
      .select("id, rest_fleets!no_such_fkey(id)");
    expect(error).toMatchObject({ code: "PGRST200", hint: null });
  });

  it("suggests another parent when the parent has no relationships at all", async () => {
    // rest_rider has no foreign key either way; PostgREST then looks for a parent like it among
    // the tables that have relationships (its doctest: 'films' instead of 'film').
    const { error } = await db.from("rest_rider").select("id, rest_trips(id)");
    expect(error).toMatchObject({
      code: "PGRST200",
      hint: "Perhaps you meant 'rest_riders' instead of 'rest_rider'.",
    });
  });
});
