import { formatLagosDateTime } from "@/lib/dates";
import { enumLabel } from "@/lib/vocabulary";

import {
  receiptBalance,
  receiptDate,
  receiptFareLines,
} from "../../receipt-lines";
import type { RidePayment, RideView } from "../../types";
import {
  ReceiptOperator,
  ReceiptPayments,
  ReceiptRefunds,
  ReceiptRows,
  ReceiptSection,
} from "./receipt-sections";

function tripRows(ride: RideView) {
  const rows = [
    { label: "Pickup", value: ride.pickup_location },
    { label: "Drop-off", value: ride.dropoff_location },
    { label: "Pickup time", value: formatLagosDateTime(ride.booking_time) },
    { label: "Service", value: enumLabel("service_type", ride.service_type) },
  ];
  if (ride.distance_km !== null)
    rows.push({ label: "Distance", value: `${ride.distance_km} km` });
  if (ride.completed_at)
    rows.push({
      label: "Completed",
      value: formatLagosDateTime(ride.completed_at),
    });
  if (ride.cancelled_at)
    rows.push({
      label: "Cancelled",
      value: formatLagosDateTime(ride.cancelled_at),
    });
  return rows;
}

/**
 * What a company's finance team needs to reimburse a ride: who issued it, its number (the booking
 * reference) and date, who rode, the trip, the fare line by line, how it was paid with the
 * Paystack reference, refunds and what is left.
 */
export function ReceiptDocument({
  ride,
  payment,
}: {
  ride: RideView;
  payment: RidePayment;
}) {
  const billedTo = [payment.customer_name, payment.customer_email].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <article
      data-receipt
      aria-labelledby="receipt-heading"
      className="grid gap-8 rounded-2xl border border-border/80 bg-card p-6 sm:p-8 print:rounded-none print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-6">
        <ReceiptOperator />
        <div className="grid gap-1 text-sm sm:text-right">
          <h1
            id="receipt-heading"
            className="font-display text-3xl text-foreground"
          >
            Receipt
          </h1>
          <p>
            <span className="text-muted-foreground">Receipt number </span>
            <span className="font-mono font-semibold">{ride.reference}</span>
          </p>
          <p>
            <span className="text-muted-foreground">Date </span>
            {receiptDate(ride, payment)}
          </p>
        </div>
      </div>
      {billedTo.length > 0 ? (
        <ReceiptSection title="Rider">
          <p className="grid text-sm">
            {billedTo.map((part) => (
              <span key={part}>{part}</span>
            ))}
          </p>
        </ReceiptSection>
      ) : null}
      <ReceiptSection title="Trip">
        <ReceiptRows rows={tripRows(ride)} />
      </ReceiptSection>
      <ReceiptSection title="Fare">
        <ReceiptRows
          rows={receiptFareLines(
            ride.fare_breakdown,
            ride.fare_kobo ?? payment.fare_kobo,
          )}
        />
      </ReceiptSection>
      <ReceiptSection title="Payments">
        <ReceiptPayments payment={payment} />
      </ReceiptSection>
      <ReceiptRefunds payment={payment} />
      <ReceiptSection title="Balance">
        <ReceiptRows rows={receiptBalance(payment)} />
      </ReceiptSection>
    </article>
  );
}
