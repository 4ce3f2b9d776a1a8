import type { RidePayment, RideRecord } from "../store.ts";
import { PAY_AHEAD, rideAction } from "./booking.ts";
import { formatEmailTime } from "./dates.ts";
import { formatNaira, oneLine } from "./format.ts";
import type { Detail, EmailContent } from "./layout.ts";
import {
  chargeOf,
  inFlightRefunds,
  ledgerTotals,
  movedAt,
  paidWith,
  succeeded,
} from "./ledger.ts";
import { receiptLinks } from "./receipt.ts";
import { callUs, hello, plainRide } from "./ride-parts.ts";

/** The e-mails about money moving on a booking: a payment received, a refund done. */

const notFailed = (p: RidePayment) => p.status !== "failed";

/** Refunds started or done against this charge (a late or extra payment goes straight back). */
const refundsOf = (ride: RideRecord, charge: RidePayment) =>
  (ride.payments ?? []).filter(
    (p) => p.kind === "refund" && p.refund_of === charge.id && notFailed(p),
  );

/** What the rider hears about the rest of the fare once this charge is in. */
function afterCharge(ride: RideRecord, charge: RidePayment): string[] {
  const returned = refundsOf(ride, charge);
  if (returned.length) {
    const amount = returned.reduce((total, p) => total + p.amount_kobo, 0);
    return [
      `We are refunding ${formatNaira(amount)} of this payment. We will e-mail you when the refund has been sent.`,
    ];
  }
  const { due } = ledgerTotals(ride);
  if (due > 0) return [stillDue(due)];
  return ride.status === "completed"
    ? ["Your ride is paid in full."]
    : ["Your ride is paid in full: there is nothing to pay your chauffeur."];
}

const stillDue = (due: number) =>
  `${formatNaira(due)} is still due: pay it from your ride page, or pay your chauffeur in cash at the end of the ride.`;

/**
 * Before the ride: whether anything is left to pay, and how (the ride page's Pay now, or cash).
 * Without a ride link there is no Pay now to point to, so cash alone is offered.
 */
export function paymentReminder(
  ride: RideRecord,
  hasRideLink: boolean,
): string {
  const { charged, due } = ledgerTotals(ride);
  if (due <= 0)
    return "Your ride is paid: there is nothing to pay your chauffeur.";
  if (charged > 0 && hasRideLink) return stillDue(due);
  if (hasRideLink) return PAY_AHEAD;
  return `Pay your chauffeur ${formatNaira(due)} in cash at the end of the ride.`;
}

function rideDetails(ride: RideRecord): Detail[] {
  return [
    { label: "Booking reference", value: ride.reference },
    { label: "Pickup", value: ride.pickup_location },
    { label: "Destination", value: ride.dropoff_location },
    { label: "Pickup time", value: formatEmailTime(ride.booking_time) },
  ];
}

/** The rider: a Paystack payment for their ride went through (one e-mail per charge). */
export function paymentReceived(
  stored: RideRecord,
  charge: RidePayment,
  rideLink: string | null,
): EmailContent {
  const ride = plainRide(stored);
  const amount = formatNaira(charge.amount_kobo);
  const how = paidWith(charge);
  return {
    subject: oneLine(
      `Payment received for your EkoLuxe ride ${ride.reference}`,
    ),
    preheader: `${amount} paid by ${how.toLowerCase()} for ${ride.reference}.`,
    heading: "Payment received",
    paragraphs: [
      `${hello(ride)}, thank you: we have received your payment of ${amount} for your ride ${ride.reference}.`,
      ...afterCharge(ride, charge),
    ],
    highlight: { label: "Amount paid", value: amount },
    details: [
      { label: "Paid with", value: how },
      ...(charge.provider_reference
        ? [{ label: "Paystack reference", value: charge.provider_reference }]
        : []),
      { label: "Date", value: formatEmailTime(movedAt(charge)) },
      ...refundsOf(ride, charge)
        .filter((p) => p.reason)
        .slice(0, 1)
        .map((p) => ({ label: "Refund reason", value: p.reason! })),
      ...rideDetails(ride),
    ],
    action: rideAction(rideLink, "View your ride"),
    links: receiptLinks(rideLink),
    closing: [
      "Keep this e-mail as your proof of payment. The receipt page shows the fare breakdown and the payment, ready to print for your company.",
      callUs(ride),
    ],
  };
}

