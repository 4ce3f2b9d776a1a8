import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import {
  ACCOUNT_NOT_FOUND,
  createPaystackClient,
  isPaystackSignature,
  PAYSTACK_UNAVAILABLE,
  PaystackRefusal,
  paystackSignature,
} from "../../../../supabase/functions/_shared/paystack.ts";

/** The Paystack client against a scripted fetch: requests as documented, errors as promised. */

const KEY = "sk_test_client_0000000000000000000000";

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

function scripted(...answers: (Response | Error)[]) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    seen.push({
      method: init?.method ?? "GET",
      url: String(input),
      authorization: headers.get("Authorization"),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? new Error("no scripted answer");
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const client = createPaystackClient({
    baseUrl: "http://paystack.test/",
    secretKey: KEY,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, seen };
}

const ok = (data: unknown, meta?: unknown) =>
  Response.json({
    status: true,
    message: "ok",
    data,
    ...(meta ? { meta } : {}),
  });
const refused = (status: number, message: string) =>
  Response.json({ status: false, message }, { status });

async function failure(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
}

describe("Paystack client", () => {
  it("initialises a transaction with the secret key as Bearer and the documented body", async () => {
    const { client, seen } = scripted(
      ok({
        authorization_url: "https://checkout.paystack.com/abc",
        access_code: "abc",
        reference: "R1",
      }),
    );
    const body = {
      email: "ada@example.test",
      amount: 1_500_000,
      currency: "NGN" as const,
      reference: "R1",
      callback_url: "https://ekoluxe.ng/ride/EKO-7F3K2Q/t",
    };
    expect(await client.initializeTransaction(body)).toEqual({
      authorization_url: "https://checkout.paystack.com/abc",
      access_code: "abc",
      reference: "R1",
    });
    expect(seen).toEqual([
      {
        method: "POST",
        url: "http://paystack.test/transaction/initialize",
        authorization: `Bearer ${KEY}`,
        body,
      },
    ]);
  });

  it("turns an outage, a 5xx, a refused key or a foreign body into a readable 502", async () => {
    const { client } = scripted(
      new TypeError("fetch failed"),
      new Response("Bad gateway", { status: 502 }),
      refused(401, "Invalid key"),
      new Response("<html>", { status: 200 }),
    );
    for (let i = 0; i < 4; i++) {
      const error = await failure(client.listBanks());
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 502,
        message: PAYSTACK_UNAVAILABLE,
      });
    }
  });

  it("answers null for a transaction or transfer Paystack does not know", async () => {
    const { client, seen } = scripted(
      refused(400, "Transaction reference not found"),
      refused(404, "Transfer not found"),
    );
    expect(
      await client.verifyTransaction("PAY-EKO-7F3K2Q-00000000"),
    ).toBeNull();
    expect(await client.verifyTransfer("po-202610-00000000")).toBeNull();
    expect(seen.map((s) => s.url)).toEqual([
      "http://paystack.test/transaction/verify/PAY-EKO-7F3K2Q-00000000",
      "http://paystack.test/transfer/verify/po-202610-00000000",
    ]);
  });

  it("treats Paystack's rate limit as an outage, never as an unknown reference", async () => {
    const { client } = scripted(refused(429, "Too many requests"));
    const error = await failure(
      client.verifyTransaction("PAY-EKO-7F3K2Q-00000000"),
    );
    expect(error).toMatchObject({ status: 502, message: PAYSTACK_UNAVAILABLE });
  });

  it("makes an unresolvable account the caller's 400, with the sentence owners see", async () => {
    const { client, seen } = scripted(
      refused(
        422,
        "Could not resolve account name. Check parameters or try again.",
      ),
    );
    const error = await failure(client.resolveAccount("0000000000", "058"));
    expect(error).toMatchObject({ status: 400, message: ACCOUNT_NOT_FOUND });
    expect(seen[0]?.url).toBe(
      "http://paystack.test/bank/resolve?account_number=0000000000&bank_code=058",
    );
  });

  it("passes a declined refund or transfer on as a PaystackRefusal with Paystack's words", async () => {
    const { client } = scripted(
      refused(400, "Transaction has been fully reversed"),
      refused(400, "Your balance is not enough to fulfil this request"),
    );
    const refund = await failure(
      client.createRefund({ transaction: "R1", amount: 100 }),
    );
    expect(refund).toBeInstanceOf(PaystackRefusal);
    expect(refund).toMatchObject({
      message: "Transaction has been fully reversed",
    });
    const transfer = await failure(
      client.initiateTransfer({
        source: "balance",
        amount: 1,
        currency: "NGN",
        recipient: "RCP_1",
        reference: "r",
        reason: "x",
      }),
    );
    expect(transfer).toMatchObject({
      message: "Your balance is not enough to fulfil this request",
    });
  });

  it("follows the bank list's cursor and keeps active banks' names and codes", async () => {
    const { client, seen } = scripted(
      ok(
        [
          {
            name: "Access Bank",
            code: "044",
            active: true,
            is_deleted: false,
            slug: "access-bank",
          },
        ],
        { next: "YmFuazox", previous: null, perPage: 100 },
      ),
      ok(
        [
          {
            name: "Guaranty Trust Bank",
            code: "058",
            active: true,
            is_deleted: false,
          },
          { name: "Gone Bank", code: "999", active: false, is_deleted: true },
        ],
        { next: null, previous: "YmFuazox", perPage: 100 },
      ),
    );
    expect(await client.listBanks()).toEqual([
      { name: "Access Bank", code: "044" },
      { name: "Guaranty Trust Bank", code: "058" },
    ]);
    expect(new URL(seen[0]!.url).searchParams.get("country")).toBe("nigeria");
    expect(new URL(seen[1]!.url).searchParams.get("next")).toBe("YmFuazox");
  });
});

describe("Paystack webhook signature", () => {
  const body = JSON.stringify({
    event: "charge.success",
    data: { reference: "R1", amount: 5000 },
  });
  const bytes = new TextEncoder().encode(body).buffer;

  it("is the hex HMAC-SHA512 of the raw body keyed with the secret key", async () => {
    const expected = createHmac("sha512", KEY).update(body).digest("hex");
    expect(await paystackSignature(KEY, body)).toBe(expected);
    expect(await isPaystackSignature(KEY, bytes, expected)).toBe(true);
    expect(await isPaystackSignature(KEY, bytes, expected.toUpperCase())).toBe(
      true,
    );
  });

  it("refuses a missing, short, foreign or tampered signature", async () => {
    const good = await paystackSignature(KEY, body);
    const tampered = new TextEncoder().encode(
      body.replace("5000", "5001"),
    ).buffer;
    expect(await isPaystackSignature(KEY, bytes, null)).toBe(false);
    expect(await isPaystackSignature(KEY, bytes, good.slice(0, 64))).toBe(
      false,
    );
    expect(await isPaystackSignature("sk_test_other", bytes, good)).toBe(false);
    expect(await isPaystackSignature(KEY, tampered, good)).toBe(false);
    expect(await isPaystackSignature("", bytes, good)).toBe(false);
  });
});
