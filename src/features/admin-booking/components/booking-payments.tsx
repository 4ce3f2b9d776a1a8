import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { formatNaira } from "@/lib/money";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { bookingsAdminQueries } from "../api/queries";
import { ledgerStateLabel, summariseLedger, type LedgerState } from "../ledger";
import type { BookingDetail } from "../types";
import { LedgerEntryItem } from "./ledger-entry-item";
import { RefundDialog } from "./refund-dialog";

const stateTone: Record<LedgerState, "success" | "warning" | "neutral"> = {
  paid: "success",
  part_paid: "warning",
  unpaid: "warning",
  refunded: "neutral",
  part_refunded: "neutral",
};

type PaymentsBooking = Pick<BookingDetail, "id" | "reference" | "fare_kobo">;

/** The booking's ledger: where its money stands, every charge and refund, and Refund. */
export function BookingPayments({ booking }: { booking: PaymentsBooking }) {
  const payments = useQuery(bookingsAdminQueries.payments(booking.id));
  const [refunding, setRefunding] = useState(false);
  if (payments.isPending) return <Skeleton className="h-10 w-full" />;
  if (payments.isError)
    return <p className="text-sm">Error fetching payments</p>;
  const summary = summariseLedger(payments.data, booking.fare_kobo);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant={stateTone[summary.state]} data-value={summary.state}>
            {ledgerStateLabel[summary.state]}
          </Badge>
          <span className="text-muted-foreground tabular-nums">
            {formatNaira(summary.chargedKobo)} of{" "}
            {formatNaira(booking.fare_kobo)} received
            {summary.refundedKobo > 0
              ? ` · ${formatNaira(summary.refundedKobo)} refunded`
              : null}
          </span>
        </p>
        {summary.refundableKobo > 0 ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRefunding(true)}
          >
            Refund
          </Button>
        ) : null}
      </div>
      {summary.refundingKobo > 0 ? (
        <p className="text-sm text-muted-foreground">
          Refund on its way: {formatNaira(summary.refundingKobo)}
        </p>
      ) : null}
      {payments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments recorded.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Ledger">
          {payments.data.map((entry) => (
            <LedgerEntryItem
              key={entry.id}
              entry={entry}
              refunded={payments.data.find((row) => row.id === entry.refund_of)}
            />
          ))}
        </ul>
      )}
      <RefundDialog
        booking={{
          id: booking.id,
          reference: booking.reference,
          refundableKobo: summary.refundableKobo,
        }}
        open={refunding}
        onOpenChange={setRefunding}
      />
    </div>
  );
}
