import type { LngLat } from "./geo.ts";

/** A booking the simulator may drive, with its places' coordinates when they are known. */
export interface SimBooking {
  id: string;
  status: "confirmed" | "in-progress";
  bookingTime: string;
  vehicleId: string;
  pickup: LngLat | null;
  dropoff: LngLat | null;
}

export type LegPhase = "to-pickup" | "on-trip";

/** One vehicle's current drive: null `start` means from wherever the vehicle is now. */
export interface Leg {
  vehicleId: string;
  bookingId: string;
  phase: LegPhase;
  start: LngLat | null;
  end: LngLat;
}

/** Confirmed trips due within this window send their car to the pickup. */
export const APPROACH_WINDOW_MS = 60 * 60_000;
/** A car still heads to a pickup this long after its time (the driver is late, not gone). */
export const LATE_WINDOW_MS = 2 * 60 * 60_000;

export const legKey = (leg: Leg) => `${leg.bookingId}:${leg.phase}`;

/**
 * Which vehicle drives where now: an in-progress trip's car from the pickup to the drop-off;
 * otherwise the car of the earliest confirmed trip due within the hour to its pickup. Vehicles in
 * `skip` (a driver's phone is reporting them) are left alone, as are trips without coordinates.
 */
export function planLegs(
  bookings: readonly SimBooking[],
  now: Date,
  skip: ReadonlySet<string> = new Set(),
): Leg[] {
  const chosen = new Map<string, { leg: Leg; rank: number }>();
  for (const booking of bookings) {
    if (skip.has(booking.vehicleId) || !booking.pickup) continue;
    const due = Date.parse(booking.bookingTime) - now.getTime();
    let leg: Leg | null = null;
    let rank = due;
    if (booking.status === "in-progress" && booking.dropoff) {
      leg = {
        vehicleId: booking.vehicleId,
        bookingId: booking.id,
        phase: "on-trip",
        start: booking.pickup,
        end: booking.dropoff,
      };
      // Any trip under way outranks any approach.
      rank = -Infinity;
    } else if (
      booking.status === "confirmed" &&
      due <= APPROACH_WINDOW_MS &&
      due >= -LATE_WINDOW_MS
    ) {
      leg = {
        vehicleId: booking.vehicleId,
        bookingId: booking.id,
        phase: "to-pickup",
        start: null,
        end: booking.pickup,
      };
    }
    if (!leg) continue;
    const current = chosen.get(leg.vehicleId);
    if (!current || rank < current.rank)
      chosen.set(leg.vehicleId, { leg, rank });
  }
  return [...chosen.values()].map(({ leg }) => leg);
}
