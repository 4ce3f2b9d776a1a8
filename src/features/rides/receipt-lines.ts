import { formatIsoDateLong, lagosDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";

import { succeededCharges } from "./payment-words";
import type { RidePayment, RideView } from "./types";

export interface ReceiptLine {
  label: string;
  value: string;
  strong?: boolean;
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

/**
 * The fare lines the booking form showed (base, distance, time, multiplier, minimum, surcharges),
 * then the fare charged, from ride_view's fare_breakdown (quote_fare's stored answer). The same
 * lines as the receipt e-mail (send-email/templates/fare-lines.ts), so the two never disagree; a
 * fare that differs from its quote shows the difference as an adjustment.
 */
export function receiptFareLines(
  breakdown: unknown,
  fareKobo: number,
): ReceiptLine[] {
  const total = { label: "Total", value: formatNaira(fareKobo), strong: true };
  if (typeof breakdown !== "object" || breakdown === null) return [total];
  const stored = breakdown as Record<string, unknown>;
  if (!NUMBERS.every((key) => Number.isFinite(stored[key]))) return [total];
  const num = (key: string) =>
    Number.isFinite(stored[key]) ? (stored[key] as number) : 0;
  const lines: ReceiptLine[] = [
    { label: "Base fare", value: formatNaira(num("base_kobo")) },
    {
      label: `Distance (${num("distance_km")} km)`,
      value: formatNaira(num("distance_kobo")),
    },
    {
      label: `Time (${num("duration_min")} min)`,
      value: formatNaira(num("time_kobo")),
    },
    { label: "Service multiplier", value: `× ${num("multiplier")}` },
  ];
  if (stored.minimum_applied === true)
    lines.push({
      label: "Minimum fare applied",
      value: formatNaira(num("minimum_kobo")),
    });
  const airport = num("airport_surcharge_kobo");
  const hotel = num("hotel_surcharge_kobo");
  if (airport > 0)
    lines.push({ label: "Airport surcharge", value: formatNaira(airport) });
  if (hotel > 0)
    lines.push({ label: "Hotel surcharge", value: formatNaira(hotel) });
  const surcharges = num("surcharge_kobo");
  if (surcharges > airport + hotel)
    lines.push({
      label: airport + hotel > 0 ? "Other surcharges" : "Surcharges",
      value: formatNaira(surcharges - airport - hotel),
    });
  if (fareKobo !== num("total_kobo"))
    lines.push({
      label: "Adjustment",
      value: formatNaira(fareKobo - num("total_kobo")),
    });
  return [...lines, total];
}

/** Where the operator is, as a finance team files it (the brand's contacts are in site.ts). */
export const OPERATOR_ADDRESS = "Victoria Island, Lagos";

/** The date a receipt carries: the last time money moved, else when the ride ended or was booked. */
export function receiptDate(ride: RideView, payment: RidePayment): string {
  const moved = payment.payments
    .filter((line) => line.status === "succeeded")
    .flatMap((line) => (line.at ? [line.at] : []))
    .sort();
  const at = moved.at(-1) ?? ride.completed_at ?? ride.created_at;
  return formatIsoDateLong(lagosDate(new Date(at)));
}

/** What is left: paid in full, still due, or what was returned. */
export function receiptBalance(payment: RidePayment): ReceiptLine[] {
  const charged = succeededCharges(payment).reduce(
    (sum, line) => sum + line.amount_kobo,
    0,
  );
  const rows: ReceiptLine[] = [
    { label: "Fare", value: formatNaira(payment.fare_kobo) },
    { label: "Paid", value: formatNaira(charged) },
  ];
  if (payment.refunded_kobo > 0)
    rows.push({
      label: "Refunded",
      value: formatNaira(-payment.refunded_kobo),
    });
  if (payment.due_kobo > 0)
    rows.push({
      label: "Balance due",
      value: formatNaira(payment.due_kobo),
      strong: true,
    });
  else
    rows.push({
      label: "Balance",
      value: payment.state === "paid" ? "Paid in full" : "Nothing due",
      strong: true,
    });
  return rows;
}
