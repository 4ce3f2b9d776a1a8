import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { serviceClient } from "../integration/support.ts";
import { bookingRow, insertRow } from "./support/fixture-rows.ts";
import { adminClient, createVehicle } from "./support/fixtures-functions.ts";

interface Stats {
  active_cars: number;
  available_drivers: number;
  total_revenue_kobo: number;
  pending_bookings: number;
}

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function stats(): Promise<Stats> {
  const { data, error } = await admin.rpc("dashboard_stats");
  expect(error).toBeNull();
  return data as Stats;
}

describe("dashboard_stats total revenue", () => {
  it("answers one object with the four cards", async () => {
    expect(Object.keys(await stats()).sort()).toEqual([
      "active_cars",
      "available_drivers",
      "pending_bookings",
      "total_revenue_kobo",
    ]);
  });

  it("counts a completed trip's fare until a revenue report covers its vehicle and month", async () => {
    const vehicle = await createVehicle();
    // Completed in the middle of a past month, so the month is unambiguous in Lagos.
    const completedAt = "2031-03-15T12:00:00Z";
    const before = await stats();

    await insertRow("bookings", {
      ...bookingRow(null),
      status: "completed",
      fare_kobo: 2_345_600,
      vehicle_id: vehicle.id,
      completed_at: completedAt,
    });
    // Pending and cancelled trips are not revenue.
    await insertRow("bookings", {
      ...bookingRow(null),
      status: "cancelled",
      fare_kobo: 9_900_000,
      vehicle_id: vehicle.id,
    });
    const withTrip = await stats();
    expect(withTrip.total_revenue_kobo).toBe(
      before.total_revenue_kobo + 2_345_600,
    );

    // The month's report is the books: it replaces the trip's fare, it does not add to it.
    const { error } = await serviceClient().from("revenue_reports").insert({
      vehicle_id: vehicle.id,
      period: "2031-03-01",
      revenue_kobo: 2_000_000,
      expenses_kobo: 0,
    });
    expect(error).toBeNull();
    const reported = await stats();
    expect(reported.total_revenue_kobo).toBe(
      before.total_revenue_kobo + 2_000_000,
    );
  });

  it("does not count cash collected as extra revenue", async () => {
    const trip = await insertRow("bookings", {
      ...bookingRow(null),
      status: "completed",
      fare_kobo: 700_000,
    });
    const before = await stats();
    const { error } = await admin.rpc("record_cash_payment", {
      p_booking_id: trip,
      p_amount_kobo: 700_000,
      p_received_by: "Stats Cashier",
    });
    expect(error).toBeNull();
    expect((await stats()).total_revenue_kobo).toBe(before.total_revenue_kobo);
  });
});
