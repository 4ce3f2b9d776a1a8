import type { SupabaseClient } from "@supabase/supabase-js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { service } from "../support/actors.ts";
import { positionValues as pos } from "../support/driver-fuzz-values.ts";
import {
  rowOf,
  signedInDriver,
  tripFor,
  type SignedInDriver,
} from "../support/driver-mode-fixtures.ts";
import { argsFor } from "../support/fuzz-plans.ts";
import { param } from "../support/fuzz-values.ts";

/**
 * The shared fuzz (rpc-fuzz) calls every function as a visitor, a customer and an administrator,
 * whom report_position and driver_trip_step refuse at once. Here drivers and the simulator's
 * service role call them with arbitrary arguments: never a 5xx, and afterwards every position is
 * in range and says who sent it, and each vehicle is on a trip exactly while one of its bookings
 * is in progress, with each completed trip counted once.
 */

let driver: SignedInDriver;
let other: SignedInDriver;
let bookingIds: string[];
let tripsBefore: Record<string, number>;
let callers: Record<"driver" | "other" | "simulator", SupabaseClient>;

beforeAll(async () => {
  driver = await signedInDriver();
  other = await signedInDriver();
  bookingIds = [];
  for (const [who, count] of [
    [driver, 4],
    [other, 2],
  ] as const) {
    for (let i = 0; i < count; i += 1) bookingIds.push((await tripFor(who)).id);
  }
  tripsBefore = {};
  for (const who of [driver, other])
    tripsBefore[who.driverId] = Number(
      (await rowOf("drivers", who.driverId)).trips,
    );
  callers = {
    driver: driver.client,
    other: other.client,
    simulator: service(),
  };
});

const FUZZ_SEED = 20261128;

/** Mostly one of the test's own ids, sometimes any uuid, now and then anything at all. */
const knownOrAny = (ids: string[]) =>
  param(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...ids) },
      { weight: 1, arbitrary: fc.uuid() },
    ),
  );

async function fuzz(
  fn: string,
  params: Record<string, fc.Arbitrary<unknown>>,
  runs: number,
) {
  let answer = "";
  const call = fc.record({
    caller: fc.constantFrom("driver", "other", "simulator" as const),
    args: argsFor({ params, runs }),
  });
  const result = await fc.check(
    fc.asyncProperty(call, async ({ caller, args }) => {
      const { status, error } = await callers[caller].rpc(fn, args);
      answer = `${caller} ${status} ${JSON.stringify(error)} ${JSON.stringify(args).slice(0, 200)}`;
      return status >= 200 && status < 500;
    }),
    // A fixed seed: the checks afterwards rely on the calls moving some trip along, which a
    // random draw of 120 calls almost always does, and a test must not depend on "almost".
    { numRuns: runs, endOnFailure: true, seed: FUZZ_SEED },
  );
  return result.failed ? answer : null;
}

describe("drivers and the simulator get no 5xx from the driver-mode functions", () => {
  it("report_position", async () => {
    const vehicle = knownOrAny([driver.vehicleId, other.vehicleId]);
    const params = {
      p_lat: pos.lat,
      p_lng: pos.lng,
      p_speed_kmh: pos.speed,
      p_heading: pos.heading,
      p_accuracy_m: pos.accuracy,
      p_vehicle_id: vehicle,
    };
    expect(await fuzz("report_position", params, 120)).toBeNull();
  }, 60_000);

  it("driver_trip_step", async () => {
    const booking = knownOrAny(bookingIds);
    const params = { p_booking_id: booking, p_step: pos.step };
    expect(await fuzz("driver_trip_step", params, 120)).toBeNull();
  }, 60_000);
});

describe("afterwards every row keeps its rules", () => {
  it("positions are in range and name their source", async () => {
    const { data } = await service()
      .from("vehicle_positions")
      .select("*")
      .in("vehicle_id", [driver.vehicleId, other.vehicleId]);
    for (const p of data ?? []) {
      expect(Math.abs(p.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(p.lng)).toBeLessThanOrEqual(180);
      expect(Number(p.speed_kmh)).toBeGreaterThanOrEqual(0);
      expect(Number(p.speed_kmh)).toBeLessThanOrEqual(300);
      expect(p.heading).toBeGreaterThanOrEqual(0);
      expect(p.heading).toBeLessThanOrEqual(359);
      const owner = p.vehicle_id === driver.vehicleId ? driver : other;
      expect(p.simulated).toBe(p.source === "simulator");
      expect(p.driver_id).toBe(p.source === "phone" ? owner.driverId : null);
    }
  });

  it("vehicles are on a trip exactly while one is in progress; completed trips counted once", async () => {
    const { data } = await service()
      .from("bookings")
      .select("id, status, driver_id, vehicle_id, arrived_at, started_at")
      .in("id", bookingIds);
    const bookings = data ?? [];
    for (const who of [driver, other]) {
      const mine = bookings.filter((b) => b.driver_id === who.driverId);
      const running = mine.some((b) => b.status === "in-progress");
      const vehicle = await rowOf("fleets", who.vehicleId);
      expect(vehicle.status === "on-trip", who.vehicleId).toBe(running);
      const completed = mine.filter((b) => b.status === "completed").length;
      const driverRow = await rowOf("drivers", who.driverId);
      expect(Number(driverRow.trips)).toBe(
        tripsBefore[who.driverId]! + completed,
      );
    }
    expect(bookings.some((b) => b.status !== "confirmed")).toBe(true);
    for (const b of bookings) {
      expect(["confirmed", "in-progress", "completed"]).toContain(b.status);
      if (b.status !== "confirmed") expect(b.started_at).not.toBeNull();
    }
  });
});
