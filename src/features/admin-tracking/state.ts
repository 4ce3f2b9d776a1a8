import { isStale } from "./freshness";
import type { TrackedVehicle } from "./types";

/**
 * What the operator needs to know of a vehicle at a glance, shared by the map, the list and the
 * legend. The database has no "on duty" flag: a driver going off duty simply stops sharing, so a
 * silent vehicle is off duty unless it is working (on a trip or serving a trip in progress), when
 * a fix older than two minutes is an alarm: Stale. A vehicle in maintenance is off duty.
 */
export const trackingStates = [
  "on-trip",
  "available",
  "off-duty",
  "stale",
] as const;
export type TrackingState = (typeof trackingStates)[number];

export const stateLabel: Record<TrackingState, string> = {
  "on-trip": "On trip",
  available: "Available",
  "off-duty": "Off duty",
  stale: "Stale",
};

export const stateHint: Record<TrackingState, string> = {
  "on-trip": "Carrying a rider, position live",
  available: "Free for a booking, position live",
  "off-duty": "Not sharing its position, or in maintenance",
  stale: "On a trip, but no fix for 2 minutes",
};

export function trackingState(
  vehicle: Pick<
    TrackedVehicle,
    "vehicle_status" | "booking_status" | "recorded_at"
  >,
  now: number,
): TrackingState {
  if (vehicle.vehicle_status === "maintenance") return "off-duty";
  const live =
    vehicle.recorded_at !== null && !isStale(vehicle.recorded_at, now);
  const working =
    vehicle.vehicle_status === "on-trip" ||
    vehicle.booking_status === "in-progress";
  if (working) return live ? "on-trip" : "stale";
  return live ? "available" : "off-duty";
}
