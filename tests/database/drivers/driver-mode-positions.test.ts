import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import {
  driverWith,
  rowOf,
  signedInDriver,
  type SignedInDriver,
} from "../support/driver-mode-fixtures.ts";
import { createVehicle } from "../support/fixture-rows.ts";
import { adminClient } from "../support/fixtures-functions.ts";

/**
 * report_position is the one write path for live positions: a driver's phone for their own
 * vehicle, the simulator (service role) for any vehicle; everyone else is refused with a 4xx.
 */

let driver: SignedInDriver;
let other: SignedInDriver;

beforeAll(async () => {
  driver = await signedInDriver();
  other = await signedInDriver();
});

const IKOYI = { p_lat: 6.4474, p_lng: 3.4336 };

async function positionOf(vehicleId: string) {
  const { data } = await service()
    .from("vehicle_positions")
    .select("*")
    .eq("vehicle_id", vehicleId)
    .maybeSingle();
  return data as Record<string, unknown> | null;
}

describe("a driver shares their phone's position", () => {
  it("stores it for their assigned vehicle, as a phone fix of theirs, recorded by the server", async () => {
    const before = Date.now();
    const { data, error, status } = await driver.client.rpc("report_position", {
      ...IKOYI,
      p_speed_kmh: 37.46,
      p_heading: -90,
      p_accuracy_m: 12.34,
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      vehicle_id: driver.vehicleId,
      lat: 6.4474,
      lng: 3.4336,
      heading: 270,
      source: "phone",
      simulated: false,
      driver_id: driver.driverId,
    });
    const stored = (await positionOf(driver.vehicleId))!;
    expect(Number(stored.speed_kmh)).toBe(37.5);
    expect(Number(stored.accuracy_m)).toBe(12.3);
    expect(Date.parse(String(stored.recorded_at))).toBeGreaterThan(
      before - 5_000,
    );
  });

  it("accepts its own vehicle named explicitly, and a heading past a full turn", async () => {
    // The previous report is made older than the 1 s a phone report waits for, instead of waiting.
    const { error: aged } = await service()
      .from("vehicle_positions")
      .update({ recorded_at: new Date(Date.now() - 60_000).toISOString() })
      .eq("vehicle_id", driver.vehicleId);
    expect(aged).toBeNull();
    const { data, error } = await driver.client.rpc("report_position", {
      p_lat: 6.45,
      p_lng: 3.44,
      p_heading: 725,
      p_vehicle_id: driver.vehicleId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ lat: 6.45, heading: 5, speed_kmh: 0 });
  });

  it("keeps only one fix a second from a phone: a quicker one returns the stored row unchanged", async () => {
    const first = await other.client.rpc("report_position", IKOYI);
    const second = await other.client.rpc("report_position", {
      p_lat: 6.6,
      p_lng: 3.3,
    });
    expect(second.error).toBeNull();
    expect(second.data).toEqual(first.data);
    expect((await positionOf(other.vehicleId))!.lat).toBe(IKOYI.p_lat);
  });

  it("refuses another vehicle, and leaves that vehicle's position alone", async () => {
    const { error, status } = await driver.client.rpc("report_position", {
      ...IKOYI,
      p_vehicle_id: other.vehicleId,
    });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: "42501",
      message: "You can share the position of your assigned vehicle only.",
    });
    expect((await positionOf(other.vehicleId))!.driver_id).toBe(other.driverId);
  });

  it.each([
    [
      "no vehicle assigned",
      { assigned_vehicle_id: null },
      "400 P0001 You have no vehicle assigned.",
    ],
    [
      "an inactive driver",
      { status: "inactive" },
      "403 42501 Your driver account is inactive.",
    ],
    [
      "a login with no drivers row",
      "unlinked",
      "403 42501 Your account is not linked to a driver.",
    ],
  ] as const)("refuses %s", async (_label, fields, expected) => {
    const caller = await driverWith(fields);
    const answer = await caller.client.rpc("report_position", IKOYI);
    expect(
      `${answer.status} ${answer.error?.code} ${answer.error?.message}`,
    ).toBe(expected);
  });
});

