import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import {
  candidates,
  createPair,
  rowOf,
  setDuration,
  type Pair,
} from "../support/dispatch-fixtures.ts";
import {
  adminClient,
  createBooking,
  createRoute,
  ensureFareRules,
  hoursFromNow,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * Two bookings clash when their trip windows overlap: each runs from the pickup time for the
 * trip's predicted duration (bookings.duration_min, from quote_fare) plus 30 minutes to reach the
 * next pickup, or 2 hours plus 30 minutes when no duration is known. The dispatch list and
 * assign_booking apply the same window.
 */

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

let base = Date.parse(hoursFromNow(30 * 24));

/** A pending booking `hours` after the test's base time, predicted to take `minutes`. */
async function tripAt(hours: number, minutes: number | null) {
  const booking = await createBooking(anonClient(), route, {
    p_booking_time: new Date(base + hours * 3_600_000).toISOString(),
  });
  await setDuration(booking.id, minutes);
  return booking;
}

async function assign(bookingId: string, pair: Pair) {
  return admin.rpc("assign_booking", {
    p_booking_id: bookingId,
    p_driver_id: pair.driver.id,
    p_vehicle_id: pair.vehicle!.id,
  });
}

/** A pair already assigned to a trip at hour `start` that takes `minutes`. */
async function busyPair(start: number, minutes: number | null) {
  const pair = await createPair();
  const first = await tripAt(start, minutes);
  expect((await assign(first.id, pair)).error).toBeNull();
  return { pair, first };
}

/** Moves the base time a day on, so each test's bookings are far from the others'. */
function nextDay() {
  base += 24 * 3_600_000;
}

describe("trip windows follow the predicted duration", () => {
  it("a 3-hour trip clashes with a booking 2.5 hours later", async () => {
    nextDay();
    const { pair, first } = await busyPair(0, 180);
    const later = await tripAt(2.5, 30);

    const row = rowOf(await candidates(admin, later.id), pair);
    const message = `${pair.driver.name} is already booked at that time (${first.reference}).`;
    expect(row).toMatchObject({ assignable: false, reason: message });
    const { error, status } = await assign(later.id, pair);
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: "P0001",
      message,
    });
  });

  it("a 30-minute trip does not clash with a booking 2 hours later", async () => {
    nextDay();
    const { pair } = await busyPair(0, 30);
    const later = await tripAt(2, 180);

    expect(rowOf(await candidates(admin, later.id), pair)).toMatchObject({
      assignable: true,
      reason: null,
    });
    const { data, error } = await assign(later.id, pair);
    expect(error).toBeNull();
    expect(data).toMatchObject({ driver_id: pair.driver.id });
  });

  it("a long new trip clashes with a booking that starts before it ends", async () => {
    nextDay();
    const { pair, first } = await busyPair(0, 20);
    const earlier = await tripAt(-3, 170);

    expect(rowOf(await candidates(admin, earlier.id), pair).reason).toBe(
      `${pair.driver.name} is already booked at that time (${first.reference}).`,
    );
    const shorter = await tripAt(-3, 140);
    expect(rowOf(await candidates(admin, shorter.id), pair).assignable).toBe(
      true,
    );
  });

  it("windows that only touch do not clash: 30 minutes + 30 to reach the next pickup", async () => {
    nextDay();
    const { pair } = await busyPair(0, 30);
    const touching = await tripAt(1, 30);
    const overlapping = await tripAt(59 / 60, 30);

    expect(rowOf(await candidates(admin, touching.id), pair).assignable).toBe(
      true,
    );
    expect(
      rowOf(await candidates(admin, overlapping.id), pair).assignable,
    ).toBe(false);
  });

  it("a booking without a predicted duration is taken to last 2 hours", async () => {
    nextDay();
    const { pair, first } = await busyPair(0, null);
    const inside = await tripAt(2.25, 30);
    const after = await tripAt(2.5, 30);

    expect(rowOf(await candidates(admin, inside.id), pair).reason).toBe(
      `${pair.driver.name} is already booked at that time (${first.reference}).`,
    );
    expect(rowOf(await candidates(admin, after.id), pair).assignable).toBe(
      true,
    );
  });

  it("finished and cancelled bookings hold nobody", async () => {
    nextDay();
    const { pair, first } = await busyPair(0, 180);
    const later = await tripAt(1, 30);
    expect(rowOf(await candidates(admin, later.id), pair).assignable).toBe(
      false,
    );
    const { error } = await admin.rpc("set_booking_status", {
      p_booking_id: first.id,
      p_status: "cancelled",
      p_reason: "Flight cancelled.",
    });
    expect(error).toBeNull();
    expect(rowOf(await candidates(admin, later.id), pair).assignable).toBe(
      true,
    );
  });
});

describe("create_booking stores the predicted duration dispatch reads", () => {
  it("duration_min is quote_fare's duration", async () => {
    const booking = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(40 * 24),
    });
    const { data, error } = await serviceClient()
      .from("bookings")
      .select("duration_min, fare_breakdown")
      .eq("id", booking.id)
      .single();
    expect(error).toBeNull();
    expect(data!.duration_min).toBeGreaterThan(0);
    expect(data!.duration_min).toBe(data!.fare_breakdown.duration_min);
  });
});
