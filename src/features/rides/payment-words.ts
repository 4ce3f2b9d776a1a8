import { formatNaira } from "@/lib/money";
import { paymentMethodWords } from "@/lib/payment-methods";

import type { RidePayment, RidePaymentLine } from "./types";

/** "Paid by card", "Paid in cash". */
export function paidByWords(line: RidePaymentLine): string {
  return line.method === "cash"
    ? "Paid in cash"
    : `Paid by ${paymentMethodWords(line)}`;
}

/** "Paid by card · PAY-EKO-7F3K2Q-1a2b3c4d": how, and the reference to quote if asked. */
export function paidHowLine(line: RidePaymentLine): string {
  return line.provider_reference
    ? `${paidByWords(line)} · ${line.provider_reference}`
    : paidByWords(line);
}

export const succeededCharges = (payment: RidePayment) =>
  payment.payments.filter(
    (line) => line.kind === "charge" && line.status === "succeeded",
  );

export const refundLines = (payment: RidePayment) =>
  payment.payments.filter(
    (line) => line.kind === "refund" && line.status !== "failed",
  );

/** The badge each state wears, in the words the rider sees. */
export const paymentStateWords: Record<RidePayment["state"], string> = {
  unpaid: "Not paid yet",
  pending: "Awaiting confirmation",
  paid: "Paid",
  part_paid: "Part paid",
  refund_pending: "Refund on its way",
  refunded: "Refunded",
  part_refunded: "Refunded",
};

const sum = (lines: RidePaymentLine[]) =>
  lines.reduce((total, line) => total + line.amount_kobo, 0);

/** One sentence under the badge: what is paid, due or coming back. */
export function paymentSummary(payment: RidePayment): string {
  const charged = sum(succeededCharges(payment));
  const refunding = sum(
    refundLines(payment).filter((line) => line.status !== "succeeded"),
  );
  switch (payment.state) {
    case "unpaid":
    case "pending":
      return `${formatNaira(payment.due_kobo || payment.fare_kobo)} to pay.`;
    case "paid":
      return `${formatNaira(charged || payment.paid_kobo)} paid. Nothing more to pay.`;
    case "part_paid":
      return `${formatNaira(charged || payment.paid_kobo)} paid, ${formatNaira(payment.due_kobo)} still due.`;
    case "refund_pending":
      return `${formatNaira(refunding)} is on its way back to the way you paid. Refunds usually arrive within a few working days.`;
    case "refunded":
      return `${formatNaira(payment.refunded_kobo)} returned to the way you paid.`;
    case "part_refunded":
      return `${formatNaira(payment.refunded_kobo)} returned to the way you paid; ${formatNaira(Math.max(0, charged - payment.refunded_kobo))} kept.`;
  }
}
