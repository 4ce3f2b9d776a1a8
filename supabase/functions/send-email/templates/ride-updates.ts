import type { RideRecord } from "../store.ts";
import { airportDetails, rideAction } from "./booking.ts";
import { brand } from "./brand.ts";
import { formatEmailTime } from "./dates.ts";
import { oneLine, serviceLabel } from "./format.ts";
import type { EmailContent } from "./layout.ts";
import { cancellationMoney, paymentReminder } from "./money-updates.ts";
import {
  callUs,
  crew,
  hello,
  plainRide,
  vehicleName,
  withArticle,
} from "./ride-parts.ts";

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
      paymentReminder(ride, rideLink !== null),
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
    paragraphs: [opening, ...cancellationMoney(ride)],
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
