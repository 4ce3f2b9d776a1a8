import { describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  createRide,
  expectRefused,
  type TestRide,
} from "../support/ride-fixtures.ts";

/**
 * Paying online, as the database sees it: what a rider may open (begin_online_payment) and how
 * Paystack's verified answer is counted, once (record_paystack_charge).
 */

const FARE = 1_500_000;

async function open(ride: TestRide, token: string | null = ride.manage) {
  return anonClient().rpc("begin_online_payment", {
    p_reference: ride.reference,
    p_token: token,
  });
}

async function opened(ride: TestRide) {
  const { data, error } = await open(ride);
  expect(error).toBeNull();
  return (data as Record<string, unknown>[])[0] as {
    payment_id: string;
    provider_reference: string;
    amount_kobo: number;
    email: string;
    manage_token: string;
  };
}

const charge = (reference: string, overrides: Record<string, unknown> = {}) =>
  service().rpc("record_paystack_charge", {
    p_provider_reference: reference,
    p_status: "success",
    p_amount_kobo: FARE,
    p_currency: "NGN",
    p_channel: "card",
    p_paid_at: new Date().toISOString(),
    p_provider_id: "4099260516",
    p_message: "Approved",
    ...overrides,
  });

async function ledger(bookingId: string) {
  return must(
    await service()
      .from("payments")
      .select(
        "kind, method, channel, status, amount_kobo, reason, failure_reason",
      )
      .eq("booking_id", bookingId)
      .order("created_at"),
  );
}

describe("begin_online_payment", () => {
  it("opens a pending charge of the whole fare for the manage link", async () => {
    const ride = await createRide({ extra: { fare_kobo: FARE } });
    const payment = await opened(ride);
    expect(payment.amount_kobo).toBe(FARE);
    expect(payment.provider_reference).toMatch(
      new RegExp(`^PAY-${ride.reference}-[0-9A-F]{8}$`),
    );
    expect(payment.manage_token).toBe(ride.manage);
    expect(await ledger(ride.id)).toEqual([
      expect.objectContaining({
        kind: "charge",
        method: "paystack",
        status: "pending",
      }),
    ]);
  });

  it("refuses a share link, an unknown ride, a cancelled ride and a paid one", async () => {
    const ride = await createRide({ extra: { fare_kobo: FARE } });
    expectRefused(
      await open(ride, ride.share),
      "42501",
      "Only the person who booked this ride can pay for it.",
    );
    expectRefused(await open(ride, "0".repeat(32)), "PT404", "Ride not found.");

    const cancelled = await createRide({ status: "cancelled" });
    const refusedCancel = await open(cancelled);
    expect(refusedCancel.status).toBe(409);
    expect(refusedCancel.error?.message).toBe("This ride has been cancelled.");

    const payment = await opened(ride);
    expect((await charge(payment.provider_reference)).error).toBeNull();
    const refusedPaid = await open(ride);
    expect(refusedPaid.status).toBe(409);
    expect(refusedPaid.error?.message).toBe("This ride is already paid.");
  });

  it("stops after ten attempts in an hour", async () => {
    const ride = await createRide();
    for (let i = 0; i < 10; i += 1) await opened(ride);
    const refused = await open(ride);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe(
      "Too many payment attempts. Please try again in a few minutes.",
    );
  });
});

describe("record_paystack_charge", () => {
  it("counts a success once, and a late failure never undoes it", async () => {
    const ride = await createRide({ extra: { fare_kobo: FARE } });
    const payment = await opened(ride);
    const first = await charge(payment.provider_reference);
    expect(first.data).toMatchObject({
      outcome: "recorded",
      booking_reference: ride.reference,
      refund_ids: [],
    });
    expect((await charge(payment.provider_reference)).data).toMatchObject({
      outcome: "unchanged",
    });
    expect(
      (await charge(payment.provider_reference, { p_status: "failed" })).data,
    ).toMatchObject({ outcome: "unchanged" });
    expect(await ledger(ride.id)).toEqual([
      expect.objectContaining({
        status: "succeeded",
        channel: "card",
        amount_kobo: FARE,
      }),
    ]);
    const state = await anonClient().rpc("ride_payment", {
      p_reference: ride.reference,
      p_token: ride.manage,
    });
    expect(state.data).toMatchObject({
      state: "paid",
      paid_kobo: FARE,
      due_kobo: 0,
      can_pay: false,
    });
  });

  it("fails a charge whose amount or currency is not the one opened", async () => {
    const ride = await createRide({ extra: { fare_kobo: FARE } });
    const short = await opened(ride);
    expect(
      (await charge(short.provider_reference, { p_amount_kobo: 100 })).data,
    ).toMatchObject({ outcome: "mismatch" });
    const dollars = await opened(ride);
    expect(
      (await charge(dollars.provider_reference, { p_currency: "USD" })).data,
    ).toMatchObject({ outcome: "mismatch" });
    const rows = await ledger(ride.id);
    expect(rows.map((r) => r.status)).toEqual(["failed", "failed"]);
    expect(rows[0]!.failure_reason).toBe(
      `Paystack reported NGN 100 kobo; expected NGN ${FARE} kobo.`,
    );
  });

  it("lets a declined attempt succeed later on the same checkout", async () => {
    const ride = await createRide({ extra: { fare_kobo: FARE } });
    const payment = await opened(ride);
    expect(
      (
        await charge(payment.provider_reference, {
          p_status: "failed",
          p_message: "Declined",
        })
      ).data,
    ).toMatchObject({ outcome: "failed" });
    expect((await charge(payment.provider_reference)).data).toMatchObject({
      outcome: "recorded",
    });
  });

  it("answers unknown for a reference that is not ours", async () => {
    expect((await charge("PAY-NOT-OURS")).data).toEqual({
      outcome: "unknown",
      refund_ids: [],
    });
  });

  it("returns money paid twice, and money paid after a cancellation", async () => {
    const ride = await createRide({ extra: { fare_kobo: FARE } });
    const tabA = await opened(ride);
    const tabB = await opened(ride);
    await charge(tabA.provider_reference);
    const second = await charge(tabB.provider_reference);
    expect(second.data).toMatchObject({ outcome: "recorded" });
    expect((second.data as { refund_ids: string[] }).refund_ids).toHaveLength(
      1,
    );
    expect((await ledger(ride.id)).filter((r) => r.kind === "refund")).toEqual([
      expect.objectContaining({
        status: "pending",
        amount_kobo: FARE,
        reason: "Paid more than the fare: the difference is returned.",
      }),
    ]);

    const late = await createRide({ extra: { fare_kobo: FARE } });
    const payment = await opened(late);
    must(
      await service()
        .from("bookings")
        .update({ status: "cancelled", cancellation_reason: "Plans changed" })
        .eq("id", late.id)
        .select("id")
        .single(),
    );
    await charge(payment.provider_reference);
    expect(
      (await ledger(late.id)).find((r) => r.kind === "refund"),
    ).toMatchObject({
      amount_kobo: FARE,
      reason: "Paid after the ride was cancelled.",
    });
  });

  it("is for the service role only", async () => {
    const ride = await createRide();
    const payment = await opened(ride);
    const forged = await anonClient().rpc("record_paystack_charge", {
      p_provider_reference: payment.provider_reference,
      p_status: "success",
      p_amount_kobo: payment.amount_kobo,
      p_currency: "NGN",
      p_channel: "card",
      p_paid_at: new Date().toISOString(),
      p_provider_id: "1",
      p_message: "",
    });
    expect(forged.error?.code).toBe("42501");
    expect((await ledger(ride.id))[0]!.status).toBe("pending");
  });
});
