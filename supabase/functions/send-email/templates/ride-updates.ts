import type { RideRecord } from "../store.ts";
import { airportDetails, rideAction } from "./booking.ts";
import { brand } from "./brand.ts";
import { formatEmailTime } from "./dates.ts";
import { formatNaira, oneLine, serviceLabel } from "./format.ts";
import type { Detail, EmailContent } from "./layout.ts";
import { greetingName, plainFields, plainText } from "./plain-text.ts";

/** Columns people typed (customer, operators, the rider's reason); shown only as plain text. */
const TYPED_FIELDS = [
  "customer_name",
  "pickup_location",
  "dropoff_location",
  "cancellation_reason",
  "driver_name",
] as const;

function plainRide(stored: RideRecord): RideRecord {
  const ride = plainFields(stored, TYPED_FIELDS);
  const vehicle = stored.vehicle && {
    model: plainText(stored.vehicle.model),
    colour: stored.vehicle.colour ? plainText(stored.vehicle.colour) : null,
    registration_number: plainText(stored.vehicle.registration_number),
  };
  return { ...ride, vehicle };
}

function hello(ride: RideRecord): string {
  const first = greetingName(ride.customer_name);
  return first ? `Hello ${first}` : "Hello";
}

/** "Black Toyota Camry", or the model alone when no colour is recorded. */
function vehicleName(ride: RideRecord): string {
  const v = ride.vehicle;
  if (!v) return "";
  return v.colour ? `${v.colour} ${v.model}` : v.model;
}

/** "a Black Toyota Camry", "an Obsidian black S-Class": the article the first letter calls for. */
function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

function crew(ride: RideRecord): Detail[] {
  return [
    ...(ride.driver_name
      ? [{ label: "Chauffeur", value: ride.driver_name }]
      : []),
    ...(ride.vehicle
      ? [
          { label: "Vehicle", value: vehicleName(ride) },
          { label: "Registration", value: ride.vehicle.registration_number },
        ]
      : []),
  ];
}

function callUs(ride: RideRecord): string {
  return `Questions? Reply to this e-mail or call ${brand.phone} and quote ${ride.reference}.`;
}

/** The rider: their chauffeur and vehicle are assigned and the booking is confirmed. */
export function bookingAssigned(
  stored: RideRecord,
  rideLink: string | null,
): EmailContent {
  const ride = plainRide(stored);
  const pickupTime = formatEmailTime(ride.booking_time);
  const plate = ride.vehicle?.registration_number ?? "";
  return {
    subject: oneLine(
      `${ride.reference}: your EkoLuxe chauffeur and vehicle are confirmed`,
    ),
    preheader: `${ride.driver_name ?? "Your chauffeur"} in ${withArticle(vehicleName(ride))} (${plate}), ${pickupTime}.`,
    heading: "Your chauffeur is assigned",
    paragraphs: [
      `${hello(ride)}, your booking ${ride.reference} is confirmed. ${ride.driver_name ?? "Your chauffeur"} will collect you in ${withArticle(vehicleName(ride))}, registration ${plate}.`,
      ...(ride.meeting_point
        ? [
            `Drivers cannot wait at the terminal frontage: your chauffeur meets you at ${ride.meeting_point}.`,
          ]
        : []),
    ],
    details: [
      { label: "Reference", value: ride.reference },
      ...crew(ride),
      { label: "Pickup time", value: pickupTime },
      { label: "Pickup", value: ride.pickup_location },
      ...airportDetails(ride),
      { label: "Destination", value: ride.dropoff_location },
      { label: "Service", value: serviceLabel(ride.service_type) },
    ],
    action: rideAction(rideLink),
    closing: [
      "Your ride page shows your chauffeur on the map once they are on the way, and lets you share the trip with family.",
      callUs(ride),
    ],
  };
}

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

/** The rider's receipt once the trip is completed, with the fare breakdown. */
export function bookingReceipt(
  stored: RideRecord,
  rideLink: string | null,
): EmailContent {
  const ride = plainRide(stored);
  const fare = formatNaira(ride.fare_kobo);
  return {
    subject: oneLine(`Your EkoLuxe receipt for ${ride.reference}`),
    preheader: `${ride.reference}: ${fare}, ${ride.pickup_location} to ${ride.dropoff_location}.`,
    heading: "Thank you for riding with EkoLuxe",
    paragraphs: [
      `${hello(ride)}, you have arrived. Here is the receipt for your ride ${ride.reference}.`,
    ],
    highlight: { label: "Fare", value: fare },
    details: [
      { label: "Reference", value: ride.reference },
      { label: "Pickup", value: ride.pickup_location },
      { label: "Destination", value: ride.dropoff_location },
      { label: "Pickup time", value: formatEmailTime(ride.booking_time) },
      ...(ride.completed_at
        ? [{ label: "Completed", value: formatEmailTime(ride.completed_at) }]
        : []),
      { label: "Service", value: serviceLabel(ride.service_type) },
      ...(ride.flight_number
        ? [{ label: "Flight", value: ride.flight_number }]
        : []),
      ...crew(ride),
    ],
    sections: [{ heading: "Fare breakdown", rows: fareLines(ride) }],
    action: rideAction(rideLink, "Rate your ride"),
    closing: [
      "How was it? Rate your chauffeur on your ride page: it takes a few seconds and helps us keep every ride first class.",
      callUs(ride),
    ],
  };
}

/** Who cancelled, in the rider's words. */
function cancelledByLabel(cancelledBy: string | null): string | null {
  if (cancelledBy === "rider") return "You";
  if (cancelledBy === "operator") return `${brand.name} operations`;
  return null;
}

/** The rider's notice that the booking is cancelled: by whom, and why. */
export function bookingCancelled(
  stored: RideRecord,
  rideLink: string | null,
): EmailContent {
  const ride = plainRide(stored);
  const by = cancelledByLabel(ride.cancelled_by);
  const opening =
    ride.cancelled_by === "rider"
      ? `${hello(ride)}, as you asked, your booking ${ride.reference} is cancelled.`
      : ride.cancelled_by === "operator"
        ? `${hello(ride)}, we are sorry: our operations team had to cancel your booking ${ride.reference}.`
        : `${hello(ride)}, your booking ${ride.reference} is cancelled.`;
  return {
    subject: oneLine(`Your EkoLuxe booking ${ride.reference} is cancelled`),
    preheader: `${ride.reference}: pickup ${formatEmailTime(ride.booking_time)} from ${ride.pickup_location} is cancelled.`,
    heading: "Your booking is cancelled",
    paragraphs: [opening],
    details: [
      { label: "Reference", value: ride.reference },
      ...(by ? [{ label: "Cancelled by", value: by }] : []),
      ...(ride.cancelled_at
        ? [{ label: "Cancelled", value: formatEmailTime(ride.cancelled_at) }]
        : []),
      { label: "Pickup", value: ride.pickup_location },
      { label: "Destination", value: ride.dropoff_location },
      { label: "Pickup time", value: formatEmailTime(ride.booking_time) },
      { label: "Service", value: serviceLabel(ride.service_type) },
    ],
    block: ride.cancellation_reason
      ? { label: "Reason", value: ride.cancellation_reason }
      : undefined,
    action: rideAction(rideLink, "View your booking"),
    closing: [
      "Need a ride after all? You can book again any time on our website.",
      callUs(ride),
    ],
  };
}
