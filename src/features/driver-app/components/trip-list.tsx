import { formatLagosTime } from "@/lib/dates";
import { StatusBadge } from "@/components/status-badge";

import type { DriverTrip } from "../types";
import { TripDetails } from "./trip-details";

/** A titled list of the day's other trips. */
export function TripList({
  title,
  trips,
}: {
  title: string;
  trips: DriverTrip[];
}) {
  if (!trips.length) return null;
  const headingId = `trips-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2
        id={headingId}
        className="text-sm font-medium tracking-[0.14em] text-muted-foreground uppercase"
      >
        {title}
      </h2>
      <ul className="grid gap-3">
        {trips.map((trip) => (
          <li key={trip.id}>
            <article
              aria-label={`${formatLagosTime(trip.booking_time)} ${trip.reference}`}
              className="grid gap-3 rounded-2xl border border-border/80 bg-card p-4"
            >
              <header className="flex items-center justify-between gap-3">
                <p className="font-medium">
                  {formatLagosTime(trip.booking_time)}{" "}
                  <span className="text-muted-foreground">
                    · {trip.reference}
                  </span>
                </p>
                <StatusBadge kind="booking_status" value={trip.status} />
              </header>
              <TripDetails trip={trip} />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
