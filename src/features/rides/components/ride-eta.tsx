import { Clock } from "lucide-react";

import { formatLagosTime } from "@/lib/dates";
import { isStale } from "@/components/map/freshness";

import { useNow } from "../hooks/use-now";
import type { RideView } from "../types";

/**
 * How long until the chauffeur reaches the pickup (on the way) or the drop-off (on the trip), as
 * the database estimates it from the vehicle's last position and the Lagos speed model of the
 * fare quote. Hidden when that position is stale: the live position panel says so instead, and an
 * estimate from a two-minute-old fix would only look precise.
 */
export function RideEta({ ride }: { ride: RideView }) {
  const now = useNow(15_000);
  const minutes = ride.eta_minutes;
  const heading = ride.stage === "on_the_way" || ride.stage === "in_progress";
  if (!heading || minutes === null || isStale(ride.position_at, now))
    return null;
  const clock = formatLagosTime(new Date(now + minutes * 60_000));
  const [lead, then] =
    ride.stage === "on_the_way"
      ? [
          `${ride.access === "manage" ? "Your" : "The"} chauffeur is about ${minutes} min away`,
          `at the pickup around ${clock}`,
        ]
      : [
          `About ${minutes} min to ${ride.dropoff_location}`,
          `arriving around ${clock}`,
        ];
  return (
    <p
      data-testid="ride-eta"
      className="flex w-fit max-w-full items-center gap-2 rounded-full border border-primary/50 bg-primary/10 px-4 py-2 text-foreground"
    >
      <Clock className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        <span className="font-semibold">{lead}</span>
        <span className="text-muted-foreground"> · {then}</span>
      </span>
    </p>
  );
}
