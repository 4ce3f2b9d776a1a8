import type { RidePayment, RideRecord } from "../store.ts";
import { formatEmailTime } from "./dates.ts";
import { formatNaira } from "./format.ts";
import type { Detail } from "./layout.ts";

/** How Paystack's channels read to a rider; one we do not know is shown by its method alone. */
const CHANNEL_LABELS: Record<string, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
  bank: "Bank account",
  qr: "QR code",
  mobile_money: "Mobile money",
  apple_pay: "Apple Pay",
  eft: "EFT",
};

/** "Card", "Bank transfer", "USSD", "Cash": how a charge was paid, in a rider's words. */
export function paidWith(payment: RidePayment): string {
  if (payment.method === "cash") return "Cash";
  return (payment.channel && CHANNEL_LABELS[payment.channel]) || "Paystack";
}

/** When the money moved; a row that has not recorded it yet is dated by its creation. */
export function movedAt(payment: RidePayment): string {
  return payment.received_at ?? payment.created_at;
}

/** What the ledger says about a booking, in kobo: only succeeded rows move money. */
export interface LedgerTotals {
  charged: number;
  refunded: number;
  /** Refunds started and not yet done (pending or processing). */
  refunding: number;
  /** The part of the fare no charge covers yet (never below zero: refunds owe nothing back). */
  due: number;
}

const sum = (rows: RidePayment[]) =>
  rows.reduce((total, p) => total + p.amount_kobo, 0);

export const succeeded = (ride: RideRecord, kind: RidePayment["kind"]) =>
  (ride.payments ?? []).filter(
    (p) => p.kind === kind && p.status === "succeeded",
  );

export const inFlightRefunds = (ride: RideRecord) =>
  (ride.payments ?? []).filter(
    (p) =>
      p.kind === "refund" &&
      (p.status === "pending" || p.status === "processing"),
  );

export function ledgerTotals(ride: RideRecord): LedgerTotals {
  const charged = sum(succeeded(ride, "charge"));
  return {
    charged,
    refunded: sum(succeeded(ride, "refund")),
    refunding: sum(inFlightRefunds(ride)),
    due: Math.max(ride.fare_kobo - charged, 0),
  };
}

/** The charge a refund returns, if the ledger holds it. */
export function chargeOf(
  ride: RideRecord,
  refund: RidePayment,
): RidePayment | undefined {
  return (ride.payments ?? []).find((p) => p.id === refund.refund_of);
}

const byTime = (a: RidePayment, b: RidePayment) =>
  movedAt(a).localeCompare(movedAt(b));

/**
 * How the ride was paid, from the ledger: each charge that went through with how and when (and
 * its Paystack reference), each refund, then "Paid in full", what is still due, or what was paid
 * net of refunds. Pending and failed charges are left out: the receipt never claims money that
 * has not moved. Nothing paid says the fare is for the chauffeur, in cash.
 */
export function paymentLines(ride: RideRecord): Detail[] {
  const charges = succeeded(ride, "charge").sort(byTime);
  const refunds = [...succeeded(ride, "refund"), ...inFlightRefunds(ride)].sort(
    byTime,
  );
  const lines: Detail[] = [];
  for (const charge of charges) {
    lines.push({
      label: `${paidWith(charge)}, ${formatEmailTime(movedAt(charge))}`,
      value: formatNaira(charge.amount_kobo),
    });
    if (charge.provider_reference)
      lines.push({
        label: "Paystack reference",
        value: charge.provider_reference,
      });
  }
  for (const refund of refunds)
    lines.push({
      label:
        refund.status === "succeeded"
          ? `Refunded, ${formatEmailTime(movedAt(refund))}`
          : "Refund on its way",
      value: `−${formatNaira(refund.amount_kobo)}`,
    });
  const totals = ledgerTotals(ride);
  const net = totals.charged - totals.refunded - totals.refunding;
  if (!charges.length)
    lines.push({ label: "Payment", value: "Pay your chauffeur in cash" });
  if (totals.due > 0)
    return [
      ...lines,
      { label: "Still due", value: formatNaira(totals.due), strong: true },
    ];
  if (net >= ride.fare_kobo)
    return [
      ...lines,
      { label: "Paid in full", value: formatNaira(net), strong: true },
    ];
  return [
    ...lines,
    { label: "Total paid", value: formatNaira(net), strong: true },
  ];
}