describe("the simulator reports with the service role", () => {
  it("names the vehicle and is stored as simulated", async () => {
    const vehicleId = await createVehicle();
    const { data, error } = await service().rpc("report_position", {
      ...IKOYI,
      p_speed_kmh: 52,
      p_heading: 180,
      p_vehicle_id: vehicleId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      vehicle_id: vehicleId,
      source: "simulator",
      simulated: true,
      driver_id: null,
      speed_kmh: 52,
    });
  });

  it("must name a vehicle that exists", async () => {
    const none = await service().rpc("report_position", IKOYI);
    expect(`${none.status} ${none.error?.message}`).toBe(
      "400 Choose a vehicle.",
    );
    const unknown = await service().rpc("report_position", {
      ...IKOYI,
      p_vehicle_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(`${unknown.status} ${unknown.error?.message}`).toBe(
      "404 Vehicle not found.",
    );
  });

  it("does not overwrite a fresh phone fix: a real position beats a simulated one", async () => {
    const phone = (await positionOf(driver.vehicleId))!;
    const { data } = await service().rpc("report_position", {
      p_lat: 6.5,
      p_lng: 3.35,
      p_vehicle_id: driver.vehicleId,
    });
    expect(data).toMatchObject({ source: "phone", lat: phone.lat });
  });
});

describe("nobody else reports positions", () => {
  it.each(["customer", "owner", "admin"] as const)(
    "refuses the %s with 403",
    async (role) => {
      const client =
        role === "admin"
          ? await adminClient()
          : (
              await signedInClient(
                role === "owner" ? { appMetadata: { role } } : {},
              )
            ).client;
      const { status, error } = await client.rpc("report_position", {
        ...IKOYI,
        p_vehicle_id: driver.vehicleId,
      });
      expect(status).toBe(403);
      expect(error?.message).toBe("Only drivers can share their position.");
    },
  );

  it("a visitor cannot execute it", async () => {
    const { status, error } = await anonClient().rpc("report_position", IKOYI);
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
  });

  it("a driver writes no position directly", async () => {
    const { data, error } = await driver.client
      .from("vehicle_positions")
      .update({ lat: 1 })
      .eq("vehicle_id", driver.vehicleId)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const stored = await rowOf(
      "vehicle_positions",
      driver.vehicleId,
      "vehicle_id",
    );
    expect(stored.lat).not.toBe(1);
  });
});

describe("bad input is a 400 with a sentence", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no latitude", { p_lat: null }, "Give a latitude and a longitude."],
    [
      "latitude past a pole",
      { p_lat: 90.5 },
      "Latitude must be between -90 and 90.",
    ],
    ["latitude NaN", { p_lat: "NaN" }, "Latitude must be between -90 and 90."],
    [
      "longitude infinite",
      { p_lng: "-Infinity" },
      "Longitude must be between -180 and 180.",
    ],
    [
      "a negative speed",
      { p_speed_kmh: -1 },
      "Speed must be between 0 and 300 km/h.",
    ],
    [
      "a speed of 301",
      { p_speed_kmh: 301 },
      "Speed must be between 0 and 300 km/h.",
    ],
    [
      "a negative accuracy",
      { p_accuracy_m: -0.5 },
      "Accuracy must be between 0 and 100000 metres.",
    ],
    [
      "an accuracy of NaN",
      { p_accuracy_m: "NaN" },
      "Accuracy must be between 0 and 100000 metres.",
    ],
  ];
  it.each(cases)("%s", async (_label, args, message) => {
    const before = await positionOf(driver.vehicleId);
    const answer = await driver.client.rpc("report_position", {
      ...IKOYI,
      ...args,
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toBe(message);
    expect(await positionOf(driver.vehicleId)).toEqual(before);
  });

  it("a heading that is not an integer", async () => {
    const answer = await driver.client.rpc("report_position", {
      ...IKOYI,
      p_heading: 1.5,
    });
    expect(answer.status).toBe(400);
  });
});
