import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import {
  adminClient,
  createVehicle,
  type TestVehicle,
} from "../support/fixtures-functions.ts";
import { lagosDay } from "../support/maintenance-fixtures.ts";

let admin: SupabaseClient;
let adminId: string;
beforeAll(async () => {
  admin = await adminClient();
  adminId = (await admin.auth.getUser()).data.user!.id;
});

const entry = (vehicle: TestVehicle, fields: Record<string, unknown> = {}) => ({
  p_vehicle_id: vehicle.id,
  p_log_date: lagosDay(0),
  p_log_type: "Repair",
  p_details: "  Brake pads replaced  ",
  p_cost_kobo: 4_500_000,
  p_odometer_km: 52_300,
  ...fields,
});

async function vehicleStatus(id: string): Promise<string> {
  const { data } = await serviceClient()
    .from("fleets")
    .select("status")
    .eq("id", id)
    .single();
  return data!.status as string;
}

async function entriesOf(vehicleId: string) {
  const { data } = await serviceClient()
    .from("maintenance_logs")
    .select("id, details, cost_kobo, odometer_km, log_type")
    .eq("vehicle_id", vehicleId);
  return data!;
}

describe("save_maintenance_log", () => {
  it("adds an entry and puts the vehicle in maintenance, then edits it and takes it out, audited", async () => {
    const vehicle = await createVehicle();
    const added = await admin.rpc(
      "save_maintenance_log",
      entry(vehicle, { p_vehicle_status: "maintenance" }),
    );
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({
      vehicle_id: vehicle.id,
      details: "Brake pads replaced",
      cost_kobo: 4_500_000,
      odometer_km: 52_300,
      created_by: adminId,
    });
    expect(await vehicleStatus(vehicle.id)).toBe("maintenance");

    const edited = await admin.rpc(
      "save_maintenance_log",
      entry(vehicle, {
        p_id: added.data.id,
        p_log_type: "Service",
        p_details: "Full service",
        p_cost_kobo: 18_000_000,
        p_odometer_km: null,
        p_vehicle_status: "available",
      }),
    );
    expect(edited.error).toBeNull();
    expect(await entriesOf(vehicle.id)).toEqual([
      {
        id: added.data.id,
        details: "Full service",
        cost_kobo: 18_000_000,
        odometer_km: null,
        log_type: "Service",
      },
    ]);
    expect(await vehicleStatus(vehicle.id)).toBe("available");

    const { data: audit } = await serviceClient()
      .from("audit_log")
      .select("table_name, action, actor_id")
      .in("row_id", [added.data.id, vehicle.id])
      .order("id");
    expect(audit).toEqual(
      expect.arrayContaining([
        { table_name: "maintenance_logs", action: "insert", actor_id: adminId },
        { table_name: "fleets", action: "update", actor_id: adminId },
        { table_name: "maintenance_logs", action: "update", actor_id: adminId },
      ]),
    );
  });

  it("leaves the vehicle's status alone when none is given", async () => {
    const vehicle = await createVehicle({ status: "maintenance" });
    const saved = await admin.rpc("save_maintenance_log", entry(vehicle));
    expect(saved.error).toBeNull();
    expect(await vehicleStatus(vehicle.id)).toBe("maintenance");
  });

  it("writes nothing when any part is refused", async () => {
    const onTrip = await createVehicle({ status: "on-trip" });
    const refused = await admin.rpc(
      "save_maintenance_log",
      entry(onTrip, { p_vehicle_status: "maintenance" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      `${onTrip.model} (${onTrip.registration_number}) is on a trip; change its status once the trip has ended.`,
    );
    expect(await entriesOf(onTrip.id)).toEqual([]);
    expect(await vehicleStatus(onTrip.id)).toBe("on-trip");

    const vehicle = await createVehicle();
    const unknownEntry = await admin.rpc(
      "save_maintenance_log",
      entry(vehicle, {
        p_id: "00000000-0000-4000-8000-000000000000",
        p_vehicle_status: "maintenance",
      }),
    );
    expect(unknownEntry.status).toBe(404);
    expect(unknownEntry.error?.message).toBe("Maintenance entry not found.");
    expect(await vehicleStatus(vehicle.id)).toBe("available");
  });

  it.each([
    [{ p_log_date: lagosDay(1) }, "The date cannot be in the future."],
    [{ p_details: "   " }, "Describe the work done."],
    [
      { p_details: "x".repeat(2001) },
      "Use at most 2000 characters for the details.",
    ],
    [{ p_cost_kobo: -1 }, "Enter the cost (0 if none)."],
    [{ p_odometer_km: -5 }, "The odometer reading cannot be negative."],
    [
      { p_vehicle_status: "on-trip" },
      "A vehicle goes on a trip only when its booking starts; choose available or maintenance.",
    ],
  ])("refuses %o with a readable 400", async (fields, message) => {
    const vehicle = await createVehicle();
    const answer = await admin.rpc(
      "save_maintenance_log",
      entry(vehicle, fields),
    );
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe(message);
    expect(await entriesOf(vehicle.id)).toEqual([]);
  });

  it("answers 404 for an unknown vehicle and 400 for an unknown type", async () => {
    const vehicle = await createVehicle();
    const unknown = await admin.rpc(
      "save_maintenance_log",
      entry(vehicle, { p_vehicle_id: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe("Vehicle not found.");
    const badType = await admin.rpc(
      "save_maintenance_log",
      entry(vehicle, { p_log_type: "Polish" }),
    );
    expect(badType.status).toBe(400);
  });

  it("is for administrators only", async () => {
    const vehicle = await createVehicle();
    const { client } = await signedInClient();
    const customer = await client.rpc("save_maintenance_log", entry(vehicle));
    expect(customer.status).toBe(403);
    expect(customer.error?.message).toBe(
      "Only administrators can log maintenance.",
    );
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    expect(
      (await owner.client.rpc("save_maintenance_log", entry(vehicle))).status,
    ).toBe(403);
    expect(
      (await anonClient().rpc("save_maintenance_log", entry(vehicle))).status,
    ).toBe(401);
    expect(await entriesOf(vehicle.id)).toEqual([]);
  });
});
