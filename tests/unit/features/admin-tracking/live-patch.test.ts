import { describe, expect, it } from "vitest";

import { fixAge, isStale } from "@/features/admin-tracking/freshness";
import {
  applyPositions,
  batchNeedsRefetch,
  toPositionUpdate,
} from "@/features/admin-tracking/live-patch";
import type {
  PositionUpdate,
  TrackedVehicle,
} from "@/features/admin-tracking/types";

const NOW = Date.parse("2026-11-25T10:00:00Z");
const at = (secondsAgo: number) =>
  new Date(NOW - secondsAgo * 1000).toISOString();

function vehicle(id: string, fields: Partial<TrackedVehicle> = {}) {
  return {
    vehicle_id: id,
    model: "Toyota Camry XLE",
    registration_number: "LSR-806CN",
    vehicle_status: "available",
    lat: 6.5,
    lng: 3.38,
    speed_kmh: 0,
    heading: 0,
    recorded_at: at(60),
    source: "simulator",
    driver_id: "driver-1",
    driver_name: "Sunday Effiong",
    booking_id: null,
    booking_reference: null,
    booking_status: null,
    pickup_location: null,
    dropoff_location: null,
    ...fields,
  } satisfies TrackedVehicle;
}

const update = (id: string, fields: Partial<PositionUpdate> = {}) =>
  ({
    vehicle_id: id,
    lat: 6.51,
    lng: 3.39,
    speed_kmh: 40,
    heading: 90,
    recorded_at: at(1),
    source: "simulator",
    driver_id: null,
    ...fields,
  }) satisfies PositionUpdate;

describe("applying live positions to the board", () => {
  it("replaces only the vehicles in the batch, keeping the others' objects", () => {
    const board = [vehicle("a"), vehicle("b")];
    const next = applyPositions(board, new Map([["a", update("a")]]));
    expect(next[0]).toMatchObject({ lat: 6.51, speed_kmh: 40, heading: 90 });
    expect(next[0]?.driver_name).toBe("Sunday Effiong");
    expect(next[1]).toBe(board[1]);
  });

  it("never lets an older fix replace a newer one", () => {
    const board = [vehicle("a", { recorded_at: at(0) })];
    const next = applyPositions(
      board,
      new Map([["a", update("a", { recorded_at: at(5) })]]),
    );
    expect(next[0]).toBe(board[0]);
  });

  it("takes a phone's driver and asks for a refetch to learn the name", () => {
    const board = [vehicle("a")];
    const batch = new Map([
      ["a", update("a", { source: "phone", driver_id: "driver-2" })],
    ]);
    expect(applyPositions(board, batch)[0]).toMatchObject({
      source: "phone",
      driver_id: "driver-2",
      driver_name: null,
    });
    expect(batchNeedsRefetch(board, batch)).toBe(true);
    expect(batchNeedsRefetch(board, new Map([["a", update("a")]]))).toBe(false);
    expect(batchNeedsRefetch(board, new Map([["z", update("z")]]))).toBe(true);
  });

  it("reads a Realtime row, refusing one without a position or a known source", () => {
    expect(
      toPositionUpdate({ ...update("a"), speed_kmh: "12.5", heading: 30 }),
    ).toMatchObject({ speed_kmh: 12.5, heading: 30 });
    expect(toPositionUpdate({ ...update("a"), lat: null })).toBeNull();
    expect(toPositionUpdate({ ...update("a"), source: "gps" })).toBeNull();
  });
});

describe("fix freshness", () => {
  it("is stale from two minutes on, or with no fix at all", () => {
    expect(isStale(at(119), NOW)).toBe(false);
    expect(isStale(at(120), NOW)).toBe(true);
    expect(isStale(null, NOW)).toBe(true);
  });

  it("reads the fix's age in seconds, minutes, hours and days", () => {
    expect(fixAge(at(0), NOW)).toBe("just now");
    expect(fixAge(at(12), NOW)).toBe("12 s ago");
    expect(fixAge(at(185), NOW)).toBe("3 min ago");
    expect(fixAge(at(7_200), NOW)).toBe("2 h ago");
    expect(fixAge(at(3 * 86_400), NOW)).toBe("3 d ago");
    expect(fixAge(null, NOW)).toBe("No fix yet");
  });
});
