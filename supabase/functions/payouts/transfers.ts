import { HttpError } from "../_shared/http.ts";
import type { PayoutRow, PayoutToSend } from "../_shared/paystack-ledger.ts";
import {
  payoutStatus,
  transferFailure,
} from "../_shared/paystack-transfers.ts";
import {
  PaystackRefusal,
  type PaystackClient,
  type PaystackTransfer,
} from "../_shared/paystack.ts";
import type { PayoutsLedger } from "./store.ts";

type TransferLedger = Pick<PayoutsLedger, "payoutsToSend" | "markPayoutSent">;

/** Payouts this worker is sending right now (a double click must not pay an owner twice). */
const inFlight = new Set<string>();

/**
 * Sends a month's pending Paystack payouts (or every month's) with `POST /transfer` from the
 * balance, under our own reference, and stamps each with Paystack's answer. A payout Paystack
 * refuses is marked failed with its reason (the admin can retry it); one that could not be sent
 * stays pending without a transfer code, so the next call sends it. Answers the rows it changed.
 */
export async function sendPendingTransfers(
  ledger: TransferLedger,
  paystack: PaystackClient,
  period: string | null,
): Promise<PayoutRow[]> {
  const changed: PayoutRow[] = [];
  for (const payout of await ledger.payoutsToSend(period)) {
    if (inFlight.has(payout.payout_id)) continue;
    inFlight.add(payout.payout_id);
    try {
      const row = await sendTransfer(ledger, paystack, payout);
      if (row) changed.push(row);
    } finally {
      inFlight.delete(payout.payout_id);
    }
  }
  return changed;
}

async function sendTransfer(
  ledger: TransferLedger,
  paystack: PaystackClient,
  payout: PayoutToSend,
): Promise<PayoutRow | null> {
  const reference = payout.reference;
  let transfer: PaystackTransfer | null;
  try {
    transfer = await paystack.initiateTransfer({
      source: "balance",
      amount: payout.amount_kobo,
      currency: "NGN",
      recipient: payout.recipient_code,
      reference,
      reason: `EkoLuxe owner payout ${payout.period.slice(0, 7)}`,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) return null;
    if (!(error instanceof PaystackRefusal)) throw error;
    // Paystack already has this reference when an earlier send's answer was lost: read it back
    // rather than calling the payout failed.
    transfer = await paystack.verifyTransfer(reference).catch(() => null);
    if (!transfer)
      return ledger.markPayoutSent(
        payout.payout_id,
        null,
        "failed",
        error.message,
      );
  }
  const status = payoutStatus(transfer.status);
  return ledger.markPayoutSent(
    payout.payout_id,
    transfer.transfer_code,
    status,
    status === "failed"
      ? (transferFailure(transfer.failures) ?? `Transfer ${transfer.status}.`)
      : null,
  );
}