/** Where a refund goes, and how long the bank may take: by the charge it returns. */
function refundRoute(charge: RidePayment | undefined): {
  to: string;
  wait: string | null;
} {
  if (charge?.method === "cash") return { to: "in cash", wait: null };
  if (charge?.channel === "bank_transfer")
    return {
      to: "to the account you paid from",
      wait: "It can take up to 10 working days to reach your account.",
    };
  return {
    to:
      charge?.channel === "card"
        ? "to the card you paid with"
        : "the way you paid",
    wait: "It can take up to 10 working days to show on your statement.",
  };
}

/** The rider: a refund went through (one e-mail per refund). */
export function refundProcessed(
  stored: RideRecord,
  refund: RidePayment,
  rideLink: string | null,
): EmailContent {
  const ride = plainRide(stored);
  const charge = chargeOf(ride, refund);
  const amount = formatNaira(refund.amount_kobo);
  const route = refundRoute(charge);
  const { charged, refunded } = ledgerTotals(ride);
  return {
    subject: oneLine(
      `Your EkoLuxe refund of ${amount} for ${ride.reference} has been sent`,
    ),
    preheader: `${amount} refunded for ${ride.reference}.`,
    heading: "Your refund has been sent",
    paragraphs: [
      `${hello(ride)}, we have refunded ${amount} for your ride ${ride.reference} ${route.to}.`,
      ...(route.wait ? [route.wait] : []),
    ],
    highlight: { label: "Refunded", value: amount },
    details: [
      ...(refund.reason ? [{ label: "Reason", value: refund.reason }] : []),
      ...(charge?.provider_reference
        ? [{ label: "Refund of payment", value: charge.provider_reference }]
        : []),
      ...(refund.provider_reference
        ? [{ label: "Refund reference", value: refund.provider_reference }]
        : []),
      { label: "Refunded on", value: formatEmailTime(movedAt(refund)) },
      {
        label: "Paid for this ride, after refunds",
        value: formatNaira(Math.max(charged - refunded, 0)),
      },
      ...rideDetails(ride),
    ],
    action: rideAction(rideLink, "View your booking"),
    links: receiptLinks(rideLink),
    closing: [
      ...(route.wait
        ? [
            "Not there after 10 working days? Reply to this e-mail with the refund reference and we will chase it with the bank.",
          ]
        : []),
      callUs(ride),
    ],
  };
}

/**
 * For the cancellation notice of a paid ride: what comes back and what the policy keeps. The
 * refunds are already on the ledger (cancelling creates them), so this reads, never decides.
 */
export function cancellationMoney(ride: RideRecord): string[] {
  const charged = succeeded(ride, "charge").reduce(
    (total, p) => total + p.amount_kobo,
    0,
  );
  if (charged <= 0) return [];
  const back = [...succeeded(ride, "refund"), ...inFlightRefunds(ride)].reduce(
    (total, p) => total + p.amount_kobo,
    0,
  );
  const kept = charged - back;
  const paid = `You paid ${formatNaira(charged)}`;
  const later = "We will e-mail you when the refund has been sent.";
  if (back > 0 && kept <= 0)
    return [`${paid}, and we are refunding all of it. ${later}`];
  if (back > 0)
    return [
      `${paid}. As our cancellation policy sets out, a late-cancellation fee of ${formatNaira(kept)} is kept and we are refunding the other ${formatNaira(back)}. ${later}`,
    ];
  return [
    `${paid}, which is kept as the late-cancellation fee our cancellation policy sets out.`,
  ];
}
