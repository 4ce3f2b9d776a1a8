import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";
import {
  adminClient,
  createDriver,
  createVehicle,
  hoursFromNow,
} from "../support/fixtures-functions.ts";

interface Alert {
  kind: string;
  severity: string;
  title: string;
  detail: string;
  booking_id: string | null;
  driver_id: string | null;
  vehicle_id: string | null;
}

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function alerts(): Promise<Alert[]> {
  const { data, error } = await admin.rpc("dashboard_alerts");
  expect(error).toBeNull();
  return data as Alert[];
}

/** The Lagos calendar date `days` from today, as YYYY-MM-DD. */
function lagosDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(
    at,
  );
}

const pendingBooking = (fields: Record<string, unknown>) =>
  insertRow("bookings", { ...bookingRow(null), ...fields });

describe("dashboard_alerts", () => {
  it("flags licences expired or expiring within 30 days, and no others", async () => {
    const expired = await createDriver({ license_expiry: lagosDay(-3) });
    const soon = await createDriver({ license_expiry: lagosDay(10) });
    const later = await createDriver({ license_expiry: lagosDay(45) });

    const list = await alerts();
    expect(list.find((a) => a.driver_id === expired.id)).toMatchObject({
      kind: "licence_expired",
      severity: "critical",
      title: `${expired.name}'s licence has expired`,
    });
    expect(list.find((a) => a.driver_id === soon.id)).toMatchObject({
      kind: "licence_expiring",
      severity: "warning",
      title: `${soon.name}'s licence expires soon`,
      detail: expect.stringMatching(/\(in 10 days\)\.$/),
    });
    expect(list.some((a) => a.driver_id === later.id)).toBe(false);
  });

  it("flags pending bookings within 2 hours of pickup that have no driver", async () => {
    const soon = await pendingBooking({ booking_time: hoursFromNow(1) });
    const later = await pendingBooking({ booking_time: hoursFromNow(5) });
    const list = await alerts();
    const alert = list.find((a) => a.booking_id === soon);
    expect(alert).toMatchObject({
      kind: "booking_unassigned",
      severity: "critical",
      detail: expect.stringContaining("from Ikeja City Mall to Lekki Phase 1"),
    });
    expect(alert?.title).toMatch(/^EKO-[A-Z0-9]{6} has no driver yet$/);
    expect(list.some((a) => a.booking_id === later)).toBe(false);
  });

  it("flags a vehicle in maintenance that open bookings still use", async () => {
    const vehicle = await createVehicle({ status: "maintenance" });
    const driver = await createDriver();
    const open = await pendingBooking({
      booking_time: hoursFromNow(30),
      vehicle_id: vehicle.id,
      driver_id: driver.id,
    });
    const done = await pendingBooking({
      booking_time: hoursFromNow(30),
      vehicle_id: vehicle.id,
      status: "cancelled",
    });
    const list = await alerts();
    expect(list.filter((a) => a.vehicle_id === vehicle.id)).toEqual([
      {
        kind: "vehicle_in_maintenance",
        severity: "critical",
        title: `${vehicle.model} (${vehicle.registration_number}) is in maintenance`,
        detail: expect.stringMatching(/^It is assigned to EKO-/),
        booking_id: open,
        driver_id: driver.id,
        vehicle_id: vehicle.id,
      },
    ]);
    expect(list.some((a) => a.booking_id === done)).toBe(false);

    await serviceClient()
      .from("fleets")
      .update({ status: "available" })
      .eq("id", vehicle.id);
    expect((await alerts()).some((a) => a.vehicle_id === vehicle.id)).toBe(
      false,
    );
  });

  it("puts critical alerts before warnings", async () => {
    await createDriver({ license_expiry: lagosDay(5) });
    await createDriver({ license_expiry: lagosDay(-1) });
    const severities = (await alerts()).map((a) => a.severity);
    const firstWarning = severities.indexOf("warning");
    expect(firstWarning).toBeGreaterThan(0);
    expect(severities.slice(firstWarning)).not.toContain("critical");
  });

  it("is for administrators only", async () => {
    const { client } = await signedInClient();
    const customer = await client.rpc("dashboard_alerts");
    expect(customer.status).toBe(403);
    expect(customer.error?.message).toBe(
      "Only administrators can see the dashboard.",
    );
    expect((await anonClient().rpc("dashboard_alerts")).status).toBe(401);
  });
});
