import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { serviceClient } from "../../local-backend/support.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";

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

/** This month in Lagos, as YYYY-MM. */
function lagosMonth(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" })
    .format(new Date())
    .slice(0, 7);
}

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

  it("counts this month's completed trips at their fare until their vehicle's report is filed", async () => {
    const vehicle = await createVehicle();
    const before = await stats();

    await insertRow("bookings", {
      ...bookingRow(null),
      status: "completed",
      fare_kobo: 2_345_600,
      vehicle_id: vehicle.id,
      completed_at: new Date().toISOString(),
    });
    // Cancelled trips are not revenue.
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
    const { error } = await serviceClient()
      .from("revenue_reports")
      .insert({
        vehicle_id: vehicle.id,
        period: `${lagosMonth()}-01`,
        revenue_kobo: 2_000_000,
        expenses_kobo: 0,
      });
    expect(error).toBeNull();
    const reported = await stats();
    expect(reported.total_revenue_kobo).toBe(
      before.total_revenue_kobo + 2_000_000,
    );
  });

  it("leaves trips older than last month to the reports", async () => {
    const before = await stats();
    await insertRow("bookings", {
      ...bookingRow(null),
      status: "completed",
      fare_kobo: 3_000_000,
      completed_at: new Date(Date.now() - 70 * 86_400_000).toISOString(),
    });
    expect((await stats()).total_revenue_kobo).toBe(before.total_revenue_kobo);
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
