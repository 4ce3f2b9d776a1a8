import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createRoute,
  createVehicle,
  ensureFareRules,
  hoursFromNow,
  type BookingReceipt,
  type TestDriver,
  type TestPlace,
  type TestVehicle,
} from "../support/fixtures-functions.ts";

type Status =
  "pending" | "confirmed" | "in-progress" | "completed" | "cancelled";
const STATUSES: Status[] = [
  "pending",
  "confirmed",
  "in-progress",
  "completed",
  "cancelled",
];
const PATH: Record<Status, Status[]> = {
  pending: [],
  confirmed: ["confirmed"],
  "in-progress": ["confirmed", "in-progress"],
  completed: ["confirmed", "in-progress", "completed"],
  cancelled: ["cancelled"],
};
const LEGAL = new Set([
  "pending>confirmed",
  "confirmed>in-progress",
  "in-progress>completed",
  "pending>cancelled",
  "confirmed>cancelled",
]);

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

/** Cancelling needs a reason; the other moves ignore it (booking-status-reason.test.ts). */
async function setStatus(id: string, status: Status) {
  return admin.rpc("set_booking_status", {
    p_booking_id: id,
    p_status: status,
    p_reason: "The customer called to cancel.",
  });
}

/** "Assign only": the booking stays pending, so each move is set_booking_status's. */
async function assign(id: string, driver: TestDriver, vehicle: TestVehicle) {
  return admin.rpc("assign_booking", {
    p_booking_id: id,
    p_driver_id: driver.id,
    p_vehicle_id: vehicle.id,
    p_confirm: false,
  });
}

interface Trip {
  booking: BookingReceipt;
  driver: TestDriver;
  vehicle: TestVehicle;
}

/** A booking with its own driver and vehicle, moved along the legal path to `status`. */
async function tripIn(status: Status, hours = 48): Promise<Trip> {
  const booking = await createBooking(anonClient(), route, {
    p_booking_time: hoursFromNow(hours),
  });
  const driver = await createDriver();
  const vehicle = await createVehicle();
  expect((await assign(booking.id, driver, vehicle)).error).toBeNull();
  for (const step of PATH[status]) {
    expect((await setStatus(booking.id, step)).error).toBeNull();
  }
  return { booking, driver, vehicle };
}

async function row(table: string, id: string) {
  const { data, error } = await serviceClient()
    .from(table)
    .select("*")
    .eq("id", id)
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

function article(status: string) {
  return /^[aeiou]/.test(status) ? "An" : "A";
}

describe("set_booking_status: every move of the state machine", () => {
  const cases = STATUSES.flatMap((from) =>
    STATUSES.map((to) => [from, to] as const),
  );

  it.each(cases)("%s → %s", async (from, to) => {
    const { booking } = await tripIn(from);
    const { data, error } = await setStatus(booking.id, to);
    const stored = await row("bookings", booking.id);
    if (from === to) {
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: booking.id, status: from });
    } else if (LEGAL.has(`${from}>${to}`)) {
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: booking.id, status: to });
      expect(stored.status).toBe(to);
    } else {
      expect(data).toBeNull();
      expect(error).toMatchObject({
        code: "P0001",
        message: `${article(from)} ${from} booking cannot become ${to}.`,
      });
      expect(stored.status).toBe(from);
    }
  });
});

