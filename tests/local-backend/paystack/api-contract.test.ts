import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Runtime } from "../../../supabase/local/index.ts";
import {
  CARD_AUTHORIZATION_SHAPE,
  CUSTOMER_SHAPE,
  REFUND_SHAPE,
  UNPAID_TRANSACTION_SHAPE,
} from "./documented-shapes.ts";
import { shapeOf } from "./shape.ts";
import {
  paidTransaction,
  paystackClient,
  startStandInRuntime,
  uniqueReference,
} from "./standin-runtime.ts";

/**
 * The stand-in's API against Paystack's API reference (doc-code-snippets' response.json files):
 * envelope, field names and JSON types, and the documented errors with their HTTP codes.
 */
let runtime: Runtime;
let api: ReturnType<typeof paystackClient>;

beforeAll(async () => {
  runtime = await startStandInRuntime();
  api = paystackClient(runtime);
});
afterAll(() => runtime?.stop());

async function initialize(extra: Record<string, unknown> = {}) {
  const reference = uniqueReference();
  const answer = await api("POST", "/transaction/initialize", {
    email: "ada@example.com",
    amount: "1250000",
    reference,
    ...extra,
  });
  return { reference, answer };
}

const paid = () => paidTransaction(runtime);

describe("paystack stand-in: authentication", () => {
  it("answers 401 Invalid key without the secret key, or with another", async () => {
    for (const key of ["", "sk_test_someone_else"]) {
      const res = await fetch(`${runtime.paystackUrl}/bank`, {
        headers: key ? { Authorization: `Bearer ${key}` } : {},
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        status: false,
        message: "Invalid key",
      });
    }
  });
});

describe("paystack stand-in: transactions", () => {
  it("initializes: authorization_url, access_code, reference", async () => {
    const { reference, answer } = await initialize();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: true,
      message: "Authorization URL created",
    });
    const data = answer.body.data as Record<string, string>;
    expect(shapeOf(data)).toEqual({
      access_code: "string",
      authorization_url: "string",
      reference: "string",
    });
    expect(data.reference).toBe(reference);
    expect(data.authorization_url).toBe(
      `${runtime.paystackUrl}/checkout/${data.access_code}`,
    );
  });

  it("generates a reference when none is given", async () => {
    const answer = await api("POST", "/transaction/initialize", {
      email: "ada@example.com",
      amount: 50000,
    });
    expect((answer.body.data as { reference: string }).reference).toMatch(
      /^[a-z0-9]{10}$/,
    );
  });

  it("refuses what Paystack refuses, with its messages", async () => {
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] =
      [
        [
          { amount: 5000 },
          400,
          {
            status: false,
            message: "Email Address is required",
            meta: { nextStep: "Provide all required params " },
            type: "validation_error",
            code: "missing_params",
          },
        ],
        [
          { email: "not-an-email", amount: 5000 },
          400,
          { message: "Invalid Email Address Passed" },
        ],
        [
          { email: "a@b.co", amount: 0 },
          400,
          { message: "Invalid Amount Sent" },
        ],
        [
          { email: "a@b.co", amount: 12.5 },
          400,
          { message: "Invalid Amount Sent" },
        ],
        [
          { email: "a@b.co", amount: "ten" },
          400,
          { message: "Invalid Amount Sent" },
        ],
      ];
    for (const [body, status, expected] of cases) {
      const answer = await api("POST", "/transaction/initialize", body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ status: false, ...expected });
    }
  });

  it("refuses a reference used before: Duplicate Transaction Reference", async () => {
    const { reference } = await initialize();
    const again = await api("POST", "/transaction/initialize", {
      email: "ada@example.com",
      amount: 1000,
      reference,
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      status: false,
      message: "Duplicate Transaction Reference",
    });
  });

  it("verifies with the documented fields; an unpaid one is abandoned", async () => {
    const { reference } = await initialize({ metadata: { booking_id: "b-1" } });
    const answer = await api("GET", `/transaction/verify/${reference}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Verification successful");
    const data = answer.body.data as Record<string, unknown>;
    expect(shapeOf(data)).toEqual(UNPAID_TRANSACTION_SHAPE);
    expect(data).toMatchObject({
      status: "abandoned",
      reference,
      amount: 1_250_000,
      currency: "NGN",
      domain: "test",
      metadata: { booking_id: "b-1" },
      customer: { email: "ada@example.com" },
    });
    expect(shapeOf(data.customer)).toEqual(CUSTOMER_SHAPE);
  });

  it("verifies a paid one: success, paid_at, fees and the card's authorization", async () => {
    const reference = await paid();
    const data = (await api("GET", `/transaction/verify/${reference}`)).body
      .data as Record<string, unknown>;
    expect(data).toMatchObject({
      status: "success",
      channel: "card",
      gateway_response: "Successful",
      fees: 28_750,
    });
    expect(typeof data.paid_at).toBe("string");
    expect(shapeOf(data.authorization)).toEqual(CARD_AUTHORIZATION_SHAPE);
    expect(data.authorization).toMatchObject({ bin: "408408", last4: "4081" });
  });

  it("answers an unknown reference with Transaction reference not found (400)", async () => {
    const answer = await api("GET", "/transaction/verify/PAY-NOPE-00000000");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: false,
      message: "Transaction reference not found",
    });
  });
});

describe("paystack stand-in: refunds", () => {
  it("queues a refund with the documented fields", async () => {
    const reference = await paid();
    const answer = await api("POST", "/refund", {
      transaction: reference,
      amount: 500000,
      merchant_note: "Cancelled inside the free window",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Refund has been queued for processing");
    const data = answer.body.data as Record<string, unknown>;
    expect(shapeOf(data)).toEqual(REFUND_SHAPE);
    expect(data).toMatchObject({
      amount: 500000,
      status: "pending",
      currency: "NGN",
      merchant_note: "Cancelled inside the free window",
      transaction: { reference, amount: 1_250_000 },
    });
  });

  it("refunds what is left by default, and no more than that", async () => {
    const reference = await paid();
    const part = await api("POST", "/refund", {
      transaction: reference,
      amount: 250000,
    });
    expect(part.status).toBe(200);
    const over = await api("POST", "/refund", {
      transaction: reference,
      amount: 1_000_001,
    });
    expect(over.status).toBe(400);
    expect(over.body.status).toBe(false);
    const rest = await api("POST", "/refund", { transaction: reference });
    expect((rest.body.data as { amount: number }).amount).toBe(1_000_000);
    const none = await api("POST", "/refund", { transaction: reference });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Transaction has been fully reversed");
  });

  it("refuses unknown and unpaid transactions", async () => {
    const unknown = await api("POST", "/refund", { transaction: "PAY-NOPE-1" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      status: false,
      message: "Transaction not found",
    });
    const { reference } = await initialize();
    const unpaid = await api("POST", "/refund", { transaction: reference });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.status).toBe(false);
  });
});
