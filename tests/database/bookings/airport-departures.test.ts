import { beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import { must } from "../support/actors.ts";
import {
  createPlace,
  ensureFareRules,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * The departure-time advisor: quote_departures answers the fare and predicted trip time for the
 * chosen time and every 30 minutes from 90 minutes before to 90 minutes after it, future times
 * only, each row equal to quote_fare at that time.
 */

interface Departure {
  departure_at: string;
  fare_kobo: number;
  duration_min: number;
  distance_km: number;
  is_chosen: boolean;
}

let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  // About 20 km: long enough for the rush hour to show in the trip time.
  route = [
    await createPlace("airport", 6.58, 3.32),
    await createPlace("hotel", 6.43, 3.42),
  ];
});

/** 07:30 Lagos time (06:30 UTC) on the next Wednesday at least two days ahead. */
function nextWednesdayAt0730(): Date {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(6, 30, 0, 0);
  return d;
}

async function departures(at: Date | string, service = "standard") {
  return anonClient().rpc("quote_departures", {
    p_pickup: route[0].id,
    p_dropoff: route[1].id,
    p_service: service,
    p_at: typeof at === "string" ? at : at.toISOString(),
  });
}

describe("quote_departures", () => {
  it("answers seven times 30 minutes apart, in order, the chosen one marked, for anyone", async () => {
    const at = nextWednesdayAt0730();
    const rows = must(await departures(at)) as Departure[];
    expect(rows).toHaveLength(7);
    expect(rows.map((r) => Date.parse(r.departure_at) - at.getTime())).toEqual(
      [-90, -60, -30, 0, 30, 60, 90].map((m) => m * 60_000),
    );
    expect(rows.map((r) => r.is_chosen)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        "departure_at",
        "distance_km",
        "duration_min",
        "fare_kobo",
        "is_chosen",
      ]);
    }
  });

  it("equals quote_fare at each time, so leaving before the rush shows as shorter", async () => {
    const service = "premium";
    const rows = must(
      await departures(nextWednesdayAt0730(), service),
    ) as Departure[];
    for (const row of rows) {
      const quote = must(
        await anonClient().rpc("quote_fare", {
          pickup: route[0].id,
          dropoff: route[1].id,
          service,
          pickup_at: row.departure_at,
        }),
      ) as { total_kobo: number; duration_min: number; distance_km: number };
      expect(row).toMatchObject({
        fare_kobo: quote.total_kobo,
        duration_min: quote.duration_min,
        distance_km: quote.distance_km,
      });
    }
    // Chosen 07:30 Lagos on a weekday: every row from 06:00 to 09:00 is in the morning rush.
    expect(new Set(rows.map((r) => r.duration_min)).size).toBe(1);
  });

  it("shows that leaving before the morning rush is shorter", async () => {
    // 06:30 Lagos: 05:00 and 05:30 are night speeds (35 km/h), 06:00 onwards the rush (14 km/h).
    const at = new Date(nextWednesdayAt0730().getTime() - 3_600_000);
    const rows = must(await departures(at)) as Departure[];
    expect(rows.map((r) => r.departure_at.slice(11, 16))).toEqual([
      "04:00",
      "04:30",
      "05:00",
      "05:30",
      "06:00",
      "06:30",
      "07:00",
    ]);
    expect(rows[0]!.duration_min).toBe(rows[1]!.duration_min);
    expect(rows[0]!.duration_min).toBeLessThan(rows[3]!.duration_min / 2);
    expect(rows[0]!.fare_kobo).toBeLessThan(rows[3]!.fare_kobo);
  });

  it("leaves out times that have passed", async () => {
    const soon = new Date(Date.now() + 40 * 60_000);
    const rows = must(await departures(soon)) as Departure[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.length).toBeLessThanOrEqual(5);
    for (const row of rows)
      expect(Date.parse(row.departure_at)).toBeGreaterThan(Date.now());
    expect(rows.some((r) => r.is_chosen)).toBe(true);
    const past = must(
      await departures(new Date(Date.now() - 3 * 3_600_000)),
    ) as Departure[];
    expect(past).toEqual([]);
  });

  it.each([
    [
      { p_pickup: "Atlantis Gardens" },
      404,
      "PT404",
      "Unknown place: Atlantis Gardens",
    ],
    [{ p_pickup: "" }, 400, "22023", "Choose a pickup location."],
    [
      { p_dropoff: "same" },
      400,
      "22023",
      "Pickup and destination must be different.",
    ],
    [{ p_at: null }, 400, "22023", "Please choose a pickup date and time."],
    [{ p_at: "not a time" }, 400, "22007", null],
  ])("answers %j with %i", async (override, status, code, message) => {
    const args: Record<string, unknown> = {
      p_pickup: route[0].id,
      p_dropoff: route[1].id,
      p_service: "standard",
      p_at: nextWednesdayAt0730().toISOString(),
      ...override,
    };
    if (args.p_dropoff === "same") args.p_dropoff = route[0].id;
    const result = await anonClient().rpc("quote_departures", args);
    expect(result.status).toBe(status);
    expect(result.error?.code).toBe(code);
    if (message) expect(result.error?.message).toBe(message);
  });
});