describe("set_booking_status side effects", () => {
  it("stamps each step, puts the vehicle on a trip and frees it, and counts the driver's trip", async () => {
    const { booking, driver, vehicle } = await tripIn("pending");
    await setStatus(booking.id, "confirmed");
    expect((await row("bookings", booking.id)).confirmed_at).not.toBeNull();

    await setStatus(booking.id, "in-progress");
    expect((await row("bookings", booking.id)).started_at).not.toBeNull();
    expect((await row("fleets", vehicle.id)).status).toBe("on-trip");

    await setStatus(booking.id, "completed");
    expect((await row("bookings", booking.id)).completed_at).not.toBeNull();
    expect((await row("fleets", vehicle.id)).status).toBe("available");
    expect((await row("drivers", driver.id)).trips).toBe(1);
  });

  it("stamps a cancellation", async () => {
    const { booking } = await tripIn("confirmed");
    await setStatus(booking.id, "cancelled");
    expect((await row("bookings", booking.id)).cancelled_at).not.toBeNull();
  });

  it("refuses to confirm a booking without a driver and vehicle", async () => {
    const booking = await createBooking(anonClient(), route);
    const { error } = await setStatus(booking.id, "confirmed");
    expect(error).toMatchObject({
      code: "P0001",
      message: `Assign a driver and a vehicle before confirming ${booking.reference}.`,
    });
  });

  it("checks the assignment again when confirming", async () => {
    const { booking, driver } = await tripIn("pending");
    await serviceClient()
      .from("drivers")
      .update({ status: "inactive" })
      .eq("id", driver.id);
    const { error } = await setStatus(booking.id, "confirmed");
    expect(error?.message).toBe(`${driver.name} is inactive.`);
  });

  it("refuses to start a trip in a vehicle that went into maintenance", async () => {
    const { booking, vehicle } = await tripIn("confirmed");
    await serviceClient()
      .from("fleets")
      .update({ status: "maintenance" })
      .eq("id", vehicle.id);
    const { error } = await setStatus(booking.id, "in-progress");
    expect(error?.message).toBe(
      `${vehicle.model} (${vehicle.registration_number}) is in maintenance.`,
    );
  });

  it("answers not found for an unknown booking", async () => {
    const { error, status } = await setStatus(
      "00000000-0000-4000-8000-000000000000",
      "confirmed",
    );
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PT404",
      message: "Booking not found.",
    });
  });
});

describe("assign_booking refuses conflicts with a readable message", () => {
  it("a driver whose licence has expired", async () => {
    const booking = await createBooking(anonClient(), route);
    const driver = await createDriver({ license_expiry: "2020-01-01" });
    const { error } = await assign(booking.id, driver, await createVehicle());
    expect(error).toMatchObject({
      code: "P0001",
      message: `${driver.name}'s licence expired on 1 January 2020.`,
    });
  });

  it("a driver whose licence expires before the trip", async () => {
    const booking = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(24 * 10),
    });
    const expiry = new Date(Date.now() + 4 * 86_400_000);
    const driver = await createDriver({
      license_expiry: expiry.toISOString().slice(0, 10),
    });
    const { error } = await assign(booking.id, driver, await createVehicle());
    const day = expiry.toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(error?.message).toBe(
      `${driver.name}'s licence expires on ${day}, before this trip.`,
    );
  });

  it("an inactive driver", async () => {
    const booking = await createBooking(anonClient(), route);
    const driver = await createDriver({ status: "inactive" });
    const { error } = await assign(booking.id, driver, await createVehicle());
    expect(error).toMatchObject({
      code: "P0001",
      message: `${driver.name} is inactive.`,
    });
  });

  it("a vehicle in maintenance", async () => {
    const booking = await createBooking(anonClient(), route);
    const vehicle = await createVehicle({ status: "maintenance" });
    const { error } = await assign(booking.id, await createDriver(), vehicle);
    expect(error).toMatchObject({
      code: "P0001",
      message: `${vehicle.model} (${vehicle.registration_number}) is in maintenance.`,
    });
  });

  // Trip windows in full: dispatch-clash.test.ts.
  it("a driver already booked for an overlapping trip", async () => {
    const first = await tripIn("confirmed", 72);
    const clash = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(72.5),
    });
    const { error } = await assign(
      clash.id,
      first.driver,
      await createVehicle(),
    );
    expect(error).toMatchObject({
      code: "P0001",
      message: `${first.driver.name} is already booked at that time (${first.booking.reference}).`,
    });
    const later = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(75),
    });
    expect(
      (await assign(later.id, first.driver, await createVehicle())).error,
    ).toBeNull();
  });

  it("a vehicle already booked for an overlapping trip", async () => {
    const first = await tripIn("pending", 96);
    const clash = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(95.5),
    });
    const { error } = await assign(
      clash.id,
      await createDriver(),
      first.vehicle,
    );
    expect(error).toMatchObject({
      code: "P0001",
      message: `${first.vehicle.model} (${first.vehicle.registration_number}) is already booked at that time (${first.booking.reference}).`,
    });
  });

  it("a cancelled booking no longer holds its driver and vehicle", async () => {
    const first = await tripIn("confirmed", 120);
    await setStatus(first.booking.id, "cancelled");
    const next = await createBooking(anonClient(), route, {
      p_booking_time: hoursFromNow(120),
    });
    const { data, error } = await assign(next.id, first.driver, first.vehicle);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      driver_id: first.driver.id,
      vehicle_id: first.vehicle.id,
    });
  });

  it("a finished booking", async () => {
    const { booking } = await tripIn("completed");
    const { error } = await assign(
      booking.id,
      await createDriver(),
      await createVehicle(),
    );
    expect(error).toMatchObject({
      code: "P0001",
      message: `Only pending or confirmed bookings can be assigned; ${booking.reference} is completed.`,
    });
  });
});

