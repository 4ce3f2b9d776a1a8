import { useMemo } from "react";
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
  const isAirport = places
    ? places.pickup.kind === "airport" || places.dropoff.kind === "airport"
    : null;
  const arrivalAt =
    places?.pickup.kind === "airport" ? places.pickup : undefined;
  const meetingPoint = arrivalAt
    ? (airports.data?.find((a) => a.id === arrivalAt.id)?.meeting_point ?? null)
    : null;
  const terminal = arrivalAt?.name;
  // The same object while nothing changes, so the fields that show it need not render again.
  return useMemo(
    () => ({
      isAirport,
      arrival: terminal === undefined ? null : { terminal, meetingPoint },
    }),
    [isAirport, terminal, meetingPoint],
  );
}
