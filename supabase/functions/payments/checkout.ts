import { HttpError } from "../_shared/http.ts";
import { sendPendingRefunds } from "../_shared/paystack-refunds.ts";
import type { Deps } from "./deps.ts";
import type { RideRequest, VerifyRequest } from "./schemas.ts";
import type { CallerPayments, RidePayment } from "./store.ts";

/** What the ride page is told about the checkout it came back from. */
export type CheckoutOutcome = "paid" | "not_completed" | "pending";

/**
 * Opens a Paystack checkout for what the ride still owes. begin_online_payment (as the caller)
 * decides the amount and who may pay; the rider comes back to their ride page, where Paystack
 * appends `?trxref=…&reference=…`.
 */
export async function checkout(
  body: RideRequest,
  caller: CallerPayments,
  deps: Deps,
) {
  const begun = await caller.beginOnlinePayment(body.reference, body.token);
  const ridePage = `${deps.siteUrl}/ride/${begun.booking_reference}/${begun.manage_token}`;
  try {
    const opened = await deps.paystack.initializeTransaction({
      email: begun.email,
      amount: begun.amount_kobo,
      currency: "NGN",
      reference: begun.provider_reference,
      callback_url: ridePage,
      metadata: {
        booking_id: begun.booking_id,
        booking_reference: begun.booking_reference,
        payment_id: begun.payment_id,
        // A rider who cancels at Paystack's checkout comes back with the reference, so the page
        // verifies it and says the payment was not completed (Paystack appends nothing here).
        cancel_action: `${ridePage}?reference=${encodeURIComponent(begun.provider_reference)}`,
      },
    });
    return {
      authorization_url: opened.authorization_url,
      access_code: opened.access_code,
      payment_reference: begun.provider_reference,
    };
  } catch (error) {
    // Otherwise the pending charge would wait for a checkout that never opened.
    await deps.ledger
      .recordCharge({
        providerReference: begun.provider_reference,
        status: "failed",
        amountKobo: begun.amount_kobo,
        currency: "NGN",
        channel: null,
        paidAt: null,
        providerId: null,
        message: "The checkout could not be opened.",
      })
      .catch((e: unknown) =>
        console.error("payments: closing a checkout failed:", e),
      );
    throw error;
  }
}

const FINAL = new Set(["success", "failed", "abandoned"]);

/**
 * The rider is back from checkout: asks Paystack how the payment ended, records that, and answers
 * the ride's payment as the database now sees it, plus how this checkout ended. A payment the
 * webhook has already recorded is not asked about again.
 */
export async function verify(
  body: VerifyRequest,
  caller: CallerPayments,
  deps: Deps,
): Promise<
  RidePayment & {
    checkout: { payment_reference: string; outcome: CheckoutOutcome };
  }
> {
  const reference = body.payment_reference;
  // Our references embed the booking's (PAY-<booking>-<hex>): another ride's payment is refused
  // before anything is asked of anyone.
  if (!reference.startsWith(`PAY-${body.reference}-`)) throw notThisRide();
  const before = await caller.ridePayment(body.reference, body.token);
  if (before.customer_email === null)
    throw new HttpError(
      403,
      "forbidden",
      "Only the person who booked this ride can see its payments.",
    );
  const done = (payment: RidePayment, outcome: CheckoutOutcome) => ({
    ...payment,
    checkout: { payment_reference: reference, outcome },
  });
  if (
    before.payments.some(
      (p) => p.kind === "charge" && p.provider_reference === reference,
    )
  )
    return done(before, "paid");

  const transaction = await deps.paystack.verifyTransaction(reference);
  if (!transaction || transaction.reference !== reference)
    return done(before, "not_completed");
  if (!FINAL.has(transaction.status)) return done(before, "pending");

  const result = await deps.ledger.recordCharge({
    providerReference: reference,
    status: transaction.status as "success" | "failed" | "abandoned",
    amountKobo: transaction.amount,
    currency: transaction.currency,
    channel: transaction.channel,
    paidAt: transaction.paid_at,
    providerId: String(transaction.id),
    message: transaction.gateway_response ?? transaction.message,
  });
  if (result.booking_reference && result.booking_reference !== body.reference)
    throw notThisRide();
  if (result.outcome === "recorded") deps.notify(body.reference);
  if (result.refund_ids.length > 0 && result.booking_id)
    await sendPendingRefunds(
      deps.ledger,
      deps.paystack,
      { id: result.booking_id },
      deps.notify,
    );

  const after = await caller.ridePayment(body.reference, body.token);
  const paid =
    transaction.status === "success" &&
    (result.outcome === "recorded" || result.outcome === "unchanged");
  return done(after, paid ? "paid" : "not_completed");
}

const notThisRide = () =>
  new HttpError(404, "not_found", "This payment is not for this ride.");
