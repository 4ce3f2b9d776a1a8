import { beforeEach, describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import { PAYSTACK_UNAVAILABLE } from "../../../../supabase/functions/_shared/paystack.ts";
import { transactionOf } from "../paystack-webhook/paystack-fake.ts";
import {
  callPayments,
  FARE,
  PAY_REF,
  paymentsWorld,
  RIDE,
  ridePayment,
  SITE,
  TOKEN,
  type PaymentsWorld,
} from "./payments-fakes.ts";

/** The payments function in-process: checkout and its verification, with fakes. */

let world: PaymentsWorld;
beforeEach(() => {
  world = paymentsWorld();
  world.ledger.charges.set(PAY_REF, {
    status: "pending",
    amount: FARE,
    bookingId: "booking-1",
    bookingReference: RIDE,
  });
});

describe("payments: checkout", () => {
  it("opens a checkout for what the database says is due, returning to the ride page", async () => {
    const answer = await callPayments(world, "checkout", {
      reference: "eko-7f3k2q",
      token: TOKEN,
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        authorization_url: `https://checkout.example.test/ac_${PAY_REF.toLowerCase()}`,
        access_code: `ac_${PAY_REF.toLowerCase()}`,
        payment_reference: PAY_REF,
      },
    });
    expect(world.caller.steps).toEqual([`begin ${RIDE} ${TOKEN}`]);
    expect(world.authorizations).toEqual(["Bearer anon-key"]);
    expect(world.paystack.initialized).toEqual([
      {
        email: "ada@example.test",
        amount: FARE,
        currency: "NGN",
        reference: PAY_REF,
        callback_url: `${SITE}/ride/${RIDE}/${TOKEN}`,
        metadata: {
          booking_id: "booking-1",
          booking_reference: RIDE,
          payment_id: "payment-1",
          cancel_action: `${SITE}/ride/${RIDE}/${TOKEN}?reference=${PAY_REF}`,
        },
      },
    ]);
  });

  it("refuses an amount (or any unknown field) from the browser with 400", async () => {
    const answer = await callPayments(world, "checkout", {
      reference: RIDE,
      token: TOKEN,
      amount: 100,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: "Unexpected field: amount." } },
    });
    expect(world.caller.steps).toEqual([]);
    expect(world.paystack.calls).toEqual([]);
  });

  it("refuses a malformed reference or token with a readable 400", async () => {
    const bad = await callPayments(world, "checkout", {
      reference: "EKO-1",
      token: TOKEN,
    });
    expect(bad.body).toMatchObject({
      error: {
        message: "reference: Must be a booking reference like EKO-7F3K2Q.",
      },
    });
    const token = await callPayments(world, "checkout", {
      reference: RIDE,
      token: "nope",
    });
    expect(token.status).toBe(400);
  });

  it("answers 401 without an Authorization header", async () => {
    const answer = await callPayments(
      world,
      "checkout",
      { reference: RIDE, token: TOKEN },
      { authorization: "" },
    );
    expect(answer.status).toBe(401);
    expect(world.caller.steps).toEqual([]);
  });

  it("passes the database's refusals on with their status and words", async () => {
    world.caller.begin = new HttpError(
      409,
      "conflict",
      "This ride is already paid.",
    );
    const answer = await callPayments(world, "checkout", {
      reference: RIDE,
      token: TOKEN,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { message: "This ride is already paid." } },
    });
    expect(world.paystack.calls).toEqual([]);
  });

  it("answers 502 when Paystack does not answer, and closes the checkout it opened", async () => {
    world.paystack.down = true;
    const answer = await callPayments(world, "checkout", {
      reference: RIDE,
      token: null,
    });
    expect(answer).toMatchObject({
      status: 502,
      body: { error: { message: PAYSTACK_UNAVAILABLE } },
    });
    expect(world.ledger.steps).toEqual([
      `recordCharge ${PAY_REF} failed ${FARE} NGN`,
    ]);
  });
});

describe("payments: verify", () => {
  const verifyBody = {
    reference: RIDE,
    token: TOKEN,
    payment_reference: PAY_REF,
  };

  it("records a verified payment and answers the ride as paid", async () => {
    world.paystack.transactions.set(PAY_REF, transactionOf(PAY_REF, FARE));
    world.caller.payments = [
      ridePayment(),
      ridePayment({ state: "paid", paid_kobo: FARE, due_kobo: 0 }),
    ];
    const answer = await callPayments(world, "verify", verifyBody);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: "paid",
      checkout: { payment_reference: PAY_REF, outcome: "paid" },
    });
    expect(world.ledger.charges.get(PAY_REF)?.status).toBe("succeeded");
    expect(world.notified).toEqual([RIDE]);
  });

  it("says a declined or abandoned checkout was not completed", async () => {
    world.paystack.transactions.set(
      PAY_REF,
      transactionOf(PAY_REF, FARE, { status: "abandoned" }),
    );
    const answer = await callPayments(world, "verify", verifyBody);
    expect(answer.body).toMatchObject({
      state: "unpaid",
      checkout: { outcome: "not_completed" },
    });
    expect(world.ledger.charges.get(PAY_REF)?.status).toBe("failed");
    expect(world.notified).toEqual([]);
  });

  it("records nothing while Paystack is still waiting for the money", async () => {
    world.paystack.transactions.set(
      PAY_REF,
      transactionOf(PAY_REF, FARE, { status: "ongoing" }),
    );
    const answer = await callPayments(world, "verify", verifyBody);
    expect(answer.body).toMatchObject({ checkout: { outcome: "pending" } });
    expect(world.ledger.steps).toEqual([]);
  });

  it("does not ask Paystack again about a payment the ledger already holds", async () => {
    world.caller.payments = [
      ridePayment({
        state: "paid",
        payments: [
          {
            id: "p1",
            kind: "charge",
            method: "paystack",
            channel: "card",
            status: "succeeded",
            amount_kobo: FARE,
            provider_reference: PAY_REF,
            reason: null,
            at: "2026-11-20T10:15:02Z",
          },
        ],
      }),
    ];
    const answer = await callPayments(world, "verify", verifyBody);
    expect(answer.body).toMatchObject({
      state: "paid",
      checkout: { outcome: "paid" },
    });
    expect(world.paystack.calls).toEqual([]);
  });

  it("refuses another ride's payment reference before asking anyone", async () => {
    const answer = await callPayments(world, "verify", {
      ...verifyBody,
      payment_reference: "PAY-EKO-AAAAAA-1A2B3C4D",
    });
    expect(answer).toMatchObject({
      status: 404,
      body: { error: { message: "This payment is not for this ride." } },
    });
    expect(world.caller.steps).toEqual([]);
    expect(world.paystack.calls).toEqual([]);
  });

  it("refuses a share link: only the person who booked sees the payment", async () => {
    world.caller.payments = [
      ridePayment({ customer_name: null, customer_email: null }),
    ];
    const answer = await callPayments(world, "verify", verifyBody);
    expect(answer.status).toBe(403);
    expect(world.paystack.calls).toEqual([]);
  });
});
