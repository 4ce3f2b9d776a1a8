import { useQuery } from "@tanstack/react-query";

import { formatLagosStamp } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { Skeleton } from "@/components/ui/skeleton";

import { bookingsAdminQueries } from "../api/queries";

export function BookingPayments({ bookingId }: { bookingId: string }) {
  const payments = useQuery(bookingsAdminQueries.payments(bookingId));
  if (payments.isPending) return <Skeleton className="h-10 w-full" />;
  if (payments.isError)
    return <p className="text-sm">Error fetching payments</p>;
  if (payments.data.length === 0)
    return (
      <p className="text-sm text-muted-foreground">No payments recorded.</p>
    );
  const total = payments.data.reduce((sum, p) => sum + p.amount_kobo, 0);
  return (
    <ul className="grid gap-1.5 text-sm">
      {payments.data.map((payment) => (
        <li key={payment.id} className="flex justify-between gap-3">
          <span className="text-muted-foreground">
            <span className="capitalize">{payment.method}</span>
            {" · "}
            {payment.received_by}
            {" · "}
            <time dateTime={payment.received_at}>
              {formatLagosStamp(payment.received_at)}
            </time>
          </span>
          <span className="tabular-nums">
            {formatNaira(payment.amount_kobo)}
          </span>
        </li>
      ))}
      {payments.data.length > 1 && (
        <li className="flex justify-between gap-3 border-t border-border pt-1.5 font-medium">
          <span>Total received</span>
          <span className="tabular-nums">{formatNaira(total)}</span>
        </li>
      )}
    </ul>
  );
}
