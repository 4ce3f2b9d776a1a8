import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import {
  createPlace,
  ensureFareRules,
  expectedQuote,
  fareRule,
  PROPOSED_FARE_RULES,
  type FareRule,
  type ServiceType,
  type TestPlace,
} from "../support/fixtures-functions.ts";

// Wednesday 3 June 2026 and Saturday 6 June 2026, Africa/Lagos (UTC+1, no daylight saving).
const MIDDAY = "2026-06-03T12:00:00+01:00";
const RUSH = "2026-06-03T08:00:00+01:00";
const EVENING_RUSH = "2026-06-03T17:30:00+01:00";
const NIGHT = "2026-06-03T23:00:00+01:00";
const WEEKEND = "2026-06-06T12:00:00+01:00";

const SERVICES: ServiceType[] = [
  "standard",
  "premium",
  "airport_hotel",
  "corporate",
];

let vi: TestPlace; // Victoria Island's coordinates
let ikeja: TestPlace; // Ikeja's coordinates
let airport: TestPlace; // Murtala Muhammed International Airport
let hotel: TestPlace; // Eko Hotel & Suites
let near: TestPlace; // ~0.8 km from `vi`

async function quote(
  pickup: string,
  dropoff: string,
  service: ServiceType = "standard",
  at: string = MIDDAY,
) {
  return anonClient().rpc("quote_fare", {
    pickup,
    dropoff,
    service,
    pickup_at: at,
  });
}

async function quoteOk(...args: Parameters<typeof quote>) {
  const { data, error } = await quote(...args);
  expect(error).toBeNull();
  return data as Record<string, unknown> & { total_kobo: number };
}

beforeAll(async () => {
  await ensureFareRules();
  vi = await createPlace("area", 6.43003, 3.42599, [`vi-alias-${Date.now()}`]);
  ikeja = await createPlace("area", 6.6, 3.35);
  airport = await createPlace("airport", 6.57722, 3.32111);
  hotel = await createPlace("hotel", 6.42253, 3.4272);
  near = await createPlace("area", 6.435, 3.425);
});

describe("quote_fare follows the documented formula with the current fare rules", () => {
  it.each(SERVICES)(
    "%s, Victoria Island → Ikeja at midday",
    async (service) => {
      const rule = await fareRule(service);
      const q = await quoteOk(vi.id, ikeja.id, service, MIDDAY);
      const expected = expectedQuote(vi, ikeja, rule, new Date(MIDDAY));
      expect(q).toMatchObject({
        distance_km: expected.distance_km,
        duration_min: expected.duration_min,
        rush_hour: false,
        trip_kobo: expected.trip_kobo,
        surcharge_kobo: 0,
        total_kobo: expected.total_kobo,
        service_type: service,
        pickup: { id: vi.id, name: vi.name },
        dropoff: { id: ikeja.id, name: ikeja.name },
      });
      expect(q.total_kobo % 10000).toBe(0);
    },
  );

  it.each([
    ["weekday morning rush", RUSH, 14, true],
    ["weekday evening rush", EVENING_RUSH, 14, true],
    ["weekday midday", MIDDAY, 22, false],
    ["night", NIGHT, 35, false],
    ["weekend daytime", WEEKEND, 25, false],
  ] as const)("%s uses %i km/h", async (_label, at, speed, rush) => {
    const rule = await fareRule("standard");
    const q = await quoteOk(vi.id, ikeja.id, "standard", at);
    const expected = expectedQuote(vi, ikeja, rule, new Date(at));
    expect(q).toMatchObject({
      speed_kmh: speed,
      rush_hour: rush,
      duration_min: expected.duration_min,
      total_kobo: expected.total_kobo,
    });
  });

  it("the same trip costs more in rush hour than at midday or at night", async () => {
    const rush = await quoteOk(vi.id, ikeja.id, "standard", RUSH);
    const midday = await quoteOk(vi.id, ikeja.id, "standard", MIDDAY);
    const night = await quoteOk(vi.id, ikeja.id, "standard", NIGHT);
    expect(rush.total_kobo).toBeGreaterThan(midday.total_kobo);
    expect(midday.total_kobo).toBeGreaterThan(night.total_kobo);
    expect(rush.duration_min).toBeGreaterThan(midday.duration_min as number);
  });

  it("premium applies its multiplier to base + distance + time", async () => {
    const rule = await fareRule("premium");
    const standard = await quoteOk(vi.id, ikeja.id, "standard");
    const premium = await quoteOk(vi.id, ikeja.id, "premium");
    expect(premium.multiplier).toBe(rule.multiplier);
    const sum =
      (premium.base_kobo as number) +
      (premium.distance_kobo as number) +
      (premium.time_kobo as number);
    expect(premium.trip_kobo).toBe(
      Math.max(
        rule.minimum_kobo,
        Math.round((sum * Math.round(rule.multiplier * 100)) / 100),
      ),
    );
    expect(premium.total_kobo).toBeGreaterThan(standard.total_kobo);
  });

  it("an airport end adds the airport surcharge, for every service", async () => {
    for (const service of SERVICES) {
      const rule = await fareRule(service);
      const q = await quoteOk(airport.id, ikeja.id, service);
      const expected = expectedQuote(airport, ikeja, rule, new Date(MIDDAY));
      expect(q).toMatchObject({
        airport_surcharge_kobo: rule.airport_surcharge_kobo,
        hotel_surcharge_kobo: 0,
        surcharge_kobo: expected.surcharge_kobo,
        total_kobo: expected.total_kobo,
      });
    }
  });

  it("a hotel end adds the hotel surcharge only to airport & hotel transfers", async () => {
    const transfer = await fareRule("airport_hotel");
    const q = await quoteOk(hotel.id, ikeja.id, "airport_hotel");
    expect(q.hotel_surcharge_kobo).toBe(transfer.hotel_surcharge_kobo);
    expect(q.total_kobo).toBe(
      expectedQuote(hotel, ikeja, transfer, new Date(MIDDAY)).total_kobo,
    );
    const standard = await quoteOk(hotel.id, ikeja.id, "standard");
    expect(standard.hotel_surcharge_kobo).toBe(0);
  });

  it("a short trip is charged the service's minimum fare", async () => {
    for (const service of SERVICES) {
      const rule = await fareRule(service);
      const q = await quoteOk(vi.id, near.id, service);
      expect(q.minimum_applied).toBe(true);
      expect(q.trip_kobo).toBe(rule.minimum_kobo);
      expect(q.total_kobo).toBe(Math.ceil(rule.minimum_kobo / 10000) * 10000);
    }
  });

  it("finds places by id, by name or slug in any case, and by alias", async () => {
    const byId = await quoteOk(vi.id, ikeja.id);
    const byName = await quoteOk(`  ${vi.name.toUpperCase()} `, ikeja.slug);
    const byAlias = await quoteOk(
      (
        await serviceClient()
          .from("places")
          .select("aliases")
          .eq("id", vi.id)
          .single()
      ).data!.aliases[0],
      ikeja.name.toLowerCase(),
    );
    expect(byName.total_kobo).toBe(byId.total_kobo);
    expect(byAlias.total_kobo).toBe(byId.total_kobo);
    expect(byAlias.pickup).toMatchObject({ id: vi.id });
  });
});

