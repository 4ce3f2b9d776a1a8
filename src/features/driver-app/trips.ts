import type { DriverTrip, TripStep } from "./types";

export interface TripBoard {
  /** The trip under way, else the next confirmed one: the one the buttons act on. */
  current: DriverTrip | null;
  /** Later trips still to drive, earliest first. */
  later: DriverTrip[];
  /** Completed and cancelled trips. */
  done: DriverTrip[];
}

const byPickupTime = (a: DriverTrip, b: DriverTrip) =>
  a.booking_time.localeCompare(b.booking_time);

export function arrangeTrips(trips: readonly DriverTrip[]): TripBoard {
  const sorted = [...trips].sort(byPickupTime);
  const current =
    sorted.find((trip) => trip.status === "in-progress") ??
    sorted.find((trip) => trip.status === "confirmed") ??
    null;
  const finished = (trip: DriverTrip) =>
    trip.status === "completed" || trip.status === "cancelled";
  return {
    current,
    later: sorted.filter((trip) => trip !== current && !finished(trip)),
    done: sorted.filter(finished),
  };
}

/** The steps a trip allows now, in the order its buttons appear. */
export function availableSteps(trip: DriverTrip): TripStep[] {
  if (trip.status === "in-progress") return ["completed"];
  if (trip.status !== "confirmed") return [];
  return trip.arrived_at ? ["started"] : ["arrived", "started"];
}

export const stepLabels: Record<TripStep, { idle: string; busy: string }> = {
  arrived: { idle: "I've arrived", busy: "Marking arrival..." },
  started: { idle: "Start trip", busy: "Starting..." },
  completed: { idle: "Complete trip", busy: "Completing..." },
};

/** The success toast of each step. */
export function stepToast(step: TripStep, trip: DriverTrip) {
  switch (step) {
    case "arrived":
      return {
        title: "Arrival Recorded",
        description: `${trip.reference}: you are at ${trip.pickup_location}.`,
      };
    case "started":
      return {
        title: "Trip Started",
        description: `${trip.reference} is under way to ${trip.dropoff_location}.`,
      };
    case "completed":
      return {
        title: "Trip Completed",
        description: `${trip.reference} is complete. Thank you for driving with EkoLuxe.`,
      };
  }
}
