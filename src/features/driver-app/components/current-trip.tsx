import { formatLagosTime } from "@/lib/dates";
import { StatusBadge } from "@/components/status-badge";

import type { DriverTrip } from "../types";
import { TripActions } from "./trip-actions";
import { TripDetails } from "./trip-details";

/** The trip the driver is on or heading to, large, with its buttons. */
export function CurrentTrip({ trip }: { trip: DriverTrip }) {
  const underWay = trip.status === "in-progress";
  return (
    <section
      aria-labelledby="current-trip-title"
      className="grid gap-4 rounded-3xl border border-primary/50 bg-card p-5 shadow-gold"
    >
      <header className="grid gap-1">
        <p className="text-xs font-medium tracking-[0.18em] text-primary uppercase">
          {underWay ? "Trip under way" : "Next trip"}
        </p>
        <div className="flex items-center justify-between gap-3">
          <h2
            id="current-trip-title"
            className="font-display text-2xl leading-tight"
          >
            {formatLagosTime(trip.booking_time)}{" "}
            <span className="text-muted-foreground">· {trip.reference}</span>
          </h2>
          <StatusBadge kind="booking_status" value={trip.status} />
        </div>
        {trip.arrived_at && !underWay ? (
          <p className="text-sm text-success">
            Arrived at {formatLagosTime(trip.arrived_at)}
          </p>
        ) : null}
      </header>
      <TripDetails trip={trip} large />
      <TripActions trip={trip} />
    </section>
  );
}
