import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Runtime } from "../../../supabase/local/index.ts";
import { shapeOf } from "./shape.ts";
import {
  deliveries,
  LOCAL_KEY,
  paidTransaction,
  paystackClient,
  startStandInRuntime,
  uniqueReference,
  type DeliveryView,
} from "./standin-runtime.ts";

/**
 * Webhooks as Paystack sends them, to the runtime's `paystack-webhook` (here a recorder): after
 * the state change, signed over the exact bytes, retried on a non-2xx. Waits are on the stand-in's
 * delivery list, never on the clock.
 */
let runtime: Runtime;
let api: ReturnType<typeof paystackClient>;
const hmac = (body: string, key = LOCAL_KEY) =>
  createHmac("sha512", key).update(body).digest("hex");

beforeAll(async () => {
  runtime = await startStandInRuntime();
  api = paystackClient(runtime);
});
afterAll(() => runtime?.stop());

const recorder = (path = "") =>
  `${runtime.apiUrl}/functions/v1/paystack-webhook${path}`;
async function seen() {
  const res = await fetch(recorder("/seen"));
  return (await res.json()) as {
    seen: { raw: string; signature: string | null; valid: boolean }[];
    env: Record<string, string | null>;
  };
}

/** Waits until `reference` has `count` settled deliveries, and returns them oldest first. */
async function settled(reference: string, count: number) {
  let found: DeliveryView[] = [];
  await expect
    .poll(
      async () => {
        found = (await deliveries(runtime, { reference })).filter(
          (d) => d.state !== "pending",
        );
        return found.length;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

const paid = (email?: string) => paidTransaction(runtime, email);

describe("paystack stand-in: charge.success", () => {
  it("posts {event, data} signed with HMAC-SHA512 of the raw body, once paid", async () => {
    const reference = await paid();
    const [delivery] = await settled(reference, 1);
    expect(delivery).toMatchObject({
      event: "charge.success",
      state: "delivered",
      status: 200,
    });
    expect(delivery!.signature).toBe(hmac(delivery!.body));
    const verified = (await api("GET", `/transaction/verify/${reference}`)).body
      .data;
    expect(delivery!.payload).toEqual({
      event: "charge.success",
      data: verified,
    });
    expect(shapeOf(delivery!.payload)).toEqual({
      data: "object",
      event: "string",
    });
    // The receiving end got those exact bytes, and they check out with the key it was given.
    const { seen: got, env } = await seen();
    expect(got).toContainEqual({
      raw: delivery!.body,
      signature: delivery!.signature,
      valid: true,
    });
    expect(env).toEqual({
      PAYSTACK_BASE_URL: runtime.paystackUrl,
      PAYSTACK_SECRET_KEY: LOCAL_KEY,
    });
  });

  it("replays a delivery byte for byte, signature included", async () => {
    const reference = await paid();
    const [original] = await settled(reference, 1);
    const res = await fetch(
      `${runtime.paystackUrl}/__standin/deliveries/${original!.id}/replay?wait`,
      { method: "POST" },
    );
    const { delivery } = (await res.json()) as { delivery: DeliveryView };
    expect(delivery).toMatchObject({
      replayOf: original!.id,
      body: original!.body,
      signature: original!.signature,
      state: "delivered",
    });
  });

  it("retries an endpoint that answers non-2xx", async () => {
    await fetch(recorder("/fail"), { method: "POST", body: "2" });
    const reference = uniqueReference();
    const res = await fetch(`${runtime.paystackUrl}/__standin/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        event: "charge.success",
        data: { reference, amount: 100 },
        wait: true,
      }),
    });
    const { delivery } = (await res.json()) as { delivery: DeliveryView };
    expect(delivery.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    expect(delivery.state).toBe("delivered");
  });

  it("posts forged and unsigned events for tests of the receiving end", async () => {
    const post = async (signature: string) => {
      const res = await fetch(`${runtime.paystackUrl}/__standin/events`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          event: "charge.success",
          data: { reference: uniqueReference("forged") },
          signature,
          wait: true,
        }),
      });
      return ((await res.json()) as { delivery: DeliveryView }).delivery;
    };
    const forged = await post("forged");
    expect(forged.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(forged.signature).not.toBe(hmac(forged.body));
    expect((await post("none")).signature).toBeNull();
    const last = (await seen()).seen.slice(-2);
    expect(last.map((s) => s.valid)).toEqual([false, false]);
  });
});

describe("paystack stand-in: refund events", () => {
  it("sends refund.pending, then refund.processed carrying the refund's id", async () => {
    const reference = await paid();
    const refund = await api("POST", "/refund", {
      transaction: reference,
      amount: 750_000,
    });
    const id = (refund.body.data as { id: number }).id;
    const events = (await settled(reference, 3)).slice(1);
    expect(events.map((d) => d.event)).toEqual([
      "refund.pending",
      "refund.processed",
    ]);
    const data = events[1]!.payload.data;
    expect(data).toMatchObject({
      id,
      status: "processed",
      transaction_reference: reference,
      amount: "750000",
      currency: "NGN",
      customer: { email: "ada@example.com" },
    });
    expect(typeof data.refund_reference).toBe("string");
    expect(events[1]!.signature).toBe(hmac(events[1]!.body));
  });

  it("fails refunds of payments from a refund-fails address (refund.failed)", async () => {
    const reference = await paid("rider+refund-fails@example.com");
    await api("POST", "/refund", { transaction: reference });
    const events = await settled(reference, 3);
    expect(events[2]!.payload).toMatchObject({
      event: "refund.failed",
      data: { status: "failed", amount: 1_250_000, refund_reference: null },
    });
    // The money is refundable again once a refund has failed.
    const again = await api("POST", "/refund", { transaction: reference });
    expect(again.status).toBe(200);
  });
});

describe("paystack stand-in: transfer events", () => {
  async function transfer(accountNumber: string) {
    const made = await api("POST", "/transferrecipient", {
      type: "nuban",
      name: "Ada Obi",
      account_number: accountNumber,
      bank_code: "057",
    });
    const reference = uniqueReference("po-202610");
    await api("POST", "/transfer", {
      source: "balance",
      amount: 4_500_000,
      recipient: (made.body.data as { recipient_code: string }).recipient_code,
      reference,
      reason: "EkoLuxe payout",
    });
    return reference;
  }
  const statusOf = async (reference: string) =>
    (
      (await api("GET", `/transfer/verify/${reference}`)).body.data as {
        status: string;
      }
    ).status;

  it("settles a pending transfer with transfer.success", async () => {
    const reference = await transfer("0123451234");
    const [delivery] = await settled(reference, 1);
    expect(delivery!.payload).toMatchObject({
      event: "transfer.success",
      data: { reference, status: "success", amount: 4_500_000 },
    });
    expect(shapeOf(delivery!.payload.data.integration)).toEqual({
      business_name: "string",
      id: "number",
      is_live: "boolean",
      logo_path: "null",
    });
    expect(await statusOf(reference)).toBe("success");
  });

  it("fails transfers to accounts ending in 0000 (transfer.failed)", async () => {
    const reference = await transfer("1234560000");
    const [delivery] = await settled(reference, 1);
    expect(delivery!.event).toBe("transfer.failed");
    expect(await statusOf(reference)).toBe("failed");
  });

  it("reverses transfers to accounts ending in 9999, after their success", async () => {
    const reference = await transfer("1234569999");
    const events = await settled(reference, 2);
    expect(events.map((d) => d.event)).toEqual([
      "transfer.success",
      "transfer.reversed",
    ]);
    expect(await statusOf(reference)).toBe("reversed");
  });
});
