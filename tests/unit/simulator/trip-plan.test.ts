import { describe, expect, it } from "vitest";

import type { LngLat } from "../../../scripts/simulator/geo";
import {
  legKey,
  planLegs,
  type SimBooking,
} from "../../../scripts/simulator/trip-plan";

const NOW = new Date("2026-11-24T10:00:00Z");
const minutes = (n: number) =>
  new Date(NOW.getTime() + n * 60_000).toISOString();
const AIRPORT: LngLat = [3.3211, 6.5774];
const IKOYI: LngLat = [3.4346, 6.4474];

let counter = 0;
function booking(overrides: Partial<SimBooking>): SimBooking {
  counter += 1;
  return {
    id: `booking-${counter}`,
    status: "confirmed",
    bookingTime: minutes(30),
    vehicleId: `vehicle-${counter}`,
    pickup: AIRPORT,
    dropoff: IKOYI,
    ...overrides,
  };
}

describe("which vehicles drive where", () => {
  it("drives a trip under way from its pickup to its drop-off", () => {
    const trip = booking({ status: "in-progress", bookingTime: minutes(-20) });
    expect(planLegs([trip], NOW)).toEqual([
      {
        vehicleId: trip.vehicleId,
        bookingId: trip.id,
        phase: "on-trip",
        start: AIRPORT,
        end: IKOYI,
      },
    ]);
  });

  it("sends the car of a confirmed trip due within the hour to the pickup, from where it is", () => {
    const soon = booking({ bookingTime: minutes(45) });
    const late = booking({ bookingTime: minutes(-90) });
    const [first, second] = planLegs([soon, late], NOW);
    expect(first).toMatchObject({ bookingId: soon.id, phase: "to-pickup" });
    expect(first).toMatchObject({ start: null, end: AIRPORT });
    expect(second).toMatchObject({ bookingId: late.id, phase: "to-pickup" });
  });

  it("leaves trips more than an hour away, long overdue, or without places alone", () => {
    const plan = planLegs(
      [
        booking({ bookingTime: minutes(61) }),
        booking({ bookingTime: minutes(-121) }),
        booking({ pickup: null }),
        booking({ status: "in-progress", dropoff: null }),
      ],
      NOW,
    );
    expect(plan).toEqual([]);
  });

  it("gives a car one drive: its trip under way first, else its earliest pickup", () => {
    const vehicleId = "shared";
    const later = booking({ vehicleId, bookingTime: minutes(50) });
    const earlier = booking({ vehicleId, bookingTime: minutes(10) });
    expect(planLegs([later, earlier], NOW).map(legKey)).toEqual([
      `${earlier.id}:to-pickup`,
    ]);
    const underWay = booking({
      vehicleId,
      status: "in-progress",
      bookingTime: minutes(-30),
    });
    expect(planLegs([earlier, underWay, later], NOW).map(legKey)).toEqual([
      `${underWay.id}:on-trip`,
    ]);
  });

  it("does not drive a vehicle whose driver's phone is reporting it", () => {
    const trip = booking({ status: "in-progress" });
    expect(planLegs([trip], NOW, new Set([trip.vehicleId]))).toEqual([]);
  });
});
