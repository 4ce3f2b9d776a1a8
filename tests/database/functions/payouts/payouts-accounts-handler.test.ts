import { beforeEach, describe, expect, it } from "vitest";

import { ACCOUNT_NOT_FOUND } from "../../../../supabase/functions/_shared/paystack.ts";
import {
  callPayouts,
  OWNER_ID,
  payoutsWorld,
  type PayoutsWorld,
} from "./payouts-fakes.ts";

/** The payouts function in-process: the bank list and an owner's payout account. */

let world: PayoutsWorld;
beforeEach(() => {
  world = payoutsWorld();
});

describe("payouts: banks", () => {
  it("lists Paystack's banks to owners and administrators, asking Paystack once an hour", async () => {
    const first = await callPayouts(world, "banks");
    expect(first).toEqual({
      status: 200,
      body: {
        banks: [
          { name: "Access Bank", code: "044" },
          { name: "Guaranty Trust Bank", code: "058" },
        ],
      },
    });
    world.caller.owner = false;
    world.caller.admin = true;
    world.clock.now += 59 * 60 * 1000;
    await callPayouts(world, "banks");
    expect(world.paystack.calls).toEqual(["banks"]);
    world.clock.now += 2 * 60 * 1000;
    await callPayouts(world, "banks");
    expect(world.paystack.calls).toEqual(["banks", "banks"]);
  });

  it("does not keep a failed fetch: the next call asks again", async () => {
    world.paystack.down = true;
    expect((await callPayouts(world, "banks")).status).toBe(502);
    world.paystack.down = false;
    expect((await callPayouts(world, "banks")).status).toBe(200);
  });

  it("refuses a customer (403) and a caller without a session (401)", async () => {
    world.caller.owner = false;
    expect((await callPayouts(world, "banks")).status).toBe(403);
    world.signedIn = false;
    expect((await callPayouts(world, "banks")).status).toBe(401);
    expect(world.paystack.calls).toEqual([]);
  });
});

describe("payouts: an owner's bank account", () => {
  it("reads the owner's own account", async () => {
    const answer = await callPayouts(world, "bank-account");
    expect(answer).toEqual({ status: 200, body: { account: null } });
    expect(world.caller.steps).toEqual([`bank_account ${OWNER_ID}`]);
  });

  it("resolves the name with Paystack, creates the recipient and saves the bank's name", async () => {
    world.paystack.accounts.set("058:0123456789", "ADA OBI");
    const answer = await callPayouts(world, "bank-account", {
      method: "POST",
      body: { bank_code: "058", account_number: " 0123456789 " },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        account: {
          bank_name: "Guaranty Trust Bank",
          account_name: "ADA OBI",
          recipient_code: "RCP_0580123456789",
        },
      },
    });
    expect(world.paystack.recipients).toEqual([
      {
        type: "nuban",
        name: "ADA OBI",
        account_number: "0123456789",
        bank_code: "058",
        currency: "NGN",
      },
    ]);
    expect(world.ledger.saved).toEqual([
      {
        ownerId: OWNER_ID,
        bankCode: "058",
        bankName: "Guaranty Trust Bank",
        accountNumber: "0123456789",
        accountName: "ADA OBI",
        recipientCode: "RCP_0580123456789",
      },
    ]);
  });

  it("answers 400 with the owner's sentence when Paystack cannot resolve the account", async () => {
    const answer = await callPayouts(world, "bank-account", {
      method: "POST",
      body: { bank_code: "058", account_number: "0000000000" },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { message: ACCOUNT_NOT_FOUND } },
    });
    expect(world.ledger.saved).toEqual([]);
  });

  it("refuses a short number, an unlisted bank and a non-owner before saving anything", async () => {
    const short = await callPayouts(world, "bank-account", {
      method: "POST",
      body: { bank_code: "058", account_number: "12345" },
    });
    expect(short.body).toMatchObject({
      error: { message: "account_number: Enter the 10-digit account number." },
    });
    const unlisted = await callPayouts(world, "bank-account", {
      method: "POST",
      body: { bank_code: "777", account_number: "0123456789" },
    });
    expect(unlisted.body).toMatchObject({
      error: { message: "Choose your bank from the list." },
    });
    world.caller.owner = false;
    const admin = await callPayouts(world, "bank-account", {
      method: "POST",
      body: { bank_code: "058", account_number: "0123456789" },
    });
    expect(admin.status).toBe(403);
    expect(world.paystack.recipients).toEqual([]);
    expect(world.ledger.saved).toEqual([]);
  });
});
