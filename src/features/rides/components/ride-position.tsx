import { lazy, Suspense } from "react";
import { Navigation, TriangleAlert } from "lucide-react";

import { fixAge, isStale } from "@/components/map/freshness";

import { useNow } from "../hooks/use-now";
import type { RideView } from "../types";
import { RideAfterPaint } from "./ride-after-paint";

// Leaflet and the map's styles are fetched only when a position is there to show, after the
// page's text has painted.
const RideMap = lazy(() => import("./ride-map"));

/** The map's land colour where the map will be, so its arrival moves nothing. */
function MapPlaceholder() {
  return <div aria-hidden="true" className="absolute inset-0 bg-[#1f1c17]" />;
}

/**
 * Where the vehicle is while it is on its way or on the trip: the map (its own download) and,
 * in text, how old the position is; after two minutes without news the position is marked stale.
 * Renders nothing when the ride has no position to show.
 */
export function RidePosition({ ride }: { ride: RideView }) {
  const now = useNow(1_000);
  const { vehicle_lat: lat, vehicle_lng: lng } = ride;
  if (lat === null || lng === null) return null;
  const stale = isStale(ride.position_at, now);
  const onTrip = ride.stage === "in_progress";
  const targetLat = onTrip ? ride.dropoff_lat : ride.pickup_lat;
  const targetLng = onTrip ? ride.dropoff_lng : ride.pickup_lng;
  const target =
    targetLat !== null && targetLng !== null
      ? {
          kind: onTrip ? ("dropoff" as const) : ("pickup" as const),
          at: [targetLat, targetLng] as [number, number],
        }
      : null;
  const vehicle = ride.vehicle_model ?? "The vehicle";
  return (
    <section
      aria-labelledby="ride-position-heading"
      className="overflow-hidden rounded-2xl border border-border/80 bg-card"
      data-testid="ride-position"
      data-stale={stale}
    >
      <div className="relative h-64 sm:h-80">
        <MapPlaceholder />
        <Suspense fallback={null}>
          <RideAfterPaint>
            <RideMap
              vehicle={[lat, lng]}
              heading={ride.vehicle_heading}
              stale={stale}
              target={target}
              label={`Map: ${vehicle} ${onTrip ? "on the trip" : "on its way to the pickup"}`}
            />
          </RideAfterPaint>
        </Suspense>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-4 text-sm">
        <h2
          id="ride-position-heading"
          className="flex items-center gap-2 font-medium text-foreground"
        >
          <Navigation className="size-4 text-primary" aria-hidden="true" />
          Live position
        </h2>
        <p
          className={
            stale
              ? "flex items-center gap-1.5 font-medium text-warning"
              : "text-muted-foreground tabular-nums"
          }
        >
          {stale ? (
            <>
              <TriangleAlert className="size-4" aria-hidden="true" />
              {`Stale: last position ${fixAge(ride.position_at, now)}`}
            </>
          ) : (
            <>
              {`Updated ${fixAge(ride.position_at, now)}`}
              {ride.vehicle_speed_kmh !== null
                ? ` · ${Math.round(ride.vehicle_speed_kmh)} km/h`
                : ""}
            </>
          )}
        </p>
      </div>
    </section>
  );
}