describe("quote_fare refuses what it cannot price", () => {
  it("an unknown place gives a clear error", async () => {
    const { data, error, status } = await quote("Atlantis Gardens", ikeja.id);
    expect(data).toBeNull();
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PT404",
      message: "Unknown place: Atlantis Gardens",
    });
    const other = await quote(vi.id, "Nowhere Junction");
    expect(other.error?.message).toBe("Unknown place: Nowhere Junction");
  });

  it("the same place at both ends is refused", async () => {
    const { error } = await quote(vi.id, vi.name);
    expect(error).toMatchObject({
      code: "22023",
      message: "Pickup and destination must be different.",
    });
  });

  it("a blank end asks for it", async () => {
    expect((await quote("  ", ikeja.id)).error?.message).toBe(
      "Choose a pickup location.",
    );
    expect((await quote(vi.id, "")).error?.message).toBe(
      "Choose a destination.",
    );
  });
});

describe("pinned totals with the proposed fare rules", () => {
  // ₦1,000 base + ₦200/km + ₦35/min; minimums ₦2,500 / ₦4,000 / ₦5,000 / ₦3,500; airport ₦2,000
  // (₦2,500 on airport_hotel); hotel ₦1,500 on airport_hotel. Applied here, restored afterwards.
  let saved: FareRule[] = [];

  async function apply(rules: FareRule[]) {
    for (const r of rules) {
      const { error } = await serviceClient()
        .from("fare_rules")
        .update(r)
        .eq("service_type", r.service_type);
      expect(error).toBeNull();
    }
  }

  beforeAll(async () => {
    saved = await Promise.all(SERVICES.map((s) => fareRule(s)));
    await apply(PROPOSED_FARE_RULES);
  });
  afterAll(async () => {
    await apply(saved);
  });

  // Victoria Island → Ikeja: haversine 20.68 km × 1.35 = 27.9 km.
  it("standard at midday: 27.9 km, 77 min → ₦1,000 + ₦5,580 + ₦2,695 = ₦9,275 → ₦9,300", async () => {
    const q = await quoteOk(vi.id, ikeja.id, "standard", MIDDAY);
    expect(q).toMatchObject({
      distance_km: 27.9,
      duration_min: 77,
      distance_kobo: 558000,
      time_kobo: 269500,
      trip_kobo: 927500,
      total_kobo: 930000,
    });
  });

  it("standard in the morning rush: 120 min → ₦10,780 → ₦10,800", async () => {
    const q = await quoteOk(vi.id, ikeja.id, "standard", RUSH);
    expect(q).toMatchObject({
      duration_min: 120,
      trip_kobo: 1078000,
      total_kobo: 1080000,
    });
  });

  it("premium at midday: ₦9,275 × 1.35 = ₦12,521.25 → ₦12,600", async () => {
    const q = await quoteOk(vi.id, ikeja.id, "premium", MIDDAY);
    expect(q).toMatchObject({ trip_kobo: 1252125, total_kobo: 1260000 });
  });

  it("airport → hotel transfer at midday: 28.1 km, 77 min, × 1.2 + ₦2,500 + ₦1,500 → ₦15,200", async () => {
    const q = await quoteOk(airport.id, hotel.id, "airport_hotel", MIDDAY);
    expect(q).toMatchObject({
      distance_km: 28.1,
      duration_min: 77,
      trip_kobo: 1117800,
      airport_surcharge_kobo: 250000,
      hotel_surcharge_kobo: 150000,
      surcharge_kobo: 400000,
      total_kobo: 1520000,
    });
  });

  it("a 0.8 km standard ride costs the ₦2,500 minimum", async () => {
    const q = await quoteOk(vi.id, near.id, "standard", MIDDAY);
    expect(q).toMatchObject({ minimum_applied: true, total_kobo: 250000 });
  });
});
