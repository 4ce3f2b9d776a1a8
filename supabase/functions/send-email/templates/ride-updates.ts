import type { RideRecord } from "../store.ts";
import { airportDetails, rideAction } from "./booking.ts";
import { brand } from "./brand.ts";
import { formatEmailTime } from "./dates.ts";
import { fareLines, paymentLines } from "./fare-lines.ts";
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

/** The rider's receipt once the trip is completed: the fare breakdown, how it was paid, what is due. */
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
    sections: [
      { heading: "Fare breakdown", rows: fareLines(ride) },
      { heading: "Payment", rows: paymentLines(ride) },
    ],
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
