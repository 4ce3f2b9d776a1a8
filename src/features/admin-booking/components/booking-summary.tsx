import { ArrowRight } from "lucide-react";

import { formatLagosStamp } from "@/lib/dates";
import { enumLabel } from "@/lib/vocabulary";
import { StatusBadge } from "@/components/status-badge";

import type { BookingListRow } from "../types";

type SummaryBooking = Pick<
  BookingListRow,
  | "reference"
  | "pickup_location"
  | "dropoff_location"
  | "booking_time"
  | "service_type"
  | "status"
> & { flight_number?: string | null };

/** Reference, route, Lagos pickup time and service: what a dispatcher checks first. */
export function BookingSummary({ booking }: { booking: SummaryBooking }) {
  return (
    <div className="grid gap-1.5 rounded-xl border border-border bg-background/60 px-4 py-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <span className="font-mono font-medium text-primary">
          {booking.reference}
        </span>
        <StatusBadge kind="booking_status" value={booking.status} />
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-foreground">
        <span>{booking.pickup_location}</span>
        <ArrowRight
          className="size-3.5 text-muted-foreground"
          aria-label="to"
        />
        <span>{booking.dropoff_location}</span>
      </p>
      <p className="text-muted-foreground">
        <time dateTime={booking.booking_time}>
          {formatLagosStamp(booking.booking_time)}
        </time>
        {" · "}
        {enumLabel("service_type", booking.service_type)}
        {booking.flight_number ? (
          <>
            {" · "}
            <span className="text-foreground">
              Flight{" "}
              <span className="font-mono tracking-wide">
                {booking.flight_number}
              </span>
            </span>
          </>
        ) : null}
      </p>
    </div>
  );
}
