import { formatLagosStamp } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { paymentMethodLabel } from "@/lib/payment-methods";
import { Badge } from "@/components/ui/badge";

import { ledgerStatusLabel, ledgerStatusTone } from "../ledger";
import type { LedgerEntry } from "../types";

/** One ledger row: what moved, how, its state, the amount, and what finance needs to trace it. */
export function LedgerEntryItem({
  entry,
  refunded,
}: {
  entry: LedgerEntry;
  /** For a refund, the charge it returns (a refund goes back the way the money came). */
  refunded?: LedgerEntry;
}) {
  const refund = entry.kind === "refund";
  const at = entry.received_at ?? entry.created_at;
  const how = refund
    ? `to ${refunded ? paymentMethodLabel(refunded) : "the rider"}`
    : paymentMethodLabel(entry);
  return (
    <li
      className="grid gap-1 rounded-lg border border-border px-3 py-2 text-sm"
      aria-label={`${refund ? "Refund" : "Payment"} of ${formatNaira(entry.amount_kobo)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {refund ? "Refund" : "Payment"}
          <span className="font-normal text-muted-foreground">
            {" · "}
            {entry.method === "paystack" ? `${how} via Paystack` : how}
          </span>
        </span>
        <span
          className={
            refund ? "text-danger tabular-nums" : "font-medium tabular-nums"
          }
        >
          {formatNaira(refund ? -entry.amount_kobo : entry.amount_kobo)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <Badge variant={ledgerStatusTone(entry)} data-value={entry.status}>
          {ledgerStatusLabel(entry)}
        </Badge>
        <time dateTime={at}>{formatLagosStamp(at)}</time>
        {entry.received_by ? (
          <span>Received by {entry.received_by}</span>
        ) : null}
      </div>
      {entry.provider_reference ? (
        <p className="text-xs text-muted-foreground">
          Paystack reference{" "}
          <span className="font-mono break-all text-foreground">
            {entry.provider_reference}
          </span>
        </p>
      ) : null}
      {entry.reason ? (
        <p className="text-xs">
          <span className="text-muted-foreground">Reason: </span>
          {entry.reason}
        </p>
      ) : null}
      {entry.status === "failed" && entry.failure_reason ? (
        <p className="text-xs text-danger">{entry.failure_reason}</p>
      ) : null}
    </li>
  );
}
