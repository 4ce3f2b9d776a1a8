import type { ReactNode } from "react";
import { Flag, MapPin, Navigation } from "lucide-react";

import { directionsUrl } from "../maps-link";
import type { Coordinates, DriverTrip } from "../types";

function Stop({
  icon,
  kind,
  address,
  place,
  navigable,
}: {
  icon: ReactNode;
  kind: "pickup" | "drop-off";
  address: string;
  place: Coordinates | null;
  navigable: boolean;
}) {
  return (
    <li className="flex items-center gap-2">
      {icon}
      <span className="min-w-0 flex-1">
        <span className="sr-only">
          {kind === "pickup" ? "Pickup: " : "Drop-off: "}
        </span>
        {address}
      </span>
      {navigable ? (
        // A new tab, so the driver app stays open behind the maps app.
        <a
          href={directionsUrl(place, address)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Navigate to the ${kind}, ${address}, in your maps app`}
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-medium text-foreground outline-none hover:border-primary hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <Navigation className="size-4 text-primary" aria-hidden />
          Navigate
        </a>
      ) : null}
    </li>
  );
}

/** Pickup → drop-off; while the trip is still to drive, each stop opens in the maps app. */
export function TripRoute({ trip }: { trip: DriverTrip }) {
  const navigable =
    trip.status === "confirmed" || trip.status === "in-progress";
  return (
    <ol aria-label="Route" className="grid gap-1.5">
      <Stop
        kind="pickup"
        address={trip.pickup_location}
        place={trip.pickup_place}
        // Once the customer is on board, only the drop-off is worth a route.
        navigable={navigable && trip.status !== "in-progress"}
        icon={<MapPin className="size-4 shrink-0 text-primary" aria-hidden />}
      />
      <Stop
        kind="drop-off"
        address={trip.dropoff_location}
        place={trip.dropoff_place}
        navigable={navigable}
        icon={
          <Flag className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        }
      />
    </ol>
  );
}
