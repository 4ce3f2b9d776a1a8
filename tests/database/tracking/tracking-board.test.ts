import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { ensureDriverAccount } from "../support/driver-accounts.ts";
import { giveLocationConsent } from "../support/driver-mode-fixtures.ts";
import { bookingRow, insertRow } from "../support/fixture-rows.ts";
import {
  adminClient,
  createDriver,
  createVehicle,
  hoursFromNow,
} from "../support/fixtures-functions.ts";

interface BoardRow {
  vehicle_id: string;
  model: string;
  registration_number: string;
  vehicle_status: string;
  lat: number | null;
  lng: number | null;
  speed_kmh: number | null;
  heading: number | null;
  recorded_at: string | null;
  source: string | null;
  driver_id: string | null;
  driver_name: string | null;
  booking_id: string | null;
  booking_reference: string | null;
  booking_status: string | null;
  pickup_location: string | null;
  dropoff_location: string | null;
}

let admin: SupabaseClient;
beforeAll(async () => {
  admin = await adminClient();
});

async function board(): Promise<BoardRow[]> {
  const { data, error } = await admin.rpc("tracking_board");
  expect(error).toBeNull();
  return data as BoardRow[];
}
const rowOf = (rows: BoardRow[], vehicleId: string) =>
  rows.find((row) => row.vehicle_id === vehicleId);

async function assign(driverId: string, vehicleId: string): Promise<void> {
  const { error } = await serviceClient()
    .from("drivers")
    .update({ assigned_vehicle_id: vehicleId })
    .eq("id", driverId);
  expect(error).toBeNull();
}

function booking(
  vehicleId: string,
  driverId: string | null,
  status: "confirmed" | "in-progress" | "pending",
  bookingTime: string,
  pickup = "Eko Hotel & Suites",
): Promise<string> {
  return insertRow("bookings", {
    ...bookingRow(null),
    vehicle_id: vehicleId,
    driver_id: driverId,
    status,
    booking_time: bookingTime,
    pickup_location: pickup,
    dropoff_location: "MMA2 Domestic Terminal",
  });
}

describe("tracking_board", () => {
  it("lists every vehicle with its position, source and driver", async () => {
    const phoneUser = await signedInClient({
      appMetadata: { role: "driver" },
    });
    const phone = await ensureDriverAccount(phoneUser.userId);
    await giveLocationConsent(phoneUser.client);
    const reported = await phoneUser.client.rpc("report_position", {
      p_lat: 6.4281,
      p_lng: 3.4219,
      p_speed_kmh: 42.5,
      p_heading: 90,
    });
    expect(reported.error).toBeNull();

    const simulated = await createVehicle({ model: "Lexus LX 600" });
    const simulatedDriver = await createDriver();
    await assign(simulatedDriver.id, simulated.id);
    const sent = await serviceClient().rpc("report_position", {
      p_lat: 6.5772,
      p_lng: 3.3211,
      p_speed_kmh: 0,
      p_heading: 180,
      p_vehicle_id: simulated.id,
    });
    expect(sent.error).toBeNull();

    const parked = await createVehicle();

    const rows = await board();
    const { data: phoneDriver } = await serviceClient()
      .from("drivers")
      .select("name")
      .eq("id", phone.driverId)
      .single();
    expect(rowOf(rows, phone.vehicleId)).toMatchObject({
      lat: 6.4281,
      lng: 3.4219,
      speed_kmh: 42.5,
      heading: 90,
      source: "phone",
      driver_id: phone.driverId,
      driver_name: phoneDriver?.name,
    });
    expect(
      Date.now() - Date.parse(rowOf(rows, phone.vehicleId)!.recorded_at!),
    ).toBeLessThan(60_000);
    expect(rowOf(rows, simulated.id)).toMatchObject({
      model: "Lexus LX 600",
      registration_number: simulated.registration_number,
      vehicle_status: "available",
      lat: 6.5772,
      lng: 3.3211,
      heading: 180,
      source: "simulator",
      driver_id: simulatedDriver.id,
      driver_name: simulatedDriver.name,
      booking_id: null,
    });
    expect(rowOf(rows, parked.id)).toMatchObject({
      lat: null,
      lng: null,
      recorded_at: null,
      source: null,
      driver_id: null,
      booking_id: null,
    });
    const { count } = await serviceClient()
      .from("fleets")
      .select("id", { count: "exact", head: true });
    expect(rows).toHaveLength(count!);
  });

  it("shows the booking in progress before the day's next confirmed one", async () => {
    const vehicle = await createVehicle();
    const driver = await createDriver();
    await booking(vehicle.id, driver.id, "confirmed", hoursFromNow(0.5));
    const serving = await booking(
      vehicle.id,
      driver.id,
      "in-progress",
      hoursFromNow(-0.5),
      "Federal Palace Hotel",
    );
    const row = rowOf(await board(), vehicle.id);
    expect(row).toMatchObject({
      booking_id: serving,
      booking_status: "in-progress",
      pickup_location: "Federal Palace Hotel",
      dropoff_location: "MMA2 Domestic Terminal",
      driver_id: driver.id,
      driver_name: driver.name,
    });
    expect(row?.booking_reference).toMatch(/^EKO-[A-Z0-9]{6}$/);
  });

  it("else shows the earliest confirmed booking of the Lagos day, never a pending or later one", async () => {
    const vehicle = await createVehicle();
    const driver = await createDriver();
    await booking(vehicle.id, driver.id, "pending", hoursFromNow(0));
    await booking(vehicle.id, driver.id, "confirmed", hoursFromNow(48));
    const next = await booking(
      vehicle.id,
      driver.id,
      "confirmed",
      hoursFromNow(0),
    );
    const rows = await board();
    expect(rowOf(rows, vehicle.id)).toMatchObject({
      booking_id: next,
      booking_status: "confirmed",
    });

    const tomorrowOnly = await createVehicle();
    await booking(tomorrowOnly.id, driver.id, "confirmed", hoursFromNow(48));
    expect(rowOf(await board(), tomorrowOnly.id)?.booking_id).toBeNull();
  });

  it("refuses everyone but administrators", async () => {
    for (const role of [undefined, "owner", "driver"]) {
      const { client } = await signedInClient(
        role ? { appMetadata: { role } } : {},
      );
      const { data, error } = await client.rpc("tracking_board");
      expect(data).toBeNull();
      expect(error?.code).toBe("42501");
      expect(error?.message).toBe(
        "Only administrators can see the tracking board.",
      );
    }
    const visitor = await anonClient().rpc("tracking_board");
    expect(visitor.data).toBeNull();
    expect(visitor.error).not.toBeNull();
  });
});
