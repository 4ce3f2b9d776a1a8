import { sendPendingRefunds } from "../_shared/paystack-refunds.ts";
import type { Deps } from "./deps.ts";
import type { RefundRequest, RideRequest } from "./schemas.ts";
import type { CallerPayments } from "./store.ts";

/**
 * After a cancellation the database has queued the refunds the policy gives (all of it inside
 * the free window, the rest after the fee outside it); this sends them. Safe to call any number
 * of times: a refund already sent is not queued any more. Answers the ride's payment.
 */
export async function settle(
  body: RideRequest,
  caller: CallerPayments,
  deps: Deps,
) {
  // As the caller first: an unknown ride or a foreign token ends here (404).
  await caller.ridePayment(body.reference, body.token);
  await sendPendingRefunds(
    deps.ledger,
    deps.paystack,
    { reference: body.reference },
    deps.notify,
  );
  return caller.ridePayment(body.reference, body.token);
}

/**
 * An administrator refunds part or all of a booking's online payments with a reason.
 * request_refund (as the caller: administrators only, audited with them as the actor) queues the
 * refund rows; they are sent at once and answered as they stand after sending.
 */
export async function refund(
  body: RefundRequest,
  caller: CallerPayments,
  deps: Deps,
) {
  const queued = await caller.requestRefund(
    body.booking_id,
    body.amount_kobo,
    body.reason,
  );
  const sent = await sendPendingRefunds(
    deps.ledger,
    deps.paystack,
    { id: body.booking_id },
    deps.notify,
  );
  const latest = new Map(sent.map((row) => [row.id, row]));
  return { refunds: queued.map((row) => latest.get(row.id) ?? row) };
}
