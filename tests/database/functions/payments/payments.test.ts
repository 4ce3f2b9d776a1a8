import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";

import {
  anonClient,
  runtime,
  serviceClient,
} from "../../../local-backend/support.ts";
import { createRide, setCutoff } from "../../support/ride-fixtures.ts";

/**
 * The payments and webhook functions through /functions/v1 (Deno), with the runtime's Paystack
 * stand-in: a rider pays with the success test card on the stand-in's checkout, the stand-in's
 * signed webhook and the ride page's verify both record it, once; a cancellation is refunded.
 */

const FARE = 1_500_000;

async function invoke(
  client: SupabaseClient,
  route: string,
  body: Record<string, unknown>,
) {
  const { data, error, response } = await client.functions.invoke(
    `payments/${route}`,
    { body },
  );
  if (!error)
    return {
      status: response?.status ?? 200,
      data: data as Record<string, unknown>,
    };
  if (!(error instanceof FunctionsHttpError)) throw error;
  const failed = error.context as Response;
  return {
    status: failed.status,
    data: (await failed.json()) as Record<string, unknown>,
  };
}

/** Pays on the stand-in's checkout page as a browser would: the card form, then its redirect. */
async function payByCard(
  authorizationUrl: string,
  cardNumber = "4084084084084081",
) {
  const res = await fetch(`${authorizationUrl}/card`, {
    method: "POST",
    body: new URLSearchParams({
      card_number: cardNumber,
      expiry: "12/30",
      cvv: "408",
    }),
    redirect: "manual",
  });
  await res.text();
  return res;
}

/** The stand-in's deliveries of an event for a reference, once one was answered 200. */
async function deliveredOnce(origin: string, event: string, reference: string) {
  return vi.waitFor(
    async () => {
      const res = await fetch(
        `${origin}/__standin/deliveries?${new URLSearchParams({ event, reference })}`,
      );
      const { deliveries } = (await res.json()) as {
        deliveries: { id: number; status: number | null }[];
      };
      expect(deliveries.map((d) => d.status)).toContain(200);
      return deliveries;
    },
    { timeout: 15_000, interval: 100 },
  );
}

async function ledger(bookingId: string) {
  const { data, error } = await serviceClient()
    .from("payments")
    .select("kind, status, channel, amount_kobo")
    .eq("booking_id", bookingId)
    .order("created_at");
  if (error) throw error;
  return data;
}

describe("payments through the relay, with the Paystack stand-in", () => {
  it("pays a ride by card once, however many times it is confirmed, and refunds its cancellation", async () => {
    await setCutoff(60);
    const ride = await createRide({ status: "confirmed", minutes: 48 * 60 });
    const rider = anonClient();
    const access = { reference: ride.reference, token: ride.manage };

    const opened = await invoke(rider, "checkout", access);
    expect(opened.status).toBe(200);
    const url = String(opened.data.authorization_url);
    const reference = String(opened.data.payment_reference);
    const origin = new URL(url).origin;

    const paid = await payByCard(url);
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(back.pathname).toBe(`/ride/${ride.reference}/${ride.manage}`);
    expect(back.searchParams.get("reference")).toBe(reference);

    const verified = await invoke(rider, "verify", {
      ...access,
      payment_reference: reference,
    });
    expect(verified).toMatchObject({
      status: 200,
      data: { state: "paid", paid_kobo: FARE, checkout: { outcome: "paid" } },
    });
    const [delivery] = await deliveredOnce(origin, "charge.success", reference);
    const replay = await fetch(
      `${origin}/__standin/deliveries/${delivery!.id}/replay?wait`,
      {
        method: "POST",
      },
    );
    expect(
      ((await replay.json()) as { delivery: { status: number } }).delivery
        .status,
    ).toBe(200);
    expect(await ledger(ride.id)).toEqual([
      {
        kind: "charge",
        status: "succeeded",
        channel: "card",
        amount_kobo: FARE,
      },
    ]);
    const events = await serviceClient()
      .from("paystack_events")
      .select("outcome")
      .eq("event", "charge.success")
      .eq("event_key", reference);
    expect(events.data).toHaveLength(1);
    expect(["recorded", "unchanged"]).toContain(events.data?.[0]?.outcome);

    const cancelled = await rider.rpc("cancel_ride", {
      p_reference: ride.reference,
      p_token: ride.manage,
      p_reason: "Plans changed",
    });
    expect(cancelled.error).toBeNull();
    expect((await invoke(rider, "settle", access)).status).toBe(200);
    await deliveredOnce(origin, "refund.processed", reference);
    const after = await invoke(rider, "settle", access);
    expect(after.data).toMatchObject({
      state: "refunded",
      refunded_kobo: FARE,
      paid_kobo: 0,
    });
  });

  it("says a declined card was not completed and keeps the ride payable", async () => {
    const ride = await createRide({ status: "confirmed" });
    const access = { reference: ride.reference, token: ride.manage };
    const opened = await invoke(anonClient(), "checkout", access);
    const declined = await payByCard(
      String(opened.data.authorization_url),
      "4084080000005408",
    );
    expect(declined.status).toBe(200);
    const verified = await invoke(anonClient(), "verify", {
      ...access,
      payment_reference: opened.data.payment_reference,
    });
    expect(verified.data).toMatchObject({
      state: "unpaid",
      can_pay: true,
      checkout: { outcome: "not_completed" },
    });
  });

  it("refuses an amount sent by the browser, and a caller without the ride's token", async () => {
    const ride = await createRide({ status: "confirmed" });
    const withAmount = await invoke(anonClient(), "checkout", {
      reference: ride.reference,
      token: ride.manage,
      amount_kobo: 100,
    });
    expect(withAmount).toMatchObject({
      status: 400,
      data: { error: { message: "Unexpected field: amount_kobo." } },
    });
    const stranger = await invoke(anonClient(), "checkout", {
      reference: ride.reference,
      token: null,
    });
    expect(stranger).toMatchObject({
      status: 404,
      data: { error: { message: "Ride not found." } },
    });
  });
});

describe("paystack-webhook through the relay", () => {
  it("refuses an unsigned or forged delivery with 401 before reading it", async () => {
    const url = `${runtime().apiUrl}/functions/v1/paystack-webhook`;
    const body = JSON.stringify({
      event: "charge.success",
      data: { reference: "PAY-EKO-7F3K2Q-00000000" },
    });
    const unsigned = await fetch(url, { method: "POST", body });
    expect(unsigned.status).toBe(401);
    const forged = await fetch(url, {
      method: "POST",
      body,
      headers: { "x-paystack-signature": "ab".repeat(64) },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({
      error: { code: "invalid_signature" },
    });
  });
});
