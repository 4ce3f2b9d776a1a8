// Owner payouts travel to Paystack under our own reference, `po-<yyyymm>-<12 hex>`: the database
// makes it lower case, as Paystack's transfer API takes it, so it goes out and comes back as is.

/** Paystack's transfer statuses that end a transfer, in the words record_paystack_transfer takes. */
export function finalTransferStatus(
  status: string,
): "success" | "failed" | "reversed" | null {
  if (status === "success") return "success";
  if (status === "reversed") return "reversed";
  if (["failed", "abandoned", "blocked", "rejected"].includes(status))
    return "failed";
  return null;
}

/** Paystack's transfer statuses in the ledger's words (mark_payout_sent). */
export function payoutStatus(
  status: string,
): "pending" | "succeeded" | "failed" {
  const final = finalTransferStatus(status);
  if (final === "success") return "succeeded";
  if (final === "failed" || final === "reversed") return "failed";
  return "pending";
}

/** A readable reason from a transfer's `failures`/`reason`, when Paystack gives one. */
export function transferFailure(failures: unknown): string | null {
  if (typeof failures === "string" && failures.trim()) return failures.trim();
  if (failures && typeof failures === "object") {
    const reason = (failures as Record<string, unknown>).reason;
    if (typeof reason === "string" && reason.trim()) return reason.trim();
  }
  return null;
}
