import type { ReactNode } from "react";

import { site } from "@/config/site";
import { formatLagosStamp } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { paymentMethodLabel } from "@/lib/payment-methods";

import { refundLines, succeededCharges } from "../../payment-words";
import { OPERATOR_ADDRESS, type ReceiptLine } from "../../receipt-lines";
import type { RidePayment } from "../../types";

export function ReceiptSection({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const id = `receipt-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid break-inside-avoid gap-3">
      <h2
        id={id}
        className="text-eyebrow font-semibold text-primary uppercase print:text-black"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value rows; `strong` rows (the total) stand out. */
export function ReceiptRows({ rows }: { rows: ReceiptLine[] }) {
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map((row) => (
        <div
          key={row.label}
          className={
            row.strong
              ? "flex justify-between gap-4 border-t border-border pt-2 font-semibold"
              : "flex justify-between gap-4"
          }
        >
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="text-right break-all tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReceiptOperator() {
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-display text-2xl text-foreground">{site.name}</p>
      <p className="text-muted-foreground">{OPERATOR_ADDRESS}</p>
      <p className="text-muted-foreground">{site.email}</p>
      <p className="text-muted-foreground">{site.phone}</p>
    </div>
  );
}

/** Every payment that went through: when, how, the Paystack reference to quote, how much. */
export function ReceiptPayments({ payment }: { payment: RidePayment }) {
  const charges = succeededCharges(payment);
  if (charges.length === 0)
    return <p className="text-sm text-muted-foreground">No payment yet.</p>;
  return (
    <ul className="grid gap-3 text-sm">
      {charges.map((line) => (
        <li key={line.id} className="grid gap-0.5">
          <div className="flex justify-between gap-4 font-medium">
            <span>{paymentMethodLabel(line)}</span>
            <span className="tabular-nums">
              {formatNaira(line.amount_kobo)}
            </span>
          </div>
          <span className="text-muted-foreground">
            {line.at ? formatLagosStamp(line.at) : "Date to follow"}
            {line.method === "paystack" ? " · via Paystack" : ""}
          </span>
          {line.provider_reference ? (
            <span className="font-mono text-xs break-all text-muted-foreground">
              Paystack reference {line.provider_reference}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ReceiptRefunds({ payment }: { payment: RidePayment }) {
  const refunds = refundLines(payment);
  if (refunds.length === 0) return null;
  return (
    <ReceiptSection title="Refunds">
      <ul className="grid gap-3 text-sm">
        {refunds.map((line) => (
          <li key={line.id} className="grid gap-0.5">
            <div className="flex justify-between gap-4 font-medium">
              <span>
                {line.status === "succeeded" ? "Refunded" : "Refund on its way"}
              </span>
              <span className="tabular-nums">
                {formatNaira(-line.amount_kobo)}
              </span>
            </div>
            <span className="text-muted-foreground">
              {[line.at && formatLagosStamp(line.at), line.reason]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </ReceiptSection>
  );
}
