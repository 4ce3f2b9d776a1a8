import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../local-backend/support.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createRoute,
  createVehicle,
  ensureFareRules,
  hoursFromNow,
  type BookingReceipt,
  type TestPlace,
  type TestVehicle,
} from "../support/fixtures-functions.ts";

/**
 * Deleting a vehicle that pending, confirmed or running bookings use is refused with a 400 that
 * names the bookings; once none is upcoming the delete goes through.
 */

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

/** A booking `hours` ahead assigned to the vehicle, with a driver of its own. */
async function assignedBooking(
  vehicle: TestVehicle,
  hours: number,
): Promise<BookingReceipt> {
  const booking = await createBooking(anonClient(), route, {
    p_booking_time: hoursFromNow(hours),
  });
  const driver = await createDriver();
  const { error } = await admin.rpc("assign_booking", {
    p_booking_id: booking.id,
    p_driver_id: driver.id,
    p_vehicle_id: vehicle.id,
  });
  expect(error).toBeNull();
  return booking;
}

async function setStatus(bookingId: string, status: string) {
  const { error } = await admin.rpc("set_booking_status", {
    p_booking_id: bookingId,
    p_status: status,
  });
  expect(error).toBeNull();
}

async function deleteVehicle(client: SupabaseClient, id: string) {
  return client.from("fleets").delete().eq("id", id).select("id");
}

async function stillThere(id: string): Promise<boolean> {
  const { data } = await serviceClient()
    .from("fleets")
    .select("id")
    .eq("id", id)
    .maybeSingle();
  return data !== null;
}

describe("deleting a vehicle with upcoming bookings", () => {
  it("is refused with a 400 naming each booking, soonest first", async () => {
    const vehicle = await createVehicle({ model: "Toyota Camry" });
    const later = await assignedBooking(vehicle, 40);
    const sooner = await assignedBooking(vehicle, 20);

    const { status, error, data } = await deleteVehicle(admin, vehicle.id);

    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe("P0001");
    expect(error?.message).toBe(
      `Toyota Camry (${vehicle.registration_number}) has 2 upcoming bookings ` +
        `(${sooner.reference}, ${later.reference}); reassign them first.`,
    );
    expect(await stillThere(vehicle.id)).toBe(true);
  });

  it("names a single confirmed booking in the singular", async () => {
    const vehicle = await createVehicle({ model: "Lexus ES 350" });
    const booking = await assignedBooking(vehicle, 30);
    await setStatus(booking.id, "confirmed");

    const { status, error } = await deleteVehicle(admin, vehicle.id);

    expect(status).toBe(400);
    expect(error?.message).toBe(
      `Lexus ES 350 (${vehicle.registration_number}) has 1 upcoming booking ` +
        `(${booking.reference}); reassign it first.`,
    );
  });

  it("counts a trip in progress, and refuses the service role too", async () => {
    const vehicle = await createVehicle();
    const booking = await assignedBooking(vehicle, 2);
    await setStatus(booking.id, "confirmed");
    await setStatus(booking.id, "in-progress");

    const { status, error } = await deleteVehicle(serviceClient(), vehicle.id);

    expect(status).toBe(400);
    expect(error?.message).toContain(`(${booking.reference}); reassign it`);
    expect(await stillThere(vehicle.id)).toBe(true);
  });

  it("lists five references and says how many more there are", async () => {
    const vehicle = await createVehicle({ model: "Toyota Hiace" });
    const bookings: BookingReceipt[] = [];
    for (const hours of [10, 22, 34, 46, 58, 70, 82])
      bookings.push(await assignedBooking(vehicle, hours));

    const { error } = await deleteVehicle(admin, vehicle.id);

    const shown = bookings.slice(0, 5).map((b) => b.reference);
    expect(error?.message).toBe(
      `Toyota Hiace (${vehicle.registration_number}) has 7 upcoming bookings ` +
        `(${shown.join(", ")} and 2 more); reassign them first.`,
    );
  });
});

describe("deleting a vehicle without upcoming bookings", () => {
  it("goes through when its only trip is completed, which keeps its history", async () => {
    const vehicle = await createVehicle();
    const booking = await assignedBooking(vehicle, 3);
    for (const step of ["confirmed", "in-progress", "completed"])
      await setStatus(booking.id, step);

    const { status, error, data } = await deleteVehicle(admin, vehicle.id);

    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: vehicle.id }]);
    expect(await stillThere(vehicle.id)).toBe(false);
    const { data: kept } = await serviceClient()
      .from("bookings")
      .select("status, vehicle_id")
      .eq("id", booking.id)
      .single();
    expect(kept).toEqual({ status: "completed", vehicle_id: null });
  });

  it("goes through for an unbooked vehicle, and a booking elsewhere does not block it", async () => {
    const busy = await createVehicle();
    await assignedBooking(busy, 26);
    const free = await createVehicle();

    const { error, data } = await deleteVehicle(admin, free.id);

    expect(error).toBeNull();
    expect(data).toEqual([{ id: free.id }]);
    expect(await stillThere(busy.id)).toBe(true);
  });
});
