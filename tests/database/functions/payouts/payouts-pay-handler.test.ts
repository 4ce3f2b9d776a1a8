import { beforeEach, describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import {
  callPayouts,
  OWNER_ID,
  payoutRow,
  payoutsWorld,
  PERIOD,
  type PayoutsWorld,
} from "./payouts-fakes.ts";

/** The payouts function in-process: an administrator pays a month, Paystack transfers sent. */

let world: PayoutsWorld;
beforeEach(() => {
  world = payoutsWorld();
});

describe("payouts: paying a month", () => {
  const toSend = () => ({
    payout_id: "payout-1",
    reference: "po-202610-1a2b3c4d5e6f",
    amount_kobo: 250_000,
    recipient_code: "RCP_0580123456789",
    owner_name: "Ada Obi",
    period: PERIOD,
  });
  const payouts = [
    { owner_id: OWNER_ID, owner_name: "Ada Obi", method: "paystack_transfer" },
    {
      owner_id: null,
      owner_name: "Bayo Motors",
      method: "bank_transfer",
      bank_reference: "FBN-998877",
    },
  ];

  it("pays as the caller, then sends the Paystack transfers under our own reference", async () => {
    world.caller.admin = true;
    world.ledger.toSend = [toSend()];
    const answer = await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: PERIOD, payouts },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        payouts: [
          {
            id: "payout-1",
            status: "pending",
            transfer_code: "TRF_po2026101a2b3c4d5e6f",
          },
        ],
      },
    });
    expect(world.paystack.sentTransfers).toEqual([
      {
        source: "balance",
        amount: 250_000,
        currency: "NGN",
        recipient: "RCP_0580123456789",
        reference: "po-202610-1a2b3c4d5e6f",
        reason: "EkoLuxe owner payout 2026-10",
      },
    ]);
    expect(world.caller.steps[0]).toContain(`pay_period ${PERIOD}`);
  });

  it("marks a transfer Paystack refuses as failed with its reason", async () => {
    world.ledger.toSend = [toSend()];
    world.paystack.transferRefusal =
      "Your balance is not enough to fulfil this request";
    const answer = await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: PERIOD, payouts },
    });
    expect(answer.body).toMatchObject({
      payouts: [
        {
          status: "failed",
          failure_reason: "Your balance is not enough to fulfil this request",
        },
      ],
    });
  });

  it("reads back a transfer Paystack already has under that reference instead of failing it", async () => {
    world.ledger.toSend = [toSend()];
    await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: PERIOD, payouts },
    });
    world.ledger.toSend = [toSend()];
    world.paystack.transferRefusal = "Duplicate transfer reference";
    await callPayouts(world, "retry", {
      method: "POST",
      body: {
        payout_id: "7b0c2a4e-3f5d-4c1a-9e8b-2d6f0a1b3c4d",
        method: "paystack_transfer",
      },
    });
    expect(world.ledger.steps.at(-1)).toBe(
      "mark_payout_sent payout-1 TRF_po2026101a2b3c4d5e6f pending",
    );
  });

  it("leaves a payout pending (no transfer code) when Paystack is down", async () => {
    world.ledger.toSend = [toSend()];
    world.paystack.down = true;
    const answer = await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: PERIOD, payouts },
    });
    expect(answer.body).toMatchObject({
      payouts: [{ status: "pending", transfer_code: null }],
    });
    expect(
      world.ledger.steps.filter((s) => s.startsWith("mark_payout_sent")),
    ).toEqual([]);
  });

  it("passes the database's refusal on and sends nothing", async () => {
    world.caller.paid = new HttpError(
      409,
      "conflict",
      "October 2026 is already paid.",
    );
    world.ledger.toSend = [toSend()];
    const answer = await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: PERIOD, payouts },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: { message: "October 2026 is already paid." } },
    });
    expect(world.paystack.calls).toEqual([]);
  });

  it("refuses a period that is not a month's first day and unknown fields", async () => {
    const day = await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: "2026-10-15", payouts },
    });
    expect(day.status).toBe(400);
    const extra = await callPayouts(world, "pay-period", {
      method: "POST",
      body: { period: PERIOD, payouts, amount: 1 },
    });
    expect(extra.body).toMatchObject({
      error: { message: "Unexpected field: amount." },
    });
  });

  it("retries a payout as a bank transfer without asking Paystack", async () => {
    world.caller.retried = payoutRow({
      id: "payout-2",
      method: "bank_transfer",
      status: "succeeded",
      bank_reference: "GTB-1",
    });
    const answer = await callPayouts(world, "retry", {
      method: "POST",
      body: {
        payout_id: "7b0c2a4e-3f5d-4c1a-9e8b-2d6f0a1b3c4d",
        method: "bank_transfer",
        bank_reference: "GTB-1",
      },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { payout: { id: "payout-2", status: "succeeded" } },
    });
    expect(world.paystack.calls).toEqual([]);
  });

  it("answers 405 for a GET of a POST route and 404 for an unknown one", async () => {
    expect((await callPayouts(world, "pay-period")).status).toBe(405);
    expect((await callPayouts(world, "transfers")).status).toBe(404);
  });
});
