import type { LedgerEntry } from "./types";

/** Where a booking's money stands, as the sheet's summary badge says it. */
export type LedgerState =
  "unpaid" | "part_paid" | "paid" | "refunded" | "part_refunded";

export interface LedgerSummary {
  state: LedgerState;
  /** Succeeded charges, cash and Paystack. */
  chargedKobo: number;
  /** Succeeded refunds. */
  refundedKobo: number;
  /** Refunds asked for that Paystack has not finished yet. */
  refundingKobo: number;
  /**
   * What a Refund can still return: Paystack charges less every refund not failed. Cash is
   * handed back in person, so only money that came in through Paystack goes back through it.
   */
  refundableKobo: number;
}

const sum = (rows: LedgerEntry[]) =>
  rows.reduce((total, row) => total + row.amount_kobo, 0);

/** The booking's few ledger rows, read as one summary (net paid = charges − refunds). */
export function summariseLedger(
  rows: LedgerEntry[],
  fareKobo: number,
): LedgerSummary {
  const charges = rows.filter(
    (row) => row.kind === "charge" && row.status === "succeeded",
  );
  const refunds = rows.filter((row) => row.kind === "refund");
  const chargedKobo = sum(charges);
  const refundedKobo = sum(refunds.filter((r) => r.status === "succeeded"));
  const refundingKobo = sum(
    refunds.filter((r) => r.status === "pending" || r.status === "processing"),
  );
  const paystackKobo = sum(charges.filter((row) => row.method === "paystack"));
  const refundableKobo = Math.max(
    0,
    paystackKobo - refundedKobo - refundingKobo,
  );
  return {
    // A refund asked for counts as refunded already, as the bookings list's payment_state says.
    state: stateOf(chargedKobo, refundedKobo + refundingKobo, fareKobo),
    chargedKobo,
    refundedKobo,
    refundingKobo,
    refundableKobo,
  };
}

function stateOf(charged: number, refunded: number, fare: number): LedgerState {
  if (charged === 0) return "unpaid";
  if (refunded >= charged) return "refunded";
  if (refunded > 0) return "part_refunded";
  return charged >= fare ? "paid" : "part_paid";
}

export const ledgerStateLabel: Record<LedgerState, string> = {
  unpaid: "Unpaid",
  part_paid: "Part paid",
  paid: "Paid",
  refunded: "Refunded",
  part_refunded: "Part refunded",
};

/** A row's status in words: a charge that went through is "Paid", a refund "Refunded". */
export function ledgerStatusLabel(row: Pick<LedgerEntry, "kind" | "status">) {
  if (row.status === "succeeded")
    return row.kind === "refund" ? "Refunded" : "Paid";
  if (row.status === "processing") return "Processing";
  if (row.status === "failed") return "Failed";
  return "Pending";
}

type StatusTone = "success" | "warning" | "danger" | "info";

export function ledgerStatusTone(row: Pick<LedgerEntry, "status">): StatusTone {
  if (row.status === "succeeded") return "success";
  if (row.status === "failed") return "danger";
  if (row.status === "processing") return "info";
  return "warning";
}
