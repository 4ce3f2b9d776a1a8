import type { Notify } from "../_shared/paystack-notify.ts";
import { sendPendingRefunds } from "../_shared/paystack-refunds.ts";
import {
  finalTransferStatus,
  transferFailure,
} from "../_shared/paystack-transfers.ts";
import type {
  PaystackClient,
  PaystackTransaction,
  PaystackTransfer,
} from "../_shared/paystack.ts";
import type { WebhookLedger } from "./store.ts";

export interface EventDeps {
  paystack: PaystackClient;
  ledger: WebhookLedger;
  notify: Notify;
}

export type EventData = Record<string, unknown>;

export type Processor = {
  /** The delivery's identity for claim_paystack_event (the same event about the same thing). */
  key: (data: EventData) => string | null;
  /**
   * What Paystack's verify endpoint says, asked while the delivery is being claimed: the two
   * round trips overlap (a replay wastes one read, and replays are rare).
   */
  lookup: (data: EventData, deps: EventDeps) => Promise<unknown>;
  run: (data: EventData, deps: EventDeps, found: unknown) => Promise<string>;
};

const nothing = () => Promise.resolve(null);

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : null;

const idText = (value: unknown): string | null =>
  typeof value === "number" ? String(value) : text(value);

/**
 * A refund webhook carries the refund's id when Paystack has one; otherwise the charge it returns
 * money from, the amount and the processor's reference tell one refund from another.
 */
const refundKey = (data: EventData): string | null => {
  const id = idText(data.id);
  if (id) return id;
  const charge = text(data.transaction_reference);
  if (!charge) return null;
  return [
    charge,
    String(data.amount ?? ""),
    text(data.refund_reference) ?? "",
  ].join(":");
};

const byReference = (data: EventData) => text(data.reference);

/**
 * A charge is recorded with what GET /transaction/verify says (status, amount, currency), never
 * with the webhook's own copy: a delivery only says "look at this reference".
 */
async function chargeSuccess(data: EventData, deps: EventDeps, found: unknown) {
  const reference = text(data.reference)!;
  const transaction = found as PaystackTransaction | null;
  if (!transaction || transaction.reference !== reference) return "unknown";
  const status = transaction.status;
  if (status !== "success" && status !== "failed" && status !== "abandoned")
    return "not_final";
  const result = await deps.ledger.recordCharge({
    providerReference: reference,
    status,
    amountKobo: transaction.amount,
    currency: transaction.currency,
    channel: transaction.channel,
    paidAt: transaction.paid_at,
    providerId: String(transaction.id),
    message: transaction.gateway_response ?? transaction.message,
  });
  if (result.outcome === "recorded" && result.booking_reference)
    deps.notify(result.booking_reference);
  // Paid for a ride already cancelled or paid: the money goes straight back.
  if (result.refund_ids.length > 0 && result.booking_id)
    await sendPendingRefunds(deps.ledger, deps.paystack, {
      id: result.booking_id,
    });
  return result.outcome;
}

function refundEvent(status: "processed" | "failed") {
  return async (data: EventData, deps: EventDeps) => {
    const chargeReference = text(data.transaction_reference);
    const amount = Number(data.amount);
    if (!chargeReference || !Number.isSafeInteger(amount) || amount <= 0)
      return "ignored";
    const result = await deps.ledger.recordRefund({
      chargeReference,
      providerId: idText(data.id),
      status,
      amountKobo: amount,
      message:
        status === "failed"
          ? (text(data.message) ?? "Paystack could not process the refund.")
          : null,
    });
    if (
      status === "processed" &&
      result.outcome === "recorded" &&
      result.booking_reference
    )
      deps.notify(result.booking_reference);
    return result.outcome;
  };
}

/** As for charges: GET /transfer/verify decides, so a late success after a reversal stays reversed. */
async function transferEvent(data: EventData, deps: EventDeps, found: unknown) {
  const reference = text(data.reference)!;
  const transfer = found as PaystackTransfer | null;
  if (!transfer) return "unknown";
  const status = finalTransferStatus(transfer.status);
  if (!status) return "not_final";
  const result = await deps.ledger.recordTransfer({
    reference: transfer.reference || reference,
    transferCode: transfer.transfer_code ?? null,
    status,
    amountKobo: transfer.amount,
    message:
      status === "success"
        ? null
        : (transferFailure(transfer.failures) ??
          (status === "reversed"
            ? "The bank reversed the transfer."
            : "The transfer failed.")),
  });
  return result.outcome;
}

const transfer: Processor = {
  key: byReference,
  lookup: (data, deps) => deps.paystack.verifyTransfer(text(data.reference)!),
  run: transferEvent,
};

export const PROCESSORS: Record<string, Processor> = {
  "charge.success": {
    key: byReference,
    lookup: (data, deps) =>
      deps.paystack.verifyTransaction(text(data.reference)!),
    run: chargeSuccess,
  },
  "refund.processed": {
    key: refundKey,
    lookup: nothing,
    run: refundEvent("processed"),
  },
  "refund.failed": {
    key: refundKey,
    lookup: nothing,
    run: refundEvent("failed"),
  },
  "transfer.success": transfer,
  "transfer.failed": transfer,
  "transfer.reversed": transfer,
};
