import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { bookingRow, insertRow } from "../support/fixture-rows.ts";
import {
  adminClient,
  createVehicle,
  hoursFromNow,
} from "../support/fixtures-functions.ts";
import { addLog, lagosDay } from "../support/maintenance-fixtures.ts";

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

async function alertsFor(vehicleId: string): Promise<Alert[]> {
  const { data, error } = await admin.rpc("dashboard_alerts");
  expect(error).toBeNull();
  return (data as Alert[]).filter((a) => a.vehicle_id === vehicleId);
}

/** "3 March 2026", as the alerts write a date. */
function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

describe("dashboard_alerts: service reminders", () => {
  it("flags an overdue service until a new one is logged", async () => {
    const vehicle = await createVehicle();
    await addLog(vehicle.id, {
      log_date: lagosDay(-95),
      log_type: "Service",
      odometer_km: 30_000,
    });
    await addLog(vehicle.id, {
      log_date: lagosDay(-2),
      log_type: "Fuel",
      odometer_km: 41_250,
    });
    expect(await alertsFor(vehicle.id)).toEqual([
      {
        kind: "service_overdue",
        severity: "critical",
        title: `${vehicle.model} (${vehicle.registration_number}) is overdue for service`,
        detail: `Was due on ${longDate(lagosDay(-5))} (5 days ago) or at 40,000 km (1,250 km past).`,
        booking_id: null,
        driver_id: null,
        vehicle_id: vehicle.id,
      },
    ]);

    const serviced = await admin.rpc("save_maintenance_log", {
      p_vehicle_id: vehicle.id,
      p_log_date: lagosDay(0),
      p_log_type: "Service",
      p_details: "Scheduled service",
      p_cost_kobo: 16_500_000,
      p_odometer_km: 41_300,
    });
    expect(serviced.error).toBeNull();
    expect(await alertsFor(vehicle.id)).toEqual([]);
  });

  it("warns when a service is due soon", async () => {
    const vehicle = await createVehicle();
    await addLog(vehicle.id, { log_date: lagosDay(-80), log_type: "Service" });
    expect(await alertsFor(vehicle.id)).toEqual([
      expect.objectContaining({
        kind: "service_due_soon",
        severity: "warning",
        title: `${vehicle.model} (${vehicle.registration_number}) is due for service soon`,
        detail: `Due on ${longDate(lagosDay(10))} (in 10 days).`,
      }),
    ]);
  });

  it("flags the open bookings of a vehicle put into maintenance from an entry", async () => {
    const vehicle = await createVehicle();
    const booking = await insertRow("bookings", {
      ...bookingRow(null),
      booking_time: hoursFromNow(30),
      vehicle_id: vehicle.id,
    });
    const saved = await admin.rpc("save_maintenance_log", {
      p_vehicle_id: vehicle.id,
      p_log_date: lagosDay(0),
      p_log_type: "Repair",
      p_details: "Gearbox fault",
      p_cost_kobo: 0,
      p_vehicle_status: "maintenance",
    });
    expect(saved.error).toBeNull();
    expect(await alertsFor(vehicle.id)).toEqual([
      expect.objectContaining({
        kind: "vehicle_in_maintenance",
        booking_id: booking,
      }),
    ]);
  });
});
