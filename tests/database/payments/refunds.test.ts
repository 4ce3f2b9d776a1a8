import { randomInt } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  createRide,
  expectRefused,
  setCutoff,
  type TestRide,
} from "../support/ride-fixtures.ts";

/**
 * Refunds follow the cancellation policy: queued in the cancelling transaction (in full before
 * the cut-off, less the operator's fee after it), by an administrator with a reason, and settled
 * once by Paystack's answer, whichever of our stamp and its webhook comes first.
 */

const FARE = 1_500_000;
const FEE = 500_000;

let admin: SupabaseClient;
let adminId: string;

beforeAll(async () => {
  const session = await signedInClient({ appMetadata: { role: "admin" } });
  admin = session.client;
  adminId = session.userId;
  await setCutoff(60);
  must(
    await service()
      .from("operator_settings")
      .update({ late_cancellation_fee_kobo: FEE })
      .eq("id", true)
      .select("id")
      .single(),
  );
});

afterAll(() => setCutoff(60));

/** A ride `minutes` ahead, paid in full by card. */
async function paidRide(
  minutes: number,
  status: "pending" | "confirmed" = "pending",
) {
  const ride = await createRide({
    status,
    minutes,
    extra: { fare_kobo: FARE },
  });
  const opened = await anonClient().rpc("begin_online_payment", {
    p_reference: ride.reference,
    p_token: ride.manage,
  });
  const reference = (opened.data as { provider_reference: string }[])[0]!
    .provider_reference;
  must(
    await service().rpc("record_paystack_charge", {
      p_provider_reference: reference,
      p_status: "success",
      p_amount_kobo: FARE,
      p_currency: "NGN",
      p_channel: "card",
      p_paid_at: new Date().toISOString(),
      p_provider_id: "1",
      p_message: "Approved",
    }),
  );
  return { ...ride, chargeReference: reference };
}

const refunds = async (ride: TestRide) =>
  must(
    await service()
      .from("payments")
      .select("id, amount_kobo, status, reason, recorded_by, provider_id")
      .eq("booking_id", ride.id)
      .eq("kind", "refund")
      .order("created_at"),
  );

const paymentState = async (ride: TestRide) =>
  (
    must(
      await admin
        .from("bookings")
        .select("payment_state")
        .eq("id", ride.id)
        .single(),
    ) as { payment_state: string | null }
  ).payment_state;

describe("refunds on cancellation", () => {
  it("refunds everything when the rider cancels inside the free window", async () => {
    const ride = await paidRide(24 * 60);
    must(
      await anonClient().rpc("cancel_ride", {
        p_reference: ride.reference,
        p_token: ride.manage,
        p_reason: "Plans changed",
      }),
    );
    expect(await refunds(ride)).toEqual([
      expect.objectContaining({
        amount_kobo: FARE,
        status: "pending",
        reason: "Cancelled inside the free-cancellation window.",
      }),
    ]);
    expect(await paymentState(ride)).toBe("refunded");
    const view = await anonClient().rpc("ride_payment", {
      p_reference: ride.reference,
      p_token: ride.manage,
    });
    expect(view.data).toMatchObject({
      state: "refund_pending",
      due_kobo: 0,
      can_pay: false,
    });
  });

  it("keeps the operator's fee when the ride is cancelled after the cut-off", async () => {
    const ride = await paidRide(30, "confirmed");
    must(
      await admin.rpc("set_booking_status", {
        p_booking_id: ride.id,
        p_status: "cancelled",
        p_reason: "Rider called to cancel",
      }),
    );
    expect(await refunds(ride)).toEqual([
      expect.objectContaining({
        amount_kobo: FARE - FEE,
        reason:
          "Cancelled after the free-cancellation cut-off: ₦5,000.00 kept.",
        recorded_by: adminId,
      }),
    ]);
  });

  it("queues nothing for an unpaid ride", async () => {
    const ride = await createRide();
    must(
      await anonClient().rpc("cancel_ride", {
        p_reference: ride.reference,
        p_token: ride.manage,
        p_reason: "Plans changed",
      }),
    );
    expect(await refunds(ride)).toEqual([]);
  });
});

describe("request_refund", () => {
  it("refunds part of a payment with a reason, in the action log", async () => {
    const ride = await paidRide(24 * 60);
    const { data, error } = await admin.rpc("request_refund", {
      p_booking_id: ride.id,
      p_amount_kobo: 200_000,
      p_reason: "  Driver arrived late ",
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        kind: "refund",
        status: "pending",
        amount_kobo: 200_000,
        reason: "Driver arrived late",
        recorded_by: adminId,
      }),
    ]);
    const logged = must(
      await service()
        .from("audit_log")
        .select("actor_id, action")
        .eq("table_name", "payments")
        .eq("row_id", (data as { id: string }[])[0]!.id),
    );
    expect(logged).toEqual([{ actor_id: adminId, action: "insert" }]);
  });

  it("refuses bad input, a booking without online money, and too much", async () => {
    const ride = await paidRide(24 * 60);
    const ask = (amount: number | null, reason: string | null, id = ride.id) =>
      admin.rpc("request_refund", {
        p_booking_id: id,
        p_amount_kobo: amount,
        p_reason: reason,
      });
    expectRefused(
      await ask(100, " \t "),
      "22023",
      "Give a reason for the refund.",
    );
    expectRefused(await ask(0, "Late"), "22023", "Enter an amount above zero.");
    const tooMuch = await ask(FARE + 1, "Late");
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.error?.message).toBe(
      "That is more than the ₦15,000.00 left to refund.",
    );
    const unpaid = await createRide();
    const nothing = await ask(100, "Late", unpaid.id);
    expect(nothing.status).toBe(409);
    expect(nothing.error?.message).toBe(
      `Nothing left to refund on ${unpaid.reference}.`,
    );
    const customer = await signedInClient();
    expectRefused(
      await customer.client.rpc("request_refund", {
        p_booking_id: ride.id,
        p_amount_kobo: 100,
        p_reason: "Mine",
      }),
      "42501",
      "Only administrators can refund payments.",
    );
  });
});

