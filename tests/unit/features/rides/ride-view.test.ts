import { describe, expect, it } from "vitest";

import { parseRideView } from "@/features/rides/api/ride-view";
import type { RideView } from "@/features/rides/types";

/** A share link's answer: every optional field null, as ride_status sends it. */
const shared: RideView = {
  reference: "EKO-VIEW01",
  access: "share",
  share_token: null,
  status: "pending",
  stage: "requested",
  booking_time: "2026-12-03T13:30:00Z",
  created_at: "2026-11-26T09:00:00Z",
  confirmed_at: null,
  arrived_at: null,
  started_at: null,
  completed_at: null,
  cancelled_at: null,
  cancelled_by: null,
  cancellation_reason: null,
  service_type: "premium",
  pickup_location: "Eko Hotel & Suites",
  dropoff_location: "Murtala Muhammed International Airport",
  pickup_lat: null,
  pickup_lng: null,
  dropoff_lat: null,
  dropoff_lng: null,
  fare_kobo: null,
  fare_breakdown: null,
  distance_km: null,
  duration_min: null,
  customer_first_name: null,
  flight_number: null,
  meeting_point: null,
  driver_name: null,
  driver_initials: null,
  driver_rating: null,
  vehicle_model: null,
  vehicle_colour: null,
  vehicle_plate: null,
  vehicle_lat: null,
  vehicle_lng: null,
  vehicle_heading: null,
  vehicle_speed_kmh: null,
  position_at: null,
  position_source: null,
  free_cancellation_minutes: null,
  cancel_cutoff_at: null,
  can_cancel: false,
  can_rate: false,
  rating: null,
  rating_comment: null,
  eta_minutes: null,
  driver_phone: null,
};

const without = (name: keyof RideView) => {
  const { [name]: _left, ...rest } = shared;
  return rest;
};

describe("parseRideView", () => {
  it("takes a complete answer as it is", () => {
    expect(parseRideView(shared)).toEqual(shared);
    const managed = {
      ...shared,
      access: "manage",
      cancelled_by: "operator",
      fare_breakdown: { total_kobo: 4_250_000 },
      vehicle_lat: 6.44,
      can_cancel: true,
    };
    expect(parseRideView(managed)).toEqual(managed);
  });

  it("reads a left-out optional field as null, a left-out permission as refused, and drops unknown fields", () => {
    const answer: Record<string, unknown> = {
      ...without("driver_name"),
      extra: "ignored",
    };
    delete answer.fare_breakdown;
    delete answer.cancelled_by;
    const parsed = parseRideView({ ...answer, can_rate: null });
    expect(parsed).toEqual(shared);
    expect(parseRideView(without("can_cancel")).can_cancel).toBe(false);
  });

  it.each([
    ["reference", null],
    ["reference", 7],
    ["access", "owner"],
    ["status", "in_progress"],
    ["stage", "flying"],
    ["stage", null],
    ["booking_time", undefined],
    ["cancelled_by", "driver"],
    ["service_type", "economy"],
    ["pickup_lat", "6.4"],
    ["fare_kobo", Number.NaN],
    ["vehicle_heading", Number.POSITIVE_INFINITY],
    ["can_cancel", "yes"],
    ["rating_comment", 5],
  ] as const)("refuses %s = %s, naming the field", (name, value) => {
    const answer =
      value === undefined ? without(name) : { ...shared, [name]: value };
    expect(() => parseRideView(answer)).toThrow(
      new TypeError(`The ride's ${name} is not what it should be.`),
    );
  });

  it("names the first wrong field in the view's order", () => {
    expect(() =>
      parseRideView({ ...shared, stage: "flying", pickup_location: 7 }),
    ).toThrow("The ride's stage is not what it should be.");
  });

  it.each([null, undefined, "EKO-VIEW01", 7, [shared]])(
    "refuses %s as not a ride",
    (answer) => {
      expect(() => parseRideView(answer)).toThrow(
        new TypeError("The ride's answer is not a ride."),
      );
    },
  );
});
