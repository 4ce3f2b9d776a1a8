import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

import { distanceMetres, type LngLat } from "../../../scripts/simulator/geo.ts";
import type { RoadCollection } from "../../../scripts/simulator/road-graph.ts";
import { createFleetSimulator } from "../../../scripts/simulator/simulator.ts";
import { must, service } from "../support/actors.ts";
import { signedInDriver } from "../support/driver-mode-fixtures.ts";
import {
  bookingRow,
  createVehicle,
  insertRow,
} from "../support/fixture-rows.ts";

/**
 * The simulator drives through report_position with the service role, exactly as a phone
 * reports: its positions are stored as source 'simulator', and a real phone fix wins.
 */

const roads = JSON.parse(
  await readFile(
    new URL("../../../public/maps/lagos/roads.geojson", import.meta.url),
    "utf8",
  ),
) as RoadCollection;

// 03:00 in Lagos on a Tuesday: free-flowing roads, so the distances below are predictable.
const NIGHT = new Date("2026-11-24T02:00:00Z");

async function place(slug: string) {
  const row = must(
    await service()
      .from("places")
      .select("id, lat, lng")
      .eq("slug", slug)
      .single(),
  );
  return { id: row.id as string, point: [row.lng, row.lat] as LngLat };
}

async function tripOn(
  vehicleId: string,
  status: "confirmed" | "in-progress",
  bookingTime: Date,
  pickup: { id: string },
  dropoff: { id: string },
) {
  return insertRow("bookings", {
    ...bookingRow(null),
    status,
    vehicle_id: vehicleId,
    pickup_place_id: pickup.id,
    dropoff_place_id: dropoff.id,
    booking_time: bookingTime.toISOString(),
  });
}

async function positionOf(vehicleId: string) {
  const row = must(
    await service()
      .from("vehicle_positions")
      .select("lat, lng, speed_kmh, heading, source")
      .eq("vehicle_id", vehicleId)
      .single(),
  );
  return { ...row, point: [row.lng, row.lat] as LngLat };
}

const simulatorFor = (vehicles: string[], now?: () => Date) =>
  createFleetSimulator({ client: service(), roads, vehicles, now });

describe("the telemetry simulator", () => {
  it("drives a trip under way from its pickup towards its drop-off, reported as simulated", async () => {
    const [airport, island] = await Promise.all([
      place("mmia-international-terminal"),
      place("victoria-island"),
    ]);
    const vehicleId = await createVehicle();
    await tripOn(vehicleId, "in-progress", NIGHT, airport, island);
    const simulator = simulatorFor([vehicleId], () => NIGHT);

    await simulator.refresh();
    expect(simulator.size).toBe(1);
    expect(await simulator.tick(0)).toEqual({ reported: 1, failures: [] });
    const start = await positionOf(vehicleId);
    expect(distanceMetres(start.point, airport.point)).toBeLessThan(1);
    expect(start.source).toBe("simulator");

    await simulator.tick(60);
    const later = await positionOf(vehicleId);
    const moved = distanceMetres(start.point, later.point);
    // At most a minute at the street leg's night speed, and not standing still.
    expect(moved).toBeGreaterThan(100);
    expect(moved).toBeLessThanOrEqual((Number(start.speed_kmh) / 3.6) * 60 + 1);
    expect(distanceMetres(later.point, island.point)).toBeLessThan(
      distanceMetres(start.point, island.point),
    );
    expect(Number(later.speed_kmh)).toBeGreaterThan(0);
    expect(later.heading).toBeGreaterThanOrEqual(0);
    expect(later.heading).toBeLessThan(360);
  });

  it("sends the car of a confirmed trip due within the hour from where it is to the pickup", async () => {
    const [ikeja, island, lekki] = await Promise.all([
      place("ikeja"),
      place("victoria-island"),
      place("lekki-phase-1"),
    ]);
    const vehicleId = await createVehicle();
    await service()
      .rpc("report_position", {
        p_lat: ikeja.point[1],
        p_lng: ikeja.point[0],
        p_vehicle_id: vehicleId,
      })
      .throwOnError();
    const due = new Date(NIGHT.getTime() + 30 * 60_000);
    await tripOn(vehicleId, "confirmed", due, island, lekki);
    const simulator = simulatorFor([vehicleId], () => NIGHT);

    await simulator.refresh();
    await simulator.tick(120);
    const now = await positionOf(vehicleId);
    expect(distanceMetres(now.point, island.point)).toBeLessThan(
      distanceMetres(ikeja.point, island.point),
    );
    expect(distanceMetres(now.point, ikeja.point)).toBeGreaterThan(100);
  });

  it("leaves a car alone while its driver's phone is reporting it", async () => {
    const driver = await signedInDriver();
    const [ikoyi, island] = await Promise.all([
      place("ikoyi"),
      place("victoria-island"),
    ]);
    await driver.client
      .rpc("report_position", { p_lat: 6.4512, p_lng: 3.4321 })
      .throwOnError();
    await tripOn(driver.vehicleId, "in-progress", new Date(), ikoyi, island);
    const simulator = simulatorFor([driver.vehicleId]);

    await simulator.refresh();
    expect(simulator.size).toBe(0);
    expect(await simulator.tick(60)).toEqual({ reported: 0, failures: [] });
    expect(await positionOf(driver.vehicleId)).toMatchObject({
      lat: 6.4512,
      lng: 3.4321,
      source: "phone",
    });
  });
});
