import { describe, expect, it } from "vitest";

import { createCallerClient } from "../../../../supabase/functions/_shared/clients.ts";
import { supabasePaystackLedger } from "../../../../supabase/functions/_shared/paystack-ledger-supabase.ts";
import { paystackSignature } from "../../../../supabase/functions/_shared/paystack.ts";
import { handler as payments } from "../../../../supabase/functions/payments/handler.ts";
import { supabaseCallerPayments } from "../../../../supabase/functions/payments/supabase-store.ts";
import { handler as webhook } from "../../../../supabase/functions/paystack-webhook/handler.ts";
import {
  anonClient,
  runtime,
  serviceClient,
} from "../../../local-backend/support.ts";
import { createRide, setCutoff } from "../../support/ride-fixtures.ts";
import {
  FakePaystack,
  transactionOf,
} from "../paystack-webhook/paystack-fake.ts";

/**
 * The payments and webhook handlers on the runtime's database (the ledger RPCs for real, as the
 * caller and as the service role), with Paystack scripted: a ride paid by card, the webhook
 * arriving after, a cancellation refunded and the refund confirmed.
 */

const SECRET = "sk_test_payments_ledger_000000000000000";
const FARE = 1_500_000;

function stack() {
  const paystack = new FakePaystack();
  const notified: string[] = [];
  const ledger = supabasePaystackLedger(serviceClient());
  const common = { paystack, ledger, notify: (r: string) => notified.push(r) };
  const pay = async (
    route: string,
    body: unknown,
    authorization = `Bearer ${runtime().anonKey}`,
  ) => {
    const response = await payments(
      new Request(`http://localhost/payments/${route}`, {
        method: "POST",
        headers: { Authorization: authorization },
        body: JSON.stringify(body),
      }),
      {
        ...common,
        callerFor: (authorization) =>
          supabaseCallerPayments(
            createCallerClient(
              runtime().apiUrl,
              runtime().anonKey,
              authorization,
            ),
          ),
        siteUrl: "https://ekoluxe.test",
      },
    );
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    };
  };
  const deliver = async (event: unknown) => {
    const raw = JSON.stringify(event);
    const response = await webhook(
      new Request("http://localhost/paystack-webhook", {
        method: "POST",
        headers: {
          "x-paystack-signature": await paystackSignature(SECRET, raw),
        },
        body: raw,
      }),
      { ...common, secretKey: SECRET },
    );
    return (await response.json()) as { outcome?: string };
  };
  return { paystack, notified, pay, deliver };
}

async function ledgerRows(bookingId: string) {
  const { data, error } = await serviceClient()
    .from("payments")
    .select(
      "kind, method, channel, status, amount_kobo, provider_reference, reason",
    )
    .eq("booking_id", bookingId)
    .order("created_at");
  if (error) throw error;
  return data;
}

describe("payments on the ledger", () => {
  it("charges what is due, records the verified card payment once, then refunds a cancellation", async () => {
    await setCutoff(60);
    const ride = await createRide({ status: "confirmed", minutes: 48 * 60 });
    const { paystack, notified, pay, deliver } = stack();
    const access = { reference: ride.reference, token: ride.manage };

    const opened = await pay("checkout", access);
    expect(opened.status).toBe(200);
    const reference = String(opened.body.payment_reference);
    expect(reference).toMatch(
      new RegExp(`^PAY-${ride.reference}-[0-9A-F]{8}$`),
    );
    expect(paystack.initialized[0]).toMatchObject({
      amount: FARE,
      email: "matrix@example.test",
      callback_url: `https://ekoluxe.test/ride/${ride.reference}/${ride.manage}`,
    });

    paystack.transactions.set(reference, transactionOf(reference, FARE));
    const verified = await pay("verify", {
      ...access,
      payment_reference: reference,
    });
    expect(verified.body).toMatchObject({
      state: "paid",
      paid_kobo: FARE,
      checkout: { outcome: "paid" },
    });
    expect(notified).toEqual([ride.reference]);

    const charge = {
      event: "charge.success",
      data: { reference, amount: FARE, currency: "NGN" },
    };
    expect((await deliver(charge)).outcome).toBe("unchanged");
    expect((await deliver(charge)).outcome).toBe("duplicate");

    const cancelled = await anonClient().rpc("cancel_ride", {
      p_reference: ride.reference,
      p_token: ride.manage,
      p_reason: "Plans changed",
    });
    expect(cancelled.error).toBeNull();
    const settled = await pay("settle", access);
    expect(settled.body).toMatchObject({ state: "refund_pending" });
    expect(paystack.refunds).toMatchObject([
      { transaction: reference, amount: FARE },
    ]);
    expect((await pay("settle", access)).status).toBe(200);
    expect(paystack.refunds).toHaveLength(1);

    const processed = await deliver({
      event: "refund.processed",
      data: {
        id: 1000,
        status: "processed",
        transaction_reference: reference,
        amount: String(FARE),
      },
    });
    expect(processed.outcome).toBe("recorded");
    expect(await ledgerRows(ride.id)).toEqual([
      {
        kind: "charge",
        method: "paystack",
        channel: "card",
        status: "succeeded",
        amount_kobo: FARE,
        provider_reference: reference,
        reason: null,
      },
      {
        kind: "refund",
        method: "paystack",
        channel: null,
        status: "succeeded",
        amount_kobo: FARE,
        provider_reference: "1000",
        reason: "Cancelled inside the free-cancellation window.",
      },
    ]);
    const after = await pay("settle", access);
    expect(after.body).toMatchObject({
      state: "refunded",
      paid_kobo: 0,
      refunded_kobo: FARE,
    });
  });

  it("keeps a mismatched amount out of the ledger's money and says the checkout did not complete", async () => {
    const ride = await createRide({ status: "confirmed" });
    const { paystack, pay } = stack();
    const access = { reference: ride.reference, token: ride.manage };
    const reference = String(
      (await pay("checkout", access)).body.payment_reference,
    );
    paystack.transactions.set(reference, transactionOf(reference, 100));
    const verified = await pay("verify", {
      ...access,
      payment_reference: reference,
    });
    expect(verified.body).toMatchObject({
      state: "unpaid",
      checkout: { outcome: "not_completed" },
    });
    expect(await ledgerRows(ride.id)).toMatchObject([
      { status: "failed", amount_kobo: FARE },
    ]);
  });

  it("refuses a share link's checkout with the database's words", async () => {
    const ride = await createRide({ status: "confirmed" });
    const { pay, paystack } = stack();
    const answer = await pay("checkout", {
      reference: ride.reference,
      token: ride.share,
    });
    expect(answer).toMatchObject({
      status: 403,
      body: {
        error: {
          message: "Only the person who booked this ride can pay for it.",
        },
      },
    });
    expect(paystack.calls).toEqual([]);
  });

  it("answers 404 for a ride that does not exist", async () => {
    const { pay } = stack();
    const answer = await pay("settle", {
      reference: "EKO-ZZZZZZ",
      token: "0".repeat(32),
    });
    expect(answer).toMatchObject({
      status: 404,
      body: { error: { message: "Ride not found." } },
    });
  });

  it("answers 401, not 500, when the database refuses the caller's token", async () => {
    const ride = await createRide({ status: "confirmed" });
    const { pay } = stack();
    const answer = await pay(
      "checkout",
      { reference: ride.reference, token: ride.manage },
      "Bearer not-a-jwt",
    );
    expect(answer).toMatchObject({
      status: 401,
      body: {
        error: { message: "Your session has expired. Please sign in again." },
      },
    });
  });
});
