import { receiptUrl } from "../site-url.ts";
import type { RideRecord } from "../store.ts";
import { rideAction } from "./booking.ts";
import { brand } from "./brand.ts";
import { formatEmailTime } from "./dates.ts";
import { fareLines } from "./fare-lines.ts";
import { formatNaira, oneLine, serviceLabel } from "./format.ts";
import type { Action, Detail, EmailContent } from "./layout.ts";
import { paymentLines } from "./ledger.ts";
import { callUs, crew, hello, plainRide } from "./ride-parts.ts";

/**
 * Who issued the receipt, as a company's finance team needs it to reimburse a ride: the operator's
 * name, address and contacts.
 */
export function operatorLines(): Detail[] {
  return [
    { label: "Company", value: brand.name },
    { label: "Address", value: brand.address },
    { label: "E-mail", value: brand.defaultEmail },
    { label: "Phone", value: brand.phone },
  ];
}

/** The printable receipt page beside the ride page, when the booking has one. */
export function receiptLinks(rideLink: string | null): Action[] {
  return rideLink
    ? [{ label: "Printable receipt", url: receiptUrl(rideLink) }]
    : [];
}

/**
 * The rider's receipt once the trip is completed: who rode where and when, the fare breakdown,
 * how it was paid (from the ledger, with Paystack's reference) and who issued it.
 */
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
      { label: "Passenger", value: ride.customer_name },
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
      { heading: "Issued by", rows: operatorLines() },
    ],
    action: rideAction(rideLink, "Rate your ride"),
    links: receiptLinks(rideLink),
    closing: [
      "How was it? Rate your chauffeur on your ride page: it takes a few seconds and helps us keep every ride first class.",
      "Claiming the ride back from your company? Forward this e-mail, or print the receipt page: both carry everything a finance team asks for.",
      callUs(ride),
    ],
  };
}
