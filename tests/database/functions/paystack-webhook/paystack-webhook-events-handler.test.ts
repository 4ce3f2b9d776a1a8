import { beforeEach, describe, expect, it } from "vitest";

import { transactionOf, transferOf } from "./paystack-fake.ts";
import { deliver, newWorld, type World } from "./webhook-fakes.ts";

/** The webhook in-process: Paystack's verify decides, refunds and transfers recorded. */

const REF = "PAY-EKO-7F3K2Q-1A2B3C4D";
const FARE = 1_500_000;

const chargeSuccess = (overrides: Record<string, unknown> = {}) => ({
  event: "charge.success",
  data: {
    id: 302961,
    status: "success",
    reference: REF,
    amount: FARE,
    currency: "NGN",
    ...overrides,
  },
});

let world: World;
beforeEach(() => {
  world = newWorld();
  world.ledger.charges.set(REF, {
    status: "pending",
    amount: FARE,
    bookingId: "booking-1",
    bookingReference: "EKO-7F3K2Q",
  });
  world.paystack.transactions.set(REF, transactionOf(REF, FARE));
});

describe("paystack-webhook: Paystack's verify decides", () => {
  it("records a failure when verify says the charge failed, whatever the delivery says", async () => {
    world.paystack.transactions.set(
      REF,
      transactionOf(REF, FARE, { status: "failed" }),
    );
    const answer = await deliver(world, chargeSuccess());
    expect(answer.body.outcome).toBe("failed");
    expect(world.notified).toEqual([]);
  });

  it("keeps a charge the ride page recorded as paid when a late delivery's verify says failed", async () => {
    world.ledger.charges.get(REF)!.status = "succeeded";
    world.paystack.transactions.set(
      REF,
      transactionOf(REF, FARE, { status: "failed" }),
    );
    const late = await deliver(world, chargeSuccess());
    expect(late.body.outcome).toBe("unchanged");
    expect(world.ledger.charges.get(REF)?.status).toBe("succeeded");
    expect(world.notified).toEqual([]);
  });

  it("records the verified amount: a charge for less than was due is a mismatch", async () => {
    world.paystack.transactions.set(REF, transactionOf(REF, 100_000));
    const answer = await deliver(world, chargeSuccess());
    expect(answer.body.outcome).toBe("mismatch");
    expect(world.ledger.steps).toContain(
      `recordCharge ${REF} success 100000 NGN`,
    );
    expect(world.ledger.charges.get(REF)?.status).toBe("failed");
    expect(world.notified).toEqual([]);
  });

  it("records the verified currency: the right amount in another currency is a mismatch", async () => {
    world.paystack.transactions.set(
      REF,
      transactionOf(REF, FARE, { currency: "GHS" }),
    );
    const answer = await deliver(world, chargeSuccess({ currency: "NGN" }));
    expect(answer.body.outcome).toBe("mismatch");
    expect(world.ledger.steps).toContain(
      `recordCharge ${REF} success ${FARE} GHS`,
    );
  });

  it("does nothing for a reference Paystack does not know", async () => {
    const answer = await deliver(
      world,
      chargeSuccess({ reference: "PAY-EKO-AAAAAA-FFFFFFFF" }),
    );
    expect(answer).toEqual({
      status: 200,
      body: { received: true, outcome: "unknown" },
    });
    expect(world.ledger.steps.some((s) => s.startsWith("recordCharge"))).toBe(
      false,
    );
  });

  it("does nothing for a reference that is not ours", async () => {
    const theirs = "T685312322670591";
    world.paystack.transactions.set(theirs, transactionOf(theirs, 5000));
    const answer = await deliver(world, chargeSuccess({ reference: theirs }));
    expect(answer.body.outcome).toBe("unknown");
  });

  it("refunds a payment that arrived after the ride was cancelled", async () => {
    world.ledger.charges.get(REF)!.cancelled = true;
    const answer = await deliver(world, chargeSuccess());
    expect(answer.body.outcome).toBe("recorded");
    expect(world.paystack.refunds).toMatchObject([
      { transaction: REF, amount: FARE },
    ]);
    expect(world.ledger.steps).toContain(
      `markRefundSent refund-${REF} 1000 processing`,
    );
  });
});

describe("paystack-webhook: refunds and transfers", () => {
  it("records refund.processed against its charge, amount read as a number", async () => {
    const answer = await deliver(world, {
      event: "refund.processed",
      data: {
        status: "processed",
        transaction_reference: REF,
        refund_reference: "132013318360",
        amount: "5000",
        currency: "NGN",
      },
    });
    expect(answer.body.outcome).toBe("recorded");
    expect(world.ledger.refundRecords).toEqual([
      {
        chargeReference: REF,
        providerId: null,
        status: "processed",
        amountKobo: 5000,
        message: null,
      },
    ]);
    expect(world.notified).toEqual(["EKO-7F3K2Q"]);
  });

  it("records refund.failed with a reason and sends no e-mail", async () => {
    await deliver(world, {
      event: "refund.failed",
      data: {
        id: 3018284,
        status: "failed",
        transaction_reference: REF,
        amount: 5000,
      },
    });
    expect(world.ledger.refundRecords[0]).toMatchObject({
      status: "failed",
      providerId: "3018284",
    });
    expect(world.notified).toEqual([]);
  });

  it("keeps a reversed payout reversed when transfer.success arrives after the reversal", async () => {
    const ours = "po-202610-1a2b3c4d5e6f";
    const sent = ours;
    world.ledger.payouts.set(ours, { status: "pending", amount: 250_000 });
    world.paystack.transfers.set(sent, transferOf(sent, 250_000, "reversed"));
    const reversed = await deliver(world, {
      event: "transfer.reversed",
      data: { reference: sent, status: "reversed" },
    });
    expect(reversed.body.outcome).toBe("recorded");
    const late = await deliver(world, {
      event: "transfer.success",
      data: { reference: sent, status: "success" },
    });
    expect(late.body.outcome).toBe("unchanged");
    expect(world.ledger.payouts.get(ours)?.status).toBe("reversed");
    expect(world.ledger.steps).toContain(
      `recordTransfer ${ours} reversed 250000`,
    );
  });

  it("records a failed transfer and ignores one Paystack has not finished", async () => {
    const ours = "po-202610-99aa88bb7766";
    world.ledger.payouts.set(ours, { status: "pending", amount: 90_000 });
    world.paystack.transfers.set(ours, transferOf(ours, 90_000, "pending"));
    const early = await deliver(world, {
      event: "transfer.success",
      data: { reference: ours },
    });
    expect(early.body.outcome).toBe("not_final");
    world.paystack.transfers.set(ours, transferOf(ours, 90_000, "failed"));
    const failed = await deliver(world, {
      event: "transfer.failed",
      data: { reference: ours },
    });
    expect(failed.body.outcome).toBe("recorded");
    expect(world.ledger.payouts.get(ours)?.status).toBe("failed");
  });
});
