import { formatNaira } from "@/lib/money";
import { Badge } from "@/components/ui/badge";

import type { BookingListRow } from "../types";

/**
 * Whether a ride's money is in: Paid, Unpaid with how much of the fare came in so far, or
 * Refunded. Nothing is owed before a ride is completed, so those rows say so quietly instead of
 * "Unpaid".
 */
export function PaymentCell({
  booking,
}: {
  booking: Pick<BookingListRow, "payment_state" | "paid_kobo" | "fare_kobo">;
}) {
  const paid = booking.paid_kobo ?? 0;
  if (booking.payment_state === "paid")
    return (
      <Badge variant="success" data-value="paid">
        Paid
      </Badge>
    );
  if (booking.payment_state === "refunded")
    return (
      <Badge variant="neutral" data-value="refunded">
        Refunded
      </Badge>
    );
  if (booking.payment_state === "unpaid")
    return (
      <div className="grid justify-items-start gap-0.5">
        <Badge variant="warning" data-value="unpaid">
          Unpaid
        </Badge>
        {paid > 0 && (
          <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
            {formatNaira(paid)} of {formatNaira(booking.fare_kobo)}
          </span>
        )}
      </div>
    );
  return <span className="text-muted-foreground">Not due</span>;
}
