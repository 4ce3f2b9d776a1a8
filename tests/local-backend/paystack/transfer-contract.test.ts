import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Runtime } from "../../../supabase/local/index.ts";
import {
  BANK_SHAPE,
  QUEUED_TRANSFER_SHAPE,
  RECIPIENT_SHAPE,
} from "./documented-shapes.ts";
import { shapeOf } from "./shape.ts";
import {
  paystackClient,
  startStandInRuntime,
  uniqueReference,
} from "./standin-runtime.ts";

/** Banks, account names, recipients and transfers against Paystack's documented shapes. */
let runtime: Runtime;
let api: ReturnType<typeof paystackClient>;

beforeAll(async () => {
  runtime = await startStandInRuntime();
  api = paystackClient(runtime);
});
afterAll(() => runtime?.stop());

async function recipient(accountNumber: string, bankCode = "058") {
  const answer = await api("POST", "/transferrecipient", {
    type: "nuban",
    name: "Ada Obi",
    account_number: accountNumber,
    bank_code: bankCode,
    currency: "NGN",
  });
  return answer;
}

describe("paystack stand-in: banks and account names", () => {
  it("lists Nigerian banks with the documented fields", async () => {
    const answer = await api("GET", "/bank?country=nigeria&currency=NGN");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: "Banks retrieved",
    });
    expect(shapeOf(answer.body.meta)).toEqual({
      next: "null",
      perPage: "number",
      previous: "null",
    });
    const banks = answer.body.data as Record<string, unknown>[];
    expect(banks.length).toBeGreaterThan(20);
    expect(shapeOf(banks[0])).toEqual(BANK_SHAPE);
    expect(banks).toContainEqual(
      expect.objectContaining({ name: "Guaranty Trust Bank", code: "058" }),
    );
    expect(banks).toContainEqual(
      expect.objectContaining({ name: "Zenith Bank", code: "057" }),
    );
  });

  it("resolves any 10-digit account to the same real-looking name every time", async () => {
    const path = "/bank/resolve?account_number=0123456789&bank_code=058";
    const first = await api("GET", path);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Account number resolved");
    expect(shapeOf(first.body.data)).toEqual({
      account_name: "string",
      account_number: "string",
    });
    const name = (first.body.data as { account_name: string }).account_name;
    expect(name).toMatch(/^[A-Z]+( [A-Z]+){1,2}$/);
    expect((await api("GET", path)).body.data).toEqual(first.body.data);
  });

  it("cannot resolve the documented unknown numbers, bad numbers or unknown banks (422)", async () => {
    for (const query of [
      "account_number=0123456404&bank_code=058",
      "account_number=12345&bank_code=058",
      "account_number=0123456789&bank_code=999000",
    ]) {
      const answer = await api("GET", `/bank/resolve?${query}`);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        status: false,
        message:
          "Could not resolve account name. Check parameters or try again.",
      });
    }
  });
});

describe("paystack stand-in: transfer recipients", () => {
  it("creates a nuban recipient with the documented fields and the bank's name", async () => {
    const answer = await recipient("0234567891");
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Transfer recipient created successfully");
    expect(shapeOf(answer.body.data)).toEqual(RECIPIENT_SHAPE);
    const data = answer.body.data as Record<string, unknown>;
    expect(data.recipient_code).toMatch(/^RCP_[a-z0-9]+$/);
    expect(data.details).toMatchObject({
      account_number: "0234567891",
      bank_code: "058",
      bank_name: "Guaranty Trust Bank",
      authorization_code: null,
    });
  });

  it("gives the same recipient for the same account", async () => {
    const first = await recipient("0345678912");
    const again = await recipient("0345678912");
    expect((again.body.data as Record<string, unknown>).recipient_code).toBe(
      (first.body.data as Record<string, unknown>).recipient_code,
    );
  });

  it("refuses unknown accounts and banks", async () => {
    expect((await recipient("0123456404")).body).toEqual({
      status: false,
      message: "Cannot resolve account",
    });
    expect((await recipient("0123456789", "000")).status).toBe(400);
  });
});

describe("paystack stand-in: transfers", () => {
  it("queues a transfer as pending with the documented fields, then verifies it", async () => {
    const code = (
      (await recipient("0456789123")).body.data as Record<string, string>
    ).recipient_code;
    const reference = uniqueReference("po-202610");
    const answer = await api("POST", "/transfer", {
      source: "balance",
      amount: 4_500_000,
      recipient: code,
      reference,
      reason: "EkoLuxe payout October 2026",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Transfer has been queued");
    expect(shapeOf(answer.body.data)).toEqual(QUEUED_TRANSFER_SHAPE);
    expect(answer.body.data).toMatchObject({ status: "pending", reference });
    const verified = await api("GET", `/transfer/verify/${reference}`);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe("Transfer retrieved");
    const data = verified.body.data as Record<string, unknown>;
    expect(shapeOf(data.recipient)).toEqual(RECIPIENT_SHAPE);
    expect(data).toMatchObject({
      reference,
      amount: 4_500_000,
      transfer_code: (answer.body.data as Record<string, unknown>)
        .transfer_code,
      recipient: { recipient_code: code },
    });
    expect(shapeOf(data.session)).toMatchObject({ id: "null" });
  });

  it("refuses an unknown recipient with the documented body", async () => {
    const answer = await api("POST", "/transfer", {
      source: "balance",
      amount: 1000,
      recipient: "RCP_unknown",
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: false,
      message: "Recipient specified is invalid",
      meta: {
        nextStep:
          "Provide a valid recipient. Ensure you are passing the recipient code in the recipient param",
      },
      type: "validation_error",
      code: "invalid_transfer_recipient",
    });
  });

  it("refuses a repeated reference, a bad amount and another source", async () => {
    const code = (
      (await recipient("0567891234")).body.data as Record<string, string>
    ).recipient_code;
    const reference = uniqueReference("po-dup");
    const send = (extra: Record<string, unknown>) =>
      api("POST", "/transfer", {
        source: "balance",
        amount: 1000,
        recipient: code,
        reference,
        ...extra,
      });
    expect((await send({})).status).toBe(200);
    expect((await send({})).body).toMatchObject({
      status: false,
      message: "Duplicate Transfer Reference",
    });
    expect((await send({ reference: "po-x1", amount: -5 })).status).toBe(400);
    expect((await send({ reference: "po-x2", source: "card" })).status).toBe(
      400,
    );
  });

  it("answers an unknown transfer with 404 Transfer not found", async () => {
    const answer = await api("GET", "/transfer/verify/po-nope");
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      status: false,
      message: "Transfer not found",
    });
  });
});
