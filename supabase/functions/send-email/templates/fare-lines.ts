import type { RideRecord } from "../store.ts";
import { formatNaira } from "./format.ts";
import type { Detail } from "./layout.ts";

/** quote_fare's stored breakdown, as far as it holds the numbers a receipt shows. */
interface Breakdown {
  base_kobo: number;
  distance_kobo: number;
  time_kobo: number;
  multiplier: number;
  distance_km: number;
  duration_min: number;
  minimum_applied: boolean;
  minimum_kobo: number;
  airport_surcharge_kobo: number;
  hotel_surcharge_kobo: number;
  surcharge_kobo: number;
  total_kobo: number;
}

const NUMBERS = [
  "base_kobo",
  "distance_kobo",
  "time_kobo",
  "multiplier",
  "distance_km",
  "duration_min",
  "total_kobo",
] as const;

function breakdownOf(stored: Record<string, unknown>): Breakdown | null {
  if (!NUMBERS.every((key) => Number.isFinite(stored[key]))) return null;
  const num = (key: string) =>
    Number.isFinite(stored[key]) ? (stored[key] as number) : 0;
  return {
    base_kobo: num("base_kobo"),
    distance_kobo: num("distance_kobo"),
    time_kobo: num("time_kobo"),
    multiplier: num("multiplier"),
    distance_km: num("distance_km"),
    duration_min: num("duration_min"),
    minimum_applied: stored.minimum_applied === true,
    minimum_kobo: num("minimum_kobo"),
    airport_surcharge_kobo: num("airport_surcharge_kobo"),
    hotel_surcharge_kobo: num("hotel_surcharge_kobo"),
    surcharge_kobo: num("surcharge_kobo"),
    total_kobo: num("total_kobo"),
  };
}

/**
 * The fare lines the booking form showed (base, distance, time, multiplier, minimum, surcharges),
 * then the fare charged. A fare that differs from the quote shows the difference as an adjustment.
 */
export function fareLines(ride: RideRecord): Detail[] {
  const total = {
    label: "Total",
    value: formatNaira(ride.fare_kobo),
    strong: true,
  };
  const quote = breakdownOf(ride.fare_breakdown);
  if (!quote) return [total];
  const lines: Detail[] = [
    { label: "Base fare", value: formatNaira(quote.base_kobo) },
    {
      label: `Distance (${quote.distance_km} km)`,
      value: formatNaira(quote.distance_kobo),
    },
    {
      label: `Time (${quote.duration_min} min)`,
      value: formatNaira(quote.time_kobo),
    },
    { label: "Service multiplier", value: `× ${quote.multiplier}` },
  ];
  if (quote.minimum_applied)
    lines.push({
      label: "Minimum fare applied",
      value: formatNaira(quote.minimum_kobo),
    });
  const named = quote.airport_surcharge_kobo + quote.hotel_surcharge_kobo;
  if (quote.airport_surcharge_kobo > 0)
    lines.push({
      label: "Airport surcharge",
      value: formatNaira(quote.airport_surcharge_kobo),
    });
  if (quote.hotel_surcharge_kobo > 0)
    lines.push({
      label: "Hotel surcharge",
      value: formatNaira(quote.hotel_surcharge_kobo),
    });
  if (quote.surcharge_kobo > named)
    lines.push({
      label: named > 0 ? "Other surcharges" : "Surcharges",
      value: formatNaira(quote.surcharge_kobo - named),
    });
  if (ride.fare_kobo !== quote.total_kobo)
    lines.push({
      label: "Adjustment",
      value: formatNaira(ride.fare_kobo - quote.total_kobo),
    });
  return [...lines, total];
}
