import { useQuery } from "@tanstack/react-query";

import { useDebouncedValue } from "@/hooks/use-debounced-value";
import {
  combineLagosDateTime,
  formatLagosTime,
  isIsoDate,
  isTimeOfDay,
} from "@/lib/dates";

import { fareQueries } from "../api/queries";
import type { BookingFormValues } from "../form-values";
import type { Departure } from "../types";

const TYPING_PAUSE_MS = 350;
/** Only a saving of at least this much is worth suggesting another time. */
const WORTHWHILE_SAVING_MIN = 5;

interface AdviceInputs {
  pickup: string;
  dropoff: string;
  /** Both places filled in, different, and known to the fare service. */
  ready: boolean;
  values: Pick<BookingFormValues, "serviceType" | "pickupDate" | "pickupTime">;
}

export interface DepartureAdvice {
  rows: Departure[];
  chosen: Departure | null;
  /** The quickest time (the cheaper, then the nearer one on a tie). */
  best: Departure | null;
  /** Minutes the best time saves over the chosen one; 0 when the chosen time is as quick. */
  savingMin: number;
}

/** Reads the rows: which is chosen, which is quickest and by how much. */
export function adviseDeparture(rows: Departure[]): DepartureAdvice {
  const chosen = rows.find((r) => r.is_chosen) ?? null;
  const chosenAt = chosen ? Date.parse(chosen.departure_at) : 0;
  const distance = (r: Departure) =>
    Math.abs(Date.parse(r.departure_at) - chosenAt);
  const best =
    [...rows].sort(
      (a, b) =>
        a.duration_min - b.duration_min ||
        a.fare_kobo - b.fare_kobo ||
        (chosen ? distance(a) - distance(b) : 0),
    )[0] ?? null;
  const saving = chosen && best ? chosen.duration_min - best.duration_min : 0;
  return {
    rows,
    chosen,
    best,
    savingMin: saving >= WORTHWHILE_SAVING_MIN ? saving : 0,
  };
}

/** One line about the advice: the time to leave and what it saves, if anything. */
export function departureSummary({
  chosen,
  best,
  savingMin,
}: DepartureAdvice): string {
  if (!best) return "";
  if (savingMin > 0)
    return `Leave at ${formatLagosTime(best.departure_at)}: ${savingMin} min shorter`;
  if (!chosen)
    return `Leave at ${formatLagosTime(best.departure_at)} for the quickest trip`;
  return "Your time is as quick as any within 90 minutes of it";
}

/**
 * The departure-time advisor's data: one quote_departures call for the route, service and time in
 * the form, after typing pauses, cached per route, service and time. It runs alongside the fare
 * quote (both wait for the same pause), never after it.
 */
export function useDepartureAdvice({
  pickup,
  dropoff,
  ready,
  values,
}: AdviceInputs) {
  const date = useDebouncedValue(values.pickupDate, TYPING_PAUSE_MS);
  const time = useDebouncedValue(values.pickupTime, TYPING_PAUSE_MS);
  const timed = isIsoDate(date) && isTimeOfDay(time);
  const at = timed ? combineLagosDateTime(date, time) : "";
  const query = useQuery({
    ...fareQueries.departures({
      pickup,
      dropoff,
      service: values.serviceType,
      at,
    }),
    enabled: ready && timed,
    select: adviseDeparture,
    // While another time of the same route and service loads, the rows stay put instead of the
    // card collapsing to a loading line; another route's fares are never shown for this one.
    placeholderData: (previous, previousQuery) => {
      const asked = previousQuery?.queryKey[2];
      return asked &&
        asked.pickup === pickup &&
        asked.dropoff === dropoff &&
        asked.service === values.serviceType
        ? previous
        : undefined;
    },
  });
  return { query, enabled: ready && timed };
}
