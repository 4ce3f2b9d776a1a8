import { formatLagosStamp } from "@/lib/dates";
import { formatNaira } from "@/lib/money";

import {
  paidHowLine,
  refundLines,
  succeededCharges,
} from "../../payment-words";
import type { RidePayment } from "../../types";

/** Each payment that went through and each refund, with when and how much. */
export function PaymentLines({ payment }: { payment: RidePayment }) {
  const charges = succeededCharges(payment);
  const refunds = refundLines(payment);
  if (charges.length === 0 && refunds.length === 0) return null;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Payments">
      {charges.map((line) => (
        <li key={line.id} className="flex flex-wrap justify-between gap-x-4">
          <span className="min-w-0 break-all text-foreground">
            {paidHowLine(line)}
          </span>
          <span className="text-muted-foreground tabular-nums">
            {formatNaira(line.amount_kobo)}
            {line.at ? ` · ${formatLagosStamp(line.at)}` : ""}
          </span>
        </li>
      ))}
      {refunds.map((line) => (
        <li key={line.id} className="flex flex-wrap justify-between gap-x-4">
          <span className="text-foreground">
            {line.status === "succeeded" ? "Refunded" : "Refund on its way"}
          </span>
          <span className="text-muted-foreground tabular-nums">
            {formatNaira(line.amount_kobo)}
            {line.at ? ` · ${formatLagosStamp(line.at)}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