describe("settling a refund", () => {
  it("moves forward only, whether our stamp or the webhook comes first", async () => {
    // Paystack's refund id: unique, as refunds of other files share the ledger.
    const refundId = String(randomInt(1_000_000, 2_000_000_000));
    const ride = await paidRide(24 * 60);
    const [queued] = must(
      await admin.rpc("request_refund", {
        p_booking_id: ride.id,
        p_amount_kobo: FARE,
        p_reason: "Service not delivered",
      }),
    ) as { id: string }[];
    const toSend = must(
      await service().rpc("refunds_to_send", { p_booking_id: ride.id }),
    );
    // Claimed by this caller: a second one, at the same time, gets nothing to send.
    expect(
      must(await service().rpc("refunds_to_send", { p_booking_id: ride.id })),
    ).toEqual([]);
    expect(toSend).toEqual([
      expect.objectContaining({
        refund_id: queued!.id,
        amount_kobo: FARE,
        charge_reference: ride.chargeReference,
      }),
    ]);

    // The webhook beats our own stamp: found by charge and amount.
    const processed = await service().rpc("record_paystack_refund", {
      p_charge_reference: ride.chargeReference,
      p_provider_id: refundId,
      p_status: "processed",
      p_amount_kobo: FARE,
      p_message: "",
    });
    expect(processed.data).toMatchObject({
      outcome: "recorded",
      refund_id: queued!.id,
    });
    const stamped = must(
      await service().rpc("mark_refund_sent", {
        p_refund_id: queued!.id,
        p_provider_id: refundId,
        p_status: "processing",
        p_message: "",
      }),
    ) as { status: string; provider_reference: string };
    expect(stamped).toMatchObject({
      status: "succeeded",
      provider_reference: refundId,
    });

    const replay = await service().rpc("record_paystack_refund", {
      p_charge_reference: ride.chargeReference,
      p_provider_id: refundId,
      p_status: "failed",
      p_amount_kobo: FARE,
      p_message: "",
    });
    expect(replay.data).toMatchObject({ outcome: "unchanged" });
    expect(await paymentState(ride)).toBe("refunded");
    const view = await anonClient().rpc("ride_payment", {
      p_reference: ride.reference,
      p_token: ride.manage,
    });
    expect(view.data).toMatchObject({
      state: "refunded",
      paid_kobo: 0,
      refunded_kobo: FARE,
    });
    expect(
      must(await service().rpc("refunds_to_send", { p_booking_id: ride.id })),
    ).toEqual([]);
  });

  it("a claim released after Paystack could not be reached is sent again", async () => {
    const ride = await paidRide(24 * 60);
    must(
      await admin.rpc("request_refund", {
        p_booking_id: ride.id,
        p_amount_kobo: FARE,
        p_reason: "Service not delivered",
      }),
    );
    const [claimed] = must(
      await service().rpc("refunds_to_send", { p_booking_id: ride.id }),
    ) as { refund_id: string }[];
    const released = must(
      await service().rpc("mark_refund_sent", {
        p_refund_id: claimed!.refund_id,
        p_provider_id: null,
        p_status: "pending",
        p_message: null,
      }),
    ) as { status: string };
    expect(released.status).toBe("pending");
    const again = must(
      await service().rpc("refunds_to_send", { p_booking_id: ride.id }),
    ) as { refund_id: string }[];
    expect(again.map((r) => r.refund_id)).toEqual([claimed!.refund_id]);
  });

  it("a failed refund frees the amount to be refunded again", async () => {
    const ride = await paidRide(24 * 60);
    const [queued] = must(
      await admin.rpc("request_refund", {
        p_booking_id: ride.id,
        p_amount_kobo: FARE,
        p_reason: "Service not delivered",
      }),
    ) as { id: string }[];
    must(
      await service().rpc("mark_refund_sent", {
        p_refund_id: queued!.id,
        p_provider_id: String(randomInt(1_000_000, 2_000_000_000)),
        p_status: "failed",
        p_message: "Insufficient balance",
      }),
    );
    const again = await admin.rpc("request_refund", {
      p_booking_id: ride.id,
      p_amount_kobo: FARE,
      p_reason: "Second try",
    });
    expect(again.error).toBeNull();
  });
});

describe("deleting a booking", () => {
  it("takes its charges and refunds with it (test or mistaken data only)", async () => {
    const ride = await paidRide(24 * 60);
    must(
      await admin.rpc("request_refund", {
        p_booking_id: ride.id,
        p_amount_kobo: 100_000,
        p_reason: "Goodwill",
      }),
    );
    const { error } = await service()
      .from("bookings")
      .delete()
      .eq("id", ride.id);
    expect(error).toBeNull();
    const left = must(
      await service().from("payments").select("id").eq("booking_id", ride.id),
    );
    expect(left).toEqual([]);
  });
});
