import { beforeEach, describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import {
  callPayments,
  FARE,
  PAY_REF,
  paymentsWorld,
  RIDE,
  ridePayment,
  TOKEN,
  type PaymentsWorld,
} from "./payments-fakes.ts";

/** The payments function in-process: refunds after a cancellation and by an administrator. */

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

describe("payments: settle and refund", () => {
  const queue = (
    booking: string,
    reference: string,
    charge: string,
    amount: number,
  ) =>
    world.ledger.pendingRefunds.push({
      refund_id: `refund-${reference}-${amount}`,
      booking_id: booking,
      booking_reference: reference,
      amount_kobo: amount,
      charge_reference: charge,
      reason: "Cancelled inside the free window.",
    });

  it("sends the cancelled ride's pending refunds, and only those, once", async () => {
    queue("booking-1", RIDE, PAY_REF, FARE);
    queue("booking-2", "EKO-AAAAAA", "PAY-EKO-AAAAAA-00000000", 500);
    world.caller.payments = [ridePayment({ state: "refund_pending" })];
    const answer = await callPayments(world, "settle", {
      reference: RIDE,
      token: TOKEN,
    });
    expect(answer.body).toMatchObject({ state: "refund_pending" });
    expect(world.paystack.refunds).toMatchObject([
      { transaction: PAY_REF, amount: FARE, currency: "NGN" },
    ]);
    await callPayments(world, "settle", { reference: RIDE, token: TOKEN });
    expect(world.paystack.refunds).toHaveLength(1);
    expect(world.ledger.pendingRefunds.map((r) => r.booking_reference)).toEqual(
      ["EKO-AAAAAA"],
    );
  });

  it("announces a refund Paystack settles at once", async () => {
    world.paystack.refundStatus = "processed";
    queue("booking-1", RIDE, PAY_REF, FARE);
    await callPayments(world, "settle", { reference: RIDE, token: null });
    expect(world.ledger.steps).toContain(
      `markRefundSent refund-${RIDE}-${FARE} 1000 succeeded`,
    );
    expect(world.notified).toEqual([RIDE]);
  });

  it("leaves a refund pending when Paystack is down, for the next settle", async () => {
    queue("booking-1", RIDE, PAY_REF, FARE);
    world.paystack.down = true;
    expect(
      (await callPayments(world, "settle", { reference: RIDE, token: TOKEN }))
        .status,
    ).toBe(200);
    expect(world.ledger.pendingRefunds).toHaveLength(1);
  });

  it("queues an administrator's refund as the caller, sends it and answers the rows", async () => {
    const bookingId = "7b0c2a4e-3f5d-4c1a-9e8b-2d6f0a1b3c4d";
    world.caller.refundRows = [
      { id: `refund-${RIDE}-40000`, status: "pending" } as never,
    ];
    queue(bookingId, RIDE, PAY_REF, 40_000);
    const answer = await callPayments(world, "refund", {
      booking_id: bookingId,
      amount_kobo: 40_000,
      reason: "Driver was late",
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        refunds: [
          {
            id: `refund-${RIDE}-40000`,
            status: "processing",
            provider_reference: "1000",
          },
        ],
      },
    });
    expect(world.caller.steps).toEqual([
      `request_refund ${bookingId} 40000 Driver was late`,
    ]);
  });

  it("marks a refund Paystack declines as failed with Paystack's reason", async () => {
    const bookingId = "7b0c2a4e-3f5d-4c1a-9e8b-2d6f0a1b3c4d";
    world.caller.refundRows = [
      { id: `refund-${RIDE}-40000`, status: "pending" } as never,
    ];
    queue(bookingId, RIDE, PAY_REF, 40_000);
    world.paystack.refundRefusal = "Transaction has been fully reversed";
    const answer = await callPayments(world, "refund", {
      booking_id: bookingId,
      amount_kobo: 40_000,
      reason: "Late",
    });
    expect(answer.body).toMatchObject({
      refunds: [
        {
          status: "failed",
          failure_reason: "Transaction has been fully reversed",
        },
      ],
    });
  });

  it("refuses a refund without a reason, and a non-administrator through the database", async () => {
    const body = {
      booking_id: "7b0c2a4e-3f5d-4c1a-9e8b-2d6f0a1b3c4d",
      amount_kobo: 100,
      reason: " ",
    };
    expect((await callPayments(world, "refund", body)).body).toMatchObject({
      error: { message: "reason: Give a reason for the refund." },
    });
    world.caller.refundRows = new HttpError(
      403,
      "forbidden",
      "Only administrators can refund payments.",
    );
    const answer = await callPayments(world, "refund", {
      ...body,
      reason: "Late",
    });
    expect(answer).toMatchObject({
      status: 403,
      body: { error: { message: "Only administrators can refund payments." } },
    });
    expect(world.paystack.calls).toEqual([]);
  });

  it("answers 404 for an unknown route and 405 for GET", async () => {
    expect((await callPayments(world, "charge", {})).status).toBe(404);
    expect(
      (await callPayments(world, "checkout", null, { method: "GET" })).status,
    ).toBe(405);
  });
});
