import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import {
  candidates,
  createPair,
  only,
  reasonAndRefusal,
  rowOf,
  vehicleLabel,
} from "../support/dispatch-fixtures.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createRoute,
  ensureFareRules,
  hoursFromNow,
  type BookingReceipt,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * dispatch_candidates lists every driver with their vehicle for a booking: the ones that can take
 * it first, nearest to the pickup first, then by name; the others after, each with the sentence
 * assign_booking would refuse it with. Other test files add drivers too, so each test reads the
 * rows of its own drivers, in the list's order.
 */

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];
let booking: BookingReceipt;
const tag = Date.now().toString(36);
const DAY = 24;

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
  booking = await createBooking(anonClient(), route, {
    p_booking_time: hoursFromNow(10 * DAY),
  });
});

/** A place at `km` kilometres north of the pickup (one degree of latitude is ~111.2 km). */
function north(km: number) {
  return { lat: route[0].lat + km / 111.195, lng: route[0].lng };
}

describe("dispatch_candidates ranks the drivers", () => {
  it("assignable first, nearest first, unseen vehicles after seen ones, then by name", async () => {
    const far = await createPair({ name: `Rank ${tag} Far`, at: north(11) });
    const near = await createPair({ name: `Rank ${tag} Near`, at: north(1) });
    const bravo = await createPair({ name: `Rank ${tag} Bravo` });
    const alpha = await createPair({ name: `Rank ${tag} Alpha` });
    const blockedNear = await createPair({
      name: `Rank ${tag} Blocked`,
      status: "inactive",
      at: north(0),
    });
    const blockedNoCar = await createPair({
      name: `Rank ${tag} Carless`,
      vehicle: null,
    });
    const pairs = [far, near, bravo, alpha, blockedNear, blockedNoCar];

    const rows = only(await candidates(admin, booking.id), pairs);

    expect(rows.map((r) => r.driver_name)).toEqual(
      [near, far, alpha, bravo, blockedNear, blockedNoCar].map(
        (p) => p.driver.name,
      ),
    );
    expect(rows.map((r) => [r.assignable, r.distance_km])).toEqual([
      [true, 1],
      [true, 11],
      [true, null],
      [true, null],
      [false, 0],
      [false, null],
    ]);
    expect(rowOf(rows, near).last_seen_at).not.toBeNull();
    expect(rowOf(rows, alpha).last_seen_at).toBeNull();
  });

  it("answers each row in the contract's shape", async () => {
    const pair = await createPair({ at: north(2.5) });
    const row = rowOf(await candidates(admin, booking.id), pair);
    expect(row).toEqual({
      driver_id: pair.driver.id,
      driver_name: pair.driver.name,
      driver_phone: null,
      driver_rating: 5,
      vehicle_id: pair.vehicle!.id,
      vehicle_model: pair.vehicle!.model,
      registration_number: pair.vehicle!.registration_number,
      seating_capacity: 4,
      service_class: "standard",
      distance_km: 2.5,
      last_seen_at: expect.any(String),
      assignable: true,
      reason: null,
      fit: "exact",
      overridable: false,
    });
  });
});

function longDate(isoDate: string) {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

describe("each reason is listed and refused by assign_booking in the same words", () => {
  it("an inactive driver", async () => {
    const pair = await createPair({ status: "inactive" });
    expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
      `${pair.driver.name} is inactive.`,
    );
  });

  it("an expired licence", async () => {
    const pair = await createPair({ license_expiry: "2020-01-01" });
    expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
      `${pair.driver.name}'s licence expired on 1 January 2020.`,
    );
  });

  it("a licence that expires before the trip", async () => {
    const expiry = hoursFromNow(4 * DAY).slice(0, 10);
    const pair = await createPair({ license_expiry: expiry });
    expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
      `${pair.driver.name}'s licence expires on ${longDate(expiry)}, before this trip.`,
    );
  });

  it("insurance not verified", async () => {
    const pair = await createPair({
      documents: { license: "Verified", insurance: "Pending" },
    });
    expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
      `${pair.driver.name}'s insurance is not verified.`,
    );
  });

  it("a rejected licence document", async () => {
    const pair = await createPair({
      documents: { license: "Rejected", insurance: "Verified" },
    });
    expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
      `${pair.driver.name}'s licence is not verified.`,
    );
  });

  it("a vehicle in maintenance", async () => {
    const pair = await createPair({ vehicle: { status: "maintenance" } });
    expect(await reasonAndRefusal(admin, booking.id, pair)).toBe(
      `${vehicleLabel(pair.vehicle!)} is in maintenance.`,
    );
  });

  it("a driver without a vehicle is listed, not assignable", async () => {
    const pair = await createPair({ vehicle: null });
    const row = rowOf(await candidates(admin, booking.id), pair);
    expect(row).toMatchObject({
      vehicle_id: null,
      assignable: false,
      reason: "No vehicle assigned.",
    });
  });

  it("the driver or the vehicle already on an overlapping booking", async () => {
    const overlapping = () =>
      createBooking(anonClient(), route, {
        p_booking_time: hoursFromNow(10 * DAY),
      });
    const busyDriver = await createPair();
    const busyCar = await createPair();
    const [driverTrip, carTrip] = [await overlapping(), await overlapping()];
    for (const [trip, driverId, vehicleId] of [
      [driverTrip, busyDriver.driver.id, (await createPair()).vehicle!.id],
      [carTrip, (await createDriver()).id, busyCar.vehicle!.id],
    ] as const) {
      const { error } = await admin.rpc("assign_booking", {
        p_booking_id: trip.id,
        p_driver_id: driverId,
        p_vehicle_id: vehicleId,
      });
      expect(error).toBeNull();
    }
    expect(await reasonAndRefusal(admin, booking.id, busyDriver)).toBe(
      `${busyDriver.driver.name} is already booked at that time (${driverTrip.reference}).`,
    );
    expect(await reasonAndRefusal(admin, booking.id, busyCar)).toBe(
      `${vehicleLabel(busyCar.vehicle!)} is already booked at that time (${carTrip.reference}).`,
    );
  });
});