describe("only administrators move bookings", () => {
  it("a customer gets a clear refusal", async () => {
    const booking = await createBooking(anonClient(), route);
    const { client } = await signedInClient();
    const status = await client.rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "cancelled",
    });
    expect(status.error).toMatchObject({
      code: "42501",
      message: "Only administrators can change bookings.",
    });
    const assigned = await client.rpc("assign_booking", {
      p_booking_id: booking.id,
      p_driver_id: (await createDriver()).id,
      p_vehicle_id: (await createVehicle()).id,
    });
    expect(assigned.error).toMatchObject({
      code: "42501",
      message: "Only administrators can assign bookings.",
    });
    expect((await row("bookings", booking.id)).status).toBe("pending");
  });

  it("a visitor cannot call them at all", async () => {
    const booking = await createBooking(anonClient(), route);
    const { error } = await anonClient().rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "cancelled",
    });
    expect(error?.code).toBe("42501");
  });
});

describe("the state machine holds for direct edits too", () => {
  it("refuses an illegal status written straight to the row", async () => {
    const { booking } = await tripIn("completed");
    const { error } = await admin
      .from("bookings")
      .update({ status: "pending" })
      .eq("id", booking.id);
    expect(error).toMatchObject({
      code: "P0001",
      message: "A completed booking cannot become pending.",
    });
    const service = await serviceClient()
      .from("bookings")
      .update({ status: "in-progress" })
      .eq("id", booking.id);
    expect(service.error?.message).toBe(
      "A completed booking cannot become in-progress.",
    );
    expect((await row("bookings", booking.id)).status).toBe("completed");
  });

  it("refuses to confirm an unassigned booking directly", async () => {
    const booking = await createBooking(anonClient(), route);
    const { error } = await admin
      .from("bookings")
      .update({ status: "confirmed" })
      .eq("id", booking.id);
    expect(error?.message).toBe(
      `Assign a driver and a vehicle before confirming ${booking.reference}.`,
    );
  });

  it("stamps a legal direct move and lets unrelated edits through", async () => {
    const booking = await createBooking(anonClient(), route);
    const cancelled = await admin
      .from("bookings")
      .update({ status: "cancelled" })
      .eq("id", booking.id);
    expect(cancelled.error).toBeNull();
    expect((await row("bookings", booking.id)).cancelled_at).not.toBeNull();
    const noted = await admin
      .from("bookings")
      .update({ status: "cancelled", notes: "Customer called to cancel" })
      .eq("id", booking.id);
    expect(noted.error).toBeNull();
  });
});
