import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { useDebouncedValue } from "@/hooks/use-debounced-value";
import {
  combineLagosDateTime,
  isIsoDate,
  isTimeOfDay,
  roundDownToMinutes,
} from "@/lib/dates";

import { fareQueries } from "../api/queries";
import type { BookingFormValues } from "../form-values";
import type { FareQuote, QuotePlace } from "../types";

const TYPING_PAUSE_MS = 350;
const TIME_STEP_MIN = 15;

type FareInputs = Pick<
  BookingFormValues,
  "pickupLocation" | "destination" | "serviceType" | "pickupDate" | "pickupTime"
>;

function pickupInstant(date: string, time: string): string {
  const at =
    isIsoDate(date) && isTimeOfDay(time)
      ? combineLagosDateTime(date, time)
      : new Date().toISOString();
  return roundDownToMinutes(at, TIME_STEP_MIN);
}

export type UnknownPlaceField = "pickupLocation" | "destination";

/** The live upfront fare for the form's current trip, once both places are filled in. */
export function useFareQuote(values: FareInputs) {
  const pickup = useDebouncedValue(
    values.pickupLocation.trim(),
    TYPING_PAUSE_MS,
  );
  const dropoff = useDebouncedValue(values.destination.trim(), TYPING_PAUSE_MS);
  const ready =
    pickup !== "" &&
    dropoff !== "" &&
    pickup.toLowerCase() !== dropoff.toLowerCase();
  const params = {
    pickup,
    dropoff,
    service: values.serviceType,
    pickupAt: pickupInstant(values.pickupDate, values.pickupTime),
  };
  const query = useQuery({ ...fareQueries.quote(params), enabled: ready });
  return {
    query,
    ready,
    /** The trimmed, debounced places the quote is for (quote_departures asks about the same). */
    pickup,
    dropoff,
    places: useResolvedPlaces(ready ? query.data : undefined, pickup, dropoff),
    unknownPlace: unknownPlaceOf(query.error, pickup, dropoff),
  };
}

export interface ResolvedPlaces {
  pickup: QuotePlace;
  dropoff: QuotePlace;
}

/**
 * The places of the current route as the fare service resolved them (kinds included), kept while
 * a new quote for the same route loads after a change of time or service: the flight number field
 * does not blink away and back. Null until the route has been priced once.
 */
function useResolvedPlaces(
  quote: FareQuote | undefined,
  pickup: string,
  dropoff: string,
): ResolvedPlaces | null {
  const route = `${pickup}\n${dropoff}`.toLowerCase();
  const [known, setKnown] = useState<{
    route: string;
    quote: FareQuote;
  } | null>(null);
  if (quote && quote !== known?.quote) setKnown({ route, quote });
  const latest = quote ?? known?.quote;
  if (!latest || (quote ? route : known?.route) !== route) return null;
  return { pickup: latest.pickup, dropoff: latest.dropoff };
}

/** quote_fare answers "Unknown place: <text>" when an end is not one of our places. */
function unknownPlaceOf(
  error: unknown,
  pickup: string,
  dropoff: string,
): UnknownPlaceField | null {
  const message =
    error instanceof Object && "message" in error ? String(error.message) : "";
  if (!message.startsWith("Unknown place: ")) return null;
  const text = message.slice("Unknown place: ".length).trim().toLowerCase();
  if (text === pickup.toLowerCase()) return "pickupLocation";
  if (text === dropoff.toLowerCase()) return "destination";
  return null;
}
