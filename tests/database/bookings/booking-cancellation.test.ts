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
  type BookingReceipt,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * Cancelling a booking takes a reason: set_booking_status refuses a blank one with a 400, stores
 * it trimmed in cancellation_reason with cancelled_at, and the column's own checks hold for any
 * other writer too.
 */

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

function cancel(id: string, reason?: unknown) {
  return admin.rpc("set_booking_status", {
    p_booking_id: id,
    p_status: "cancelled",
    ...(reason === undefined ? {} : { p_reason: reason }),
  });
}

async function stored(id: string) {
  const { data, error } = await serviceClient()
    .from("bookings")
    .select("*")
    .eq("id", id)
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

async function confirmed(): Promise<BookingReceipt> {
  const booking = await createBooking(anonClient(), route);
  const assigned = await admin.rpc("assign_booking", {
    p_booking_id: booking.id,
    p_driver_id: (await createDriver()).id,
    p_vehicle_id: (await createVehicle()).id,
  });
  expect(assigned.error).toBeNull();
  const moved = await admin.rpc("set_booking_status", {
    p_booking_id: booking.id,
    p_status: "confirmed",
  });
  expect(moved.error).toBeNull();
  return booking;
}

describe("cancelling needs a reason", () => {
  it.each([
    ["no reason", undefined],
    ["a null reason", null],
    ["an empty reason", ""],
    ["a blank reason", "  \n\t "],
  ])(
    "refuses %s with a 400 and leaves the booking as it was",
    async (_, reason) => {
      const booking = await createBooking(anonClient(), route);
      const { data, error, status } = await cancel(booking.id, reason);
      expect(data).toBeNull();
      expect({ status, code: error?.code, message: error?.message }).toEqual({
        status: 400,
        code: "22023",
        message: "Give a reason for cancelling.",
      });
      expect(await stored(booking.id)).toMatchObject({
        status: "pending",
        cancelled_at: null,
        cancellation_reason: null,
      });
    },
  );

  it("refuses a reason over 500 characters", async () => {
    const booking = await createBooking(anonClient(), route);
    const { error, status } = await cancel(booking.id, "x".repeat(501));
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 400,
      code: "22023",
      message: "The reason must be 500 characters or fewer.",
    });
    expect((await cancel(booking.id, "x".repeat(500))).error).toBeNull();
  });

  it("stores the reason, trimmed, with cancelled_at, and answers the row", async () => {
    const booking = await createBooking(anonClient(), route);
    const { data, error } = await cancel(
      booking.id,
      "  The customer's flight was cancelled. ",
    );
    expect(error).toBeNull();
    const row = await stored(booking.id);
    expect(row).toMatchObject({
      status: "cancelled",
      cancellation_reason: "The customer's flight was cancelled.",
    });
    expect(row.cancelled_at).not.toBeNull();
    expect(data).toEqual(row);
  });

  it("a confirmed booking is cancelled the same way", async () => {
    const booking = await confirmed();
    expect((await cancel(booking.id)).error?.message).toBe(
      "Give a reason for cancelling.",
    );
    const { data, error } = await cancel(booking.id, "Driver unwell.");
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: "cancelled",
      cancellation_reason: "Driver unwell.",
    });
  });

  it("an illegal move is refused for what it is, reason or not", async () => {
    const booking = await confirmed();
    await admin.rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "in-progress",
    });
    const { error } = await cancel(booking.id, "Too late to cancel.");
    expect(error).toMatchObject({
      code: "P0001",
      message: "An in-progress booking cannot become cancelled.",
    });
    expect((await stored(booking.id)).cancellation_reason).toBeNull();
  });

  it("a cancelled booking asked to cancel again keeps its first reason", async () => {
    const booking = await createBooking(anonClient(), route);
    await cancel(booking.id, "First reason.");
    const { data, error } = await cancel(booking.id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ cancellation_reason: "First reason." });
  });
});

describe("the column's checks hold for every writer", () => {
  it.each([
    [" ", "bookings_cancellation_reason_not_blank"],
    ["\t\n", "bookings_cancellation_reason_not_blank"],
    ["y".repeat(501), "bookings_cancellation_reason_at_most_500_characters"],
  ])("%j → %s", async (reason, constraint) => {
    const booking = await createBooking(anonClient(), route);
    const { error } = await serviceClient()
      .from("bookings")
      .update({ cancellation_reason: reason })
      .eq("id", booking.id);
    expect(error).toMatchObject({
      code: "23514",
      message: `new row for relation "bookings" violates check constraint "${constraint}"`,
    });
  });
});
