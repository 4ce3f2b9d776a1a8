import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id);

describe("REST filters", () => {
  const db = anonClient();
  const trips = () => db.from("rest_trips").select("id").order("id");

  it("compares with eq, neq, gt, gte, lt, lte", async () => {
    expect(ids((await trips().eq("status", "completed")).data)).toEqual([1, 2]);
    expect(ids((await trips().neq("status", "completed")).data)).toEqual([
      3, 4, 5,
    ]);
    expect(ids((await trips().gt("fare", 8000.5)).data)).toEqual([1]);
    expect(ids((await trips().gte("fare", 8000.5)).data)).toEqual([1, 2]);
    expect(ids((await trips().lt("distance_km", 5)).data)).toEqual([4, 5]);
    expect(
      ids((await trips().lte("started_at", "2025-01-01T09:00:00Z")).data),
    ).toEqual([1, 2]);
  });

  it("matches patterns with like and ilike, accepting * as the wildcard", async () => {
    expect(ids((await trips().like("pickup", "%Island%")).data)).toEqual([3]);
    expect(ids((await trips().ilike("pickup", "l*")).data)).toEqual([2]);
    expect(ids((await trips().likeAnyOf("pickup", ["Y%", "S%"])).data)).toEqual(
      [4, 5],
    );
  });

  it("tests membership with in, including quoted values with commas", async () => {
    expect(ids((await trips().in("id", [1, 3, 99])).data)).toEqual([1, 3]);
    expect(
      ids((await trips().in("pickup", ["Ikoyi", "Lekki Phase 1", "a,b"])).data),
    ).toEqual([1, 2]);
    expect(ids((await trips().not("id", "in", "(1,2,3)")).data)).toEqual([
      4, 5,
    ]);
    expect(ids((await trips().in("id", [])).data)).toEqual([]);
  });

  it("tests null and booleans with is", async () => {
    expect(ids((await trips().is("rider_id", null)).data)).toEqual([3, 5]);
    expect(ids((await trips().not("rider_id", "is", null)).data)).toEqual([
      1, 2, 4,
    ]);
  });

  it("negates any operator with not.", async () => {
    expect(
      ids(
        (await trips().not("status", "eq", "completed").not("fare", "is", null))
          .data,
      ),
    ).toEqual([4, 5]);
  });

  it("combines or / and trees, nested and negated", async () => {
    expect(
      ids((await trips().or("status.eq.ongoing,fare.gte.12500")).data),
    ).toEqual([1, 3]);
    expect(
      ids(
        (await trips().or("and(status.eq.completed,fare.lt.10000),id.eq.5"))
          .data,
      ),
    ).toEqual([2, 5]);
    expect(
      ids(
        (
          await trips().or(
            "id.in.(1,2),not.and(fare.is.null,status.eq.ongoing)",
          )
        ).data,
      ),
    ).toEqual([1, 2, 4, 5]);
    const negated = await rest(
      "rest_trips?select=id&not.or=(status.eq.completed,status.eq.cancelled)&order=id",
    );
    expect(await negated.json()).toEqual([{ id: 3 }, { id: 5 }]);
    const and = await rest(
      "rest_trips?select=id&and=(fare.gt.0,or(pickup.eq.Ikoyi,pickup.eq.Surulere))&order=id",
    );
    expect(await and.json()).toEqual([{ id: 1 }, { id: 5 }]);
    const quoted = await rest(
      `rest_trips?select=id&or=${encodeURIComponent('(pickup.eq."Lekki Phase 1",tags.cs.{vip,night})')}&order=id`,
    );
    expect(await quoted.json()).toEqual([{ id: 2 }, { id: 3 }]);
  });

  it("matches several columns with match()", async () => {
    expect(
      ids(
        (
          await trips().match({
            status: "completed",
            driver_id: 1,
            pickup: "Ikoyi",
          })
        ).data,
      ),
    ).toEqual([1]);
  });

  it("supports array and jsonb containment and overlap", async () => {
    expect(ids((await trips().contains("tags", ["vip"])).data)).toEqual([3, 5]);
    expect(
      ids((await trips().containedBy("tags", ["vip", "airport"])).data),
    ).toEqual([1, 2, 4, 5]);
    expect(
      ids((await trips().overlaps("tags", ["night", "airport"])).data),
    ).toEqual([1, 3]);
    const fleets = await db
      .from("rest_fleets")
      .select("id")
      .contains("specs", { engine: { cc: 3500 } });
    expect(ids(fleets.data)).toEqual([2]);
  });

  it("supports range operators", async () => {
    const drivers = db.from("rest_drivers").select("id");
    expect(
      ids(
        (
          await drivers.overlaps(
            "shift",
            "[2025-01-01 13:00+00,2025-01-01 15:00+00)",
          )
        ).data,
      ),
    ).toEqual([1]);
    expect(
      ids(
        (
          await db
            .from("rest_drivers")
            .select("id")
            .rangeGt("shift", "[2024-12-31 00:00+00,2024-12-31 01:00+00)")
        ).data,
      ),
    ).toEqual([1]);
  });

  it("filters on JSON paths", async () => {
    expect(
      ids(
        (await db.from("rest_fleets").select("id").eq("specs->>color", "white"))
          .data,
      ),
    ).toEqual([2]);
    expect(
      ids(
        (
          await db
            .from("rest_fleets")
            .select("id")
            .gt("specs->engine->cc", 3000)
        ).data,
      ),
    ).toEqual([2]);
    expect(
      ids(
        (await db.from("rest_drivers").select("id").eq("profile->>years", "6"))
          .data,
      ),
    ).toEqual([1]);
  });

  it("runs full-text search with the fts family", async () => {
    const fts = await db
      .from("rest_trips")
      .select("id")
      .textSearch("pickup", "lekki & phase", { config: "english" });
    expect(ids(fts.data)).toEqual([2]);
    const web = await db
      .from("rest_trips")
      .select("id")
      .textSearch("pickup", "victoria island", { type: "websearch" });
    expect(ids(web.data)).toEqual([3]);
    const plain = await db
      .from("rest_trips")
      .select("id")
      .textSearch("pickup", "yaba", { type: "plain" });
    expect(ids(plain.data)).toEqual([4]);
  });

  it("matches regular expressions and is distinct from", async () => {
    expect(ids((await trips().regexMatch("pickup", "^[IV]")).data)).toEqual([
      1, 3,
    ]);
    expect(ids((await trips().regexIMatch("pickup", "^y")).data)).toEqual([4]);
    expect(
      ids(
        (
          await trips().isDistinct(
            "rider_id",
            "11111111-1111-1111-1111-111111111111",
          )
        ).data,
      ),
    ).toEqual([2, 3, 5]);
  });

  it("binds values as parameters, so quotes and SQL in values are just data", async () => {
    const { data, error } = await trips().eq(
      "pickup",
      "Ikoyi'; drop table rest_trips; --",
    );
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await trips()).data).toHaveLength(5);
  });

  it("answers malformed filters with 400 PGRST100", async () => {
    for (const query of [
      "id=eq",
      "id=in.1,2",
      "or=(id.eq.1",
      "rest_x.id=foo.1",
      "id=is.maybe",
      "order=id.sideways",
    ]) {
      const res = await rest(`rest_trips?select=id&${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).code, query).toBe("PGRST100");
    }
  });

  it("answers bad values with the Postgres error (22P02 → 400)", async () => {
    const { error, status } = await trips().eq("id", "abc");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "22P02",
      message: 'invalid input syntax for type bigint: "abc"',
    });
  });

  it("answers a filter on an unknown column with 42703", async () => {
    const { error, status } = await trips().eq("colour", "red");
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: "42703",
      message: "column rest_trips.colour does not exist",
    });
  });
});
