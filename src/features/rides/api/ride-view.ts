import { Constants } from "@/lib/database.types";

import type { RideView } from "../types";

const { booking_status, service_type } = Constants.public.Enums;

/** Where a ride is, as the rider's timeline shows it (ride_status's `stage`). */
export const rideStages = [
  "requested",
  "confirmed",
  "on_the_way",
  "arrived",
  "in_progress",
  "completed",
  "cancelled",
] as const;

type Stage = (typeof rideStages)[number];

/** Stages after which nothing changes any more: the page stops polling. */
export const finalRideStages: ReadonlySet<Stage> = new Set([
  "completed",
  "cancelled",
]);

/** Stages in which the vehicle's live position is part of the answer. */
export const trackedRideStages: ReadonlySet<Stage> = new Set([
  "on_the_way",
  "arrived",
  "in_progress",
]);

/** What each field must hold: a value always there, or one that may be null. */
type Check =
  | "text"
  | "text?"
  | "number?"
  | "flag"
  | "any"
  | readonly string[]
  | { nullable: readonly string[] };

const fields: Record<keyof RideView, Check> = {
  reference: "text",
  access: ["manage", "share"],
  share_token: "text?",
  status: booking_status,
  stage: rideStages,
  booking_time: "text",
  created_at: "text",
  confirmed_at: "text?",
  arrived_at: "text?",
  started_at: "text?",
  completed_at: "text?",
  cancelled_at: "text?",
  cancelled_by: { nullable: ["rider", "operator"] },
  cancellation_reason: "text?",
  service_type: service_type,
  pickup_location: "text",
  dropoff_location: "text",
  pickup_lat: "number?",
  pickup_lng: "number?",
  dropoff_lat: "number?",
  dropoff_lng: "number?",
  fare_kobo: "number?",
  fare_breakdown: "any",
  distance_km: "number?",
  duration_min: "number?",
  customer_first_name: "text?",
  flight_number: "text?",
  meeting_point: "text?",
  driver_name: "text?",
  driver_initials: "text?",
  driver_rating: "number?",
  vehicle_model: "text?",
  vehicle_colour: "text?",
  vehicle_plate: "text?",
  vehicle_lat: "number?",
  vehicle_lng: "number?",
  vehicle_heading: "number?",
  vehicle_speed_kmh: "number?",
  position_at: "text?",
  position_source: "text?",
  free_cancellation_minutes: "number?",
  cancel_cutoff_at: "text?",
  can_cancel: "flag",
  can_rate: "flag",
  rating: "number?",
  rating_comment: "text?",
  eta_minutes: "number?",
  driver_phone: "text?",
};

function valueOf(name: string, check: Check, raw: unknown): unknown {
  const value = raw ?? null;
  const ok =
    check === "any" ||
    (check === "text" && typeof value === "string") ||
    (check === "text?" && (value === null || typeof value === "string")) ||
    (check === "number?" &&
      (value === null ||
        (typeof value === "number" && Number.isFinite(value)))) ||
    (check === "flag" && (value === null || typeof value === "boolean")) ||
    (Array.isArray(check) && check.includes(value as string)) ||
    (typeof check === "object" &&
      "nullable" in check &&
      (value === null || check.nullable.includes(value as string)));
  if (!ok) throw new TypeError(`The ride's ${name} is not what it should be.`);
  return check === "flag" ? value === true : value;
}

/**
 * public.ride_view, the answer of ride_status(p_reference, p_token), cancel_ride and rate_ride,
 * checked field by field, not cast; unknown fields are dropped. A manage link sees everything; a
 * share link sees no fare, reason, rating, chauffeur's phone or actions (those fields are null
 * there), and the vehicle's position and arrival estimate only while it is on its way or on the
 * trip.
 *
 * Written out rather than with zod, unlike the forms' schemas (../schemas.ts): the ride page is a
 * link opened on a phone, often on a slow network, and its first paint waits for this check.
 * zod's core would add about 17 kB gzipped to that first download.
 */
export function parseRideView(data: unknown): RideView {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new TypeError("The ride's answer is not a ride.");
  const source = data as Record<string, unknown>;
  const ride: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields) as [string, Check][])
    ride[name] = valueOf(name, check, source[name]);
  // The database gives the chauffeur's number to the manage link only; a share answer carrying
  // one is dropped here too, so no bug elsewhere can put it on a family member's screen.
  if (ride.access === "share") ride.driver_phone = null;
  return ride as unknown as RideView;
}
