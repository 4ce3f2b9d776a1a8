import { HttpError } from "./http.ts";
import type {
  PaymentRow,
  PaystackLedger,
  RefundToSend,
} from "./paystack-ledger.ts";
import type { Notify } from "./paystack-notify.ts";
import { PaystackRefusal, type PaystackClient } from "./paystack.ts";

export type RefundLedger = Pick<
  PaystackLedger,
  "refundsToSend" | "markRefundSent"
>;

/**
 * Sends the pending refunds of one booking (by id, or by reference when only that is known) with
 * `POST /refund` and records Paystack's answer on each row. The database hands each refund to one
 * caller only (refunds_to_send claims it), so the rider's page, the admin's sheet and a webhook
 * asking at once never send the same money back twice. A refund Paystack declines is marked
 * failed with its reason; one that could not be sent (Paystack not answering) is released, so
 * the next settle sends it. A refund Paystack settles at once is announced to the rider (notify).
 * Answers the rows it changed.
 */
export async function sendPendingRefunds(
  ledger: RefundLedger,
  paystack: PaystackClient,
  booking: { id?: string; reference?: string },
  notify?: Notify,
): Promise<PaymentRow[]> {
  if (!booking.id && !booking.reference) return [];
  const claimed = await ledger.refundsToSend(booking);
  const changed: PaymentRow[] = [];
  for (const refund of claimed) {
    const row = await sendRefund(ledger, paystack, refund);
    changed.push(row);
    if (row.status === "succeeded") notify?.(refund.booking_reference);
  }
  return changed;
}

async function sendRefund(
  ledger: RefundLedger,
  paystack: PaystackClient,
  refund: RefundToSend,
): Promise<PaymentRow> {
  let answer;
  try {
    answer = await paystack.createRefund({
      transaction: refund.charge_reference,
      amount: refund.amount_kobo,
      currency: "NGN",
      customer_note: `Refund for ride ${refund.booking_reference}`,
      merchant_note: refund.reason ?? `Refund for ${refund.booking_reference}`,
    });
  } catch (error) {
    if (error instanceof PaystackRefusal)
      return ledger.markRefundSent(
        refund.refund_id,
        null,
        "failed",
        error.message,
      );
    if (error instanceof HttpError && error.status === 502)
      return ledger.markRefundSent(refund.refund_id, null, "pending", null);
    throw error;
  }
  return ledger.markRefundSent(
    refund.refund_id,
    String(answer.id),
    refundStatus(answer.status),
    null,
  );
}

/** Paystack's refund statuses in the ledger's words. */
function refundStatus(status: string): "processing" | "succeeded" | "failed" {
  if (status === "processed") return "succeeded";
  if (status === "failed") return "failed";
  return "processing";
}
