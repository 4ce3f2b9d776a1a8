import { nairaCell, toCsv, type CsvColumn } from "@/lib/csv";
import { lagosTimestamp } from "@/lib/dates";
import { enumLabel } from "@/lib/vocabulary";

import type { ExportedBooking, MyDataSummary } from "./my-data";

/** The rides of an export, one row each; loaded on click with the CSV library. */

interface RideRow extends ExportedBooking {
  paid_kobo: number;
  rating: number | null;
}

const when = (iso: string | null | undefined) =>
  iso ? lagosTimestamp(iso) : "";

const COLUMNS: CsvColumn<RideRow>[] = [
  { header: "Reference", value: (r) => r.reference },
  { header: "Pickup time (Lagos)", value: (r) => when(r.booking_time) },
  { header: "Pickup", value: (r) => r.pickup_location },
  { header: "Destination", value: (r) => r.dropoff_location },
  {
    header: "Service",
    value: (r) => enumLabel("service_type", r.service_type),
  },
  { header: "Status", value: (r) => enumLabel("booking_status", r.status) },
  { header: "Fare (NGN)", value: (r) => nairaCell(r.fare_kobo) },
  { header: "Paid (NGN)", value: (r) => nairaCell(r.paid_kobo) },
  { header: "Rating", value: (r) => r.rating },
  { header: "Name", value: (r) => r.customer_name },
  { header: "Phone", value: (r) => r.customer_phone },
  { header: "Email", value: (r) => r.customer_email },
  { header: "Flight", value: (r) => r.flight_number },
  { header: "Notes", value: (r) => r.notes },
  { header: "Booked at (Lagos)", value: (r) => when(r.created_at) },
  { header: "Completed at (Lagos)", value: (r) => when(r.completed_at) },
  { header: "Cancelled at (Lagos)", value: (r) => when(r.cancelled_at) },
  { header: "Cancellation reason", value: (r) => r.cancellation_reason },
];

export function myRidesCsv(data: MyDataSummary): string {
  const paid = new Map<string, number>();
  for (const payment of data.payments)
    paid.set(
      payment.reference,
      (paid.get(payment.reference) ?? 0) + payment.amount_kobo,
    );
  const ratings = new Map(data.ratings.map((r) => [r.reference, r.rating]));
  const rows = data.bookings.map((booking) => ({
    ...booking,
    paid_kobo: paid.get(booking.reference) ?? 0,
    rating: ratings.get(booking.reference) ?? null,
  }));
  return toCsv(rows, COLUMNS);
}
