import type { BookingRecord } from "../store.ts";
import { brand } from "./brand.ts";
import { formatEmailTime } from "./dates.ts";
import { formatNaira, oneLine, serviceLabel } from "./format.ts";
import type { Action, Detail, EmailContent } from "./layout.ts";
import { greetingName, plainFields } from "./plain-text.ts";

const TYPED_FIELDS = [
  "customer_name",
  "customer_email",
  "customer_phone",
  "pickup_location",
  "dropoff_location",
] as const;

/** The flight and, for airport pickups, where the chauffeur waits. */
export function airportDetails(booking: BookingRecord): Detail[] {
  return [
    ...(booking.flight_number
      ? [{ label: "Flight", value: booking.flight_number }]
      : []),
    ...(booking.meeting_point
      ? [{ label: "Meeting point", value: booking.meeting_point }]
      : []),
  ];
}

/** How a rider with a ride link can pay before the ride: the ride page's Pay now, or cash after it. */
export const PAY_AHEAD =
  "Pay ahead from your ride page by card, bank transfer or USSD, or pay your chauffeur in cash at the end of the ride.";

/** The button to the rider's live ride page, when the booking has one. */
export function rideAction(
  rideLink: string | null,
  label = "Follow your ride",
): Action | undefined {
  return rideLink ? { label, url: rideLink } : undefined;
}

/**
 * The customer's confirmation that their booking request is in, with the link to their live ride
 * page (`rideLink`, null when the booking has none).
 */
export function bookingConfirmation(
  stored: BookingRecord,
  rideLink: string | null = null,
): EmailContent {
  const booking = plainFields(stored, TYPED_FIELDS);
  const firstName = greetingName(stored.customer_name);
  const pickupTime = formatEmailTime(booking.booking_time);
  return {
    subject: oneLine(`Your EkoLuxe booking ${booking.reference} is received`),
    preheader: `${booking.reference}: pickup ${pickupTime} from ${booking.pickup_location}.`,
    heading: "Your ride request is in",
    paragraphs: [
      `${firstName ? `Hello ${firstName}` : "Hello"}, thank you for choosing ${brand.name}. We have your booking request; keep your reference handy.`,
    ],
    highlight: { label: "Upfront fare", value: formatNaira(booking.fare_kobo) },
    details: [
      { label: "Reference", value: booking.reference },
      { label: "Pickup", value: booking.pickup_location },
      { label: "Destination", value: booking.dropoff_location },
      { label: "Pickup time", value: pickupTime },
      ...airportDetails(booking),
      { label: "Service", value: serviceLabel(booking.service_type) },
    ],
    action: rideAction(rideLink),
    closing: [
      "What happens next: our operations team confirms your booking and assigns your chauffeur and vehicle. Before pickup we send you their name and the vehicle's registration.",
      ...(rideLink
        ? [
            "Your ride page shows each step as it happens, your chauffeur on the map once they are on the way, and lets you share the trip with family or cancel it. Keep this link to yourself: anyone with it can manage your booking.",
            PAY_AHEAD,
          ]
        : []),
      `Need to change something? Reply to this e-mail or call ${brand.phone} and quote ${booking.reference}.`,
    ],
  };
}

/** Operations: a new booking to confirm and dispatch. */
export function newBookingNotice(stored: BookingRecord): EmailContent {
  const booking = plainFields(stored, TYPED_FIELDS);
  return {
    subject: oneLine(
      `New booking ${booking.reference}: ${booking.pickup_location} → ${booking.dropoff_location}`,
    ),
    preheader: `${serviceLabel(booking.service_type)} for ${booking.customer_name}, ${formatEmailTime(booking.booking_time)}.`,
    heading: `New booking ${booking.reference}`,
    paragraphs: [
      "A customer has just booked a ride. Confirm it and assign a driver and vehicle from the bookings board.",
    ],
    highlight: { label: "Upfront fare", value: formatNaira(booking.fare_kobo) },
    details: [
      { label: "Reference", value: booking.reference },
      { label: "Customer", value: booking.customer_name },
      { label: "Phone", value: booking.customer_phone },
      { label: "E-mail", value: booking.customer_email },
      { label: "Pickup", value: booking.pickup_location },
      { label: "Destination", value: booking.dropoff_location },
      { label: "Pickup time", value: formatEmailTime(booking.booking_time) },
      ...airportDetails(booking),
      { label: "Service", value: serviceLabel(booking.service_type) },
      { label: "Status", value: booking.status },
    ],
    closing: [],
  };
}
