import { useQuery } from "@tanstack/react-query";

import { placeQueries } from "../api/queries";
import type { ResolvedPlaces } from "./use-fare-quote";

export interface AirportTrip {
  /** true or false once the route is priced; null while it is not known yet. */
  isAirport: boolean | null;
  /** For an arrival (pickup at an airport): the terminal and where the chauffeur waits. */
  arrival: { terminal: string; meetingPoint: string | null } | null;
}

/**
 * Whether the trip starts or ends at an airport (which needs a flight number) and, for arrivals,
 * the terminal's meeting point. The kinds come with the fare quote; the three terminals' meeting
 * points are read once, alongside the first quote rather than after it.
 */
export function useAirportTrip(
  places: ResolvedPlaces | null,
  routeChosen: boolean,
): AirportTrip {
  const airports = useQuery({
    ...placeQueries.airports(),
    enabled: routeChosen,
  });
  if (!places) return { isAirport: null, arrival: null };
  const isAirport =
    places.pickup.kind === "airport" || places.dropoff.kind === "airport";
  if (places.pickup.kind !== "airport") return { isAirport, arrival: null };
  const terminal = airports.data?.find((a) => a.id === places.pickup.id);
  return {
    isAirport,
    arrival: {
      terminal: places.pickup.name,
      meetingPoint: terminal?.meeting_point ?? null,
    },
  };
}
