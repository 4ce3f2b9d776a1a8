import { beforeEach, describe, expect, it } from "vitest";

import { transactionOf } from "./paystack-fake.ts";
import { deliver, newWorld, type World } from "./webhook-fakes.ts";

/** The webhook in-process: the signature before anything else, and each event once. */

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

describe("paystack-webhook: signature", () => {
  it("records a signed charge.success once Paystack's verify confirms it", async () => {
    const answer = await deliver(world, chargeSuccess());
    expect(answer).toEqual({
      status: 200,
      body: { received: true, outcome: "recorded" },
    });
    expect(world.ledger.charges.get(REF)?.status).toBe("succeeded");
    expect(world.ledger.steps).toEqual([
      `claimEvent charge.success ${REF}`,
      `recordCharge ${REF} success ${FARE} NGN`,
      `finishEvent charge.success ${REF} recorded`,
    ]);
    expect(world.notified).toEqual(["EKO-7F3K2Q"]);
  });

  it("refuses a body signed with another key before reading anything (401)", async () => {
    const answer = await deliver(world, chargeSuccess(), {
      secret: "sk_test_someone_else",
    });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: { code: "invalid_signature" } },
    });
    expect(world.ledger.steps).toEqual([]);
    expect(world.paystack.calls).toEqual([]);
  });

  it("refuses a delivery without a signature (401)", async () => {
    const answer = await deliver(world, chargeSuccess(), { signature: null });
    expect(answer.status).toBe(401);
    expect(world.ledger.steps).toEqual([]);
  });

  it("refuses a body altered after it was signed (401)", async () => {
    const signed = chargeSuccess();
    const altered = JSON.stringify(chargeSuccess({ amount: 100 }));
    const answer = await deliver(world, signed, { raw: altered });
    expect(answer.status).toBe(401);
    expect(world.ledger.steps).toEqual([]);
    expect(world.paystack.calls).toEqual([]);
  });

  it("refuses a signature of the right length that is not the body's", async () => {
    const answer = await deliver(world, chargeSuccess(), {
      signature: "0".repeat(128),
    });
    expect(answer.status).toBe(401);
  });

  it("answers 405 to anything but POST and 413 to an oversized body", async () => {
    expect(
      (await deliver(world, null, { method: "GET", signature: null })).status,
    ).toBe(405);
    const huge = chargeSuccess({ padding: "x".repeat(70 * 1024) });
    expect((await deliver(world, huge)).status).toBe(413);
    expect(world.ledger.steps).toEqual([]);
  });
});

describe("paystack-webhook: each event once", () => {
  it("treats a replayed delivery as a no-op", async () => {
    await deliver(world, chargeSuccess());
    const again = await deliver(world, chargeSuccess());
    expect(again).toEqual({
      status: 200,
      body: { received: true, outcome: "duplicate" },
    });
    expect(
      world.ledger.steps.filter((s) => s.startsWith("recordCharge")),
    ).toHaveLength(1);
    expect(world.notified).toEqual(["EKO-7F3K2Q"]);
  });

  it("answers 500 when the database fails, and records the redelivery", async () => {
    world.ledger.failOnce = "recordCharge";
    const first = await deliver(world, chargeSuccess());
    expect(first.status).toBe(500);
    expect(world.ledger.charges.get(REF)?.status).toBe("pending");
    const retry = await deliver(world, chargeSuccess());
    expect(retry.body).toEqual({ received: true, outcome: "recorded" });
  });

  it("answers 500 when Paystack's verify is not answering", async () => {
    world.paystack.down = true;
    expect((await deliver(world, chargeSuccess())).status).toBe(500);
    expect(world.ledger.steps.some((s) => s.startsWith("recordCharge"))).toBe(
      false,
    );
  });

  it("acknowledges events it does not handle without touching the database", async () => {
    for (const event of [
      "refund.pending",
      "refund.processing",
      "subscription.create",
    ]) {
      const answer = await deliver(world, { event, data: { reference: REF } });
      expect(answer).toEqual({
        status: 200,
        body: { received: true, outcome: "ignored" },
      });
    }
    expect(world.ledger.steps).toEqual([]);
  });
});
