import type { DriverTrip } from "./types";

/** What the driver still has to take in cash for a trip, or that it is settled. */
export type TripCollection =
  | { kind: "collect"; dueKobo: number; paidKobo: number; fareKobo: number }
  | { kind: "paid"; fareKobo: number };

/**
 * Fare minus the cash already recorded (every payment is cash today). A cancelled trip has
 * nothing to collect and shows no amount: null.
 */
export function tripCollection(trip: DriverTrip): TripCollection | null {
  if (trip.status === "cancelled") return null;
  const paidKobo = trip.paid_kobo ?? 0;
  const dueKobo = Math.max(0, trip.fare_kobo - paidKobo);
  return dueKobo > 0
    ? { kind: "collect", dueKobo, paidKobo, fareKobo: trip.fare_kobo }
    : { kind: "paid", fareKobo: trip.fare_kobo };
}
