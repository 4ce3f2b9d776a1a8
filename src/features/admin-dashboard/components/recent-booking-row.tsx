import { ArrowRight } from "lucide-react";

import { formatLagosShort } from "@/lib/dates";
import { enumLabel } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/status-badge";

import type { RecentBooking } from "../types";

// Only an open booking can be given (or change) its driver; a row shows only what it can do.
const ASSIGNABLE = new Set(["pending", "confirmed"]);

export function RecentBookingRow({
  booking,
  onView,
  onAssign,
}: {
  booking: RecentBooking;
  onView: (id: string) => void;
  onAssign: (id: string) => void;
}) {
  const assignable = ASSIGNABLE.has(booking.status);
  return (
    <li
      className="grid gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-booking-id={booking.id}
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-medium text-foreground">
            {booking.reference}
          </span>
          <StatusBadge kind="booking_status" value={booking.status} />
          <span className="text-xs text-muted-foreground">
            {enumLabel("service_type", booking.service_type)}
          </span>
        </div>
        <p className="truncate text-sm text-foreground">
          {booking.customer_name}
        </p>
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
          <span className="truncate">{booking.pickup_location}</span>
          <ArrowRight aria-label="to" className="size-3 shrink-0" />
          <span className="truncate">{booking.dropoff_location}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={booking.booking_time}>
            {formatLagosShort(booking.booking_time)}
          </time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onView(booking.id)}
          aria-label={`View ${booking.reference}`}
        >
          View
        </Button>
        {assignable && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAssign(booking.id)}
            aria-label={`Assign ${booking.reference}`}
          >
            Assign
          </Button>
        )}
      </div>
    </li>
  );
}
