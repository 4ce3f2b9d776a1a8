import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { adminClient, createVehicle } from "../support/fixtures-functions.ts";
import { addLog, lagosDay } from "../support/maintenance-fixtures.ts";

interface Reminder {
  vehicle_id: string;
  service_interval_days: number;
  service_interval_km: number;
  last_service_date: string | null;
  last_service_odometer_km: number | null;
  latest_odometer_km: number | null;
  next_due_date: string;
  next_due_km: number | null;
  days_remaining: number;
  km_remaining: number | null;
  overdue: boolean;
  due_soon: boolean;
}

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function reminderFor(vehicleId: string): Promise<Reminder> {
  const { data, error } = await admin.rpc("service_reminders");
  expect(error).toBeNull();
  const row = (data as Reminder[]).find((r) => r.vehicle_id === vehicleId);
  expect(row).toBeDefined();
  return row!;
}

describe("service_reminders", () => {
  it("counts a new vehicle's first service from the day it joined, by date only", async () => {
    const vehicle = await createVehicle();
    expect(await reminderFor(vehicle.id)).toMatchObject({
      service_interval_days: 90,
      service_interval_km: 10_000,
      last_service_date: null,
      latest_odometer_km: null,
      next_due_date: lagosDay(90),
      next_due_km: null,
      days_remaining: 90,
      km_remaining: null,
      overdue: false,
      due_soon: false,
    });
  });

  it("dates and measures the next service from the latest Service entry", async () => {
    const vehicle = await createVehicle();
    await addLog(vehicle.id, {
      log_date: lagosDay(-200),
      log_type: "Service",
      odometer_km: 30_000,
    });
    await addLog(vehicle.id, {
      log_date: lagosDay(-30),
      log_type: "Service",
      odometer_km: 40_200,
    });
    // Later readings from other kinds of entry move the odometer on, not the last service.
    await addLog(vehicle.id, {
      log_date: lagosDay(-2),
      log_type: "Fuel",
      odometer_km: 46_000,
    });
    await addLog(vehicle.id, {
      log_date: lagosDay(-1),
      log_type: "Repair",
      odometer_km: null,
    });
    expect(await reminderFor(vehicle.id)).toMatchObject({
      last_service_date: lagosDay(-30),
      last_service_odometer_km: 40_200,
      latest_odometer_km: 46_000,
      next_due_date: lagosDay(60),
      next_due_km: 50_200,
      days_remaining: 60,
      km_remaining: 4_200,
      overdue: false,
      due_soon: false,
    });
  });

  it("is overdue past the km even while the date is far off, and due soon within 1 000 km", async () => {
    const vehicle = await createVehicle();
    await addLog(vehicle.id, {
      log_date: lagosDay(-20),
      log_type: "Service",
      odometer_km: 12_000,
    });
    const fuel = await addLog(vehicle.id, {
      log_date: lagosDay(-1),
      log_type: "Fuel",
      odometer_km: 21_500,
    });
    expect(await reminderFor(vehicle.id)).toMatchObject({
      next_due_km: 22_000,
      km_remaining: 500,
      overdue: false,
      due_soon: true,
    });
    await serviceClient()
      .from("maintenance_logs")
      .update({ odometer_km: 22_001 })
      .eq("id", fuel.id);
    expect(await reminderFor(vehicle.id)).toMatchObject({
      km_remaining: -1,
      days_remaining: 70,
      overdue: true,
      due_soon: false,
    });
  });

  it("follows the vehicle's own interval, and is due soon within 14 days, overdue the day after", async () => {
    const vehicle = await createVehicle();
    await serviceClient()
      .from("fleets")
      .update({ service_interval_days: 30, service_interval_km: 5_000 })
      .eq("id", vehicle.id);
    await addLog(vehicle.id, { log_date: lagosDay(-16), log_type: "Service" });
    expect(await reminderFor(vehicle.id)).toMatchObject({
      next_due_date: lagosDay(14),
      next_due_km: null,
      days_remaining: 14,
      due_soon: true,
      overdue: false,
    });
    await addLog(vehicle.id, { log_date: lagosDay(-31), log_type: "Service" });
    expect((await reminderFor(vehicle.id)).days_remaining).toBe(14);

    const late = await createVehicle();
    await serviceClient()
      .from("fleets")
      .update({ service_interval_days: 30 })
      .eq("id", late.id);
    await addLog(late.id, { log_date: lagosDay(-30), log_type: "Service" });
    expect(await reminderFor(late.id)).toMatchObject({
      days_remaining: 0,
      overdue: false,
      due_soon: true,
    });
    await addLog(late.id, { log_date: lagosDay(-31), log_type: "Inspection" });
    await serviceClient()
      .from("maintenance_logs")
      .update({ log_date: lagosDay(-31) })
      .eq("vehicle_id", late.id)
      .eq("log_type", "Service");
    expect(await reminderFor(late.id)).toMatchObject({
      days_remaining: -1,
      overdue: true,
      due_soon: false,
    });
  });

  it("refuses intervals outside their bounds", async () => {
    const vehicle = await createVehicle();
    const tooShort = await admin
      .from("fleets")
      .update({ service_interval_days: 3 })
      .eq("id", vehicle.id);
    expect(tooShort.status).toBe(400);
    const tooLong = await admin
      .from("fleets")
      .update({ service_interval_km: 250_000 })
      .eq("id", vehicle.id);
    expect(tooLong.status).toBe(400);
  });

  it("is for administrators only", async () => {
    const { client } = await signedInClient();
    const customer = await client.rpc("service_reminders");
    expect(customer.status).toBe(403);
    expect(customer.error?.message).toBe(
      "Only administrators can see service reminders.",
    );
    expect((await anonClient().rpc("service_reminders")).status).toBe(401);
  });
});
