import { beforeAll, describe, expect, it } from "vitest";

import type { RideRecord } from "../../../../supabase/functions/send-email/store.ts";
import { paymentLines } from "../../../../supabase/functions/send-email/templates/ledger.ts";
import {
  anonClient,
  serviceClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { must } from "../../support/actors.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createRoute,
  createVehicle,
  ensureFareRules,
} from "../../support/fixtures-functions.ts";
import { ride } from "../../support/send-email-fakes.ts";
import { inbox, invoke } from "../../support/send-email-runtime.ts";
import { cash, charge, refund } from "./ledger-rows.ts";

/**
 * The receipt says how the ride was paid, from the ledger (cash, card, transfer, with Paystack's
 * reference; refunds), what is still due, and who issued it: what a finance team needs.
 */

const fare = 3_150_000;
const completed: RideRecord = {
  ...ride,
  status: "completed",
  completed_at: "2026-11-21T18:40:00Z",
  fare_kobo: fare,
};

describe("the receipt's payment lines", () => {
  it("tell the rider to pay the chauffeur in cash when nothing is paid", () => {
    expect(paymentLines({ ...completed, payments: [] })).toEqual([
      { label: "Payment", value: "Pay your chauffeur in cash" },
      { label: "Still due", value: "₦31,500.00", strong: true },
    ]);
    expect(paymentLines(completed)).toEqual(
      paymentLines({ ...completed, payments: [] }),
    );
  });

  it("list each cash payment in Lagos time, then what is still due", () => {
    expect(
      paymentLines({
        ...completed,
        payments: [
          cash(1_000_000, "2026-11-21T19:00:00Z"),
          cash(500_000, "2026-11-21T18:45:00Z"),
        ],
      }),
    ).toEqual([
      {
        label: "Cash, Saturday, 21 November 2026 at 19:45 (Lagos time)",
        value: "₦5,000.00",
      },
      {
        label: "Cash, Saturday, 21 November 2026 at 20:00 (Lagos time)",
        value: "₦10,000.00",
      },
      { label: "Still due", value: "₦16,500.00", strong: true },
    ]);
  });

  it("say Paid in full once the payments cover the fare", () => {
    expect(
      paymentLines({
        ...completed,
        payments: [cash(fare, "2026-11-21T18:50:00Z")],
      }).at(-1),
    ).toEqual({ label: "Paid in full", value: "₦31,500.00", strong: true });
  });

  it("name a Paystack payment's channel and reference, and leave out what has not gone through", () => {
    const card = charge({
      amount_kobo: 2_000_000,
      received_at: "2026-11-21T08:00:00Z",
    });
    expect(
      paymentLines({
        ...completed,
        payments: [
          card,
          charge({ status: "pending", received_at: null }),
          charge({ status: "failed", received_at: null }),
          cash(1_150_000, "2026-11-21T18:45:00Z"),
        ],
      }),
    ).toEqual([
      {
        label: "Card, Saturday, 21 November 2026 at 09:00 (Lagos time)",
        value: "₦20,000.00",
      },
      { label: "Paystack reference", value: "PAY-EKO-7F3K2Q-1a2b3c4d" },
      {
        label: "Cash, Saturday, 21 November 2026 at 19:45 (Lagos time)",
        value: "₦11,500.00",
      },
      { label: "Paid in full", value: "₦31,500.00", strong: true },
    ]);
  });

  it("show refunds, done and on their way, and what was paid after them", () => {
    const transfer = charge({
      channel: "bank_transfer",
      amount_kobo: fare,
      received_at: "2026-11-21T08:00:00Z",
    });
    const lines = paymentLines({
      ...completed,
      payments: [
        transfer,
        refund(transfer, {
          amount_kobo: 150_000,
          received_at: "2026-11-21T20:00:00Z",
        }),
        refund(transfer, {
          amount_kobo: 100_000,
          status: "processing",
          received_at: null,
          created_at: "2026-11-21T21:00:00Z",
        }),
        refund(transfer, { status: "failed", received_at: null }),
      ],
    });
    expect(lines.slice(0, 1)).toEqual([
      {
        label:
          "Bank transfer, Saturday, 21 November 2026 at 09:00 (Lagos time)",
        value: "₦31,500.00",
      },
    ]);
    expect(lines.slice(2)).toEqual([
      {
        label: "Refunded, Saturday, 21 November 2026 at 21:00 (Lagos time)",
        value: "−₦1,500.00",
      },
      { label: "Refund on its way", value: "−₦1,000.00" },
      { label: "Total paid", value: "₦29,000.00", strong: true },
    ]);
  });
});

describe("send-email: the receipt of a ride paid in cash", () => {
  beforeAll(ensureFareRules);

  it("reads the booking's payments and says it was paid in cash, in full", async () => {
    const admin = await adminClient();
    const email = uniqueEmail("paid");
    const booking = await createBooking(anonClient(), await createRoute(), {
      p_customer_name: "Adaeze Okafor",
      p_customer_email: email,
    });
    must(
      await admin.rpc("assign_booking", {
        p_booking_id: booking.id,
        p_driver_id: (await createDriver()).id,
        p_vehicle_id: (await createVehicle()).id,
      }),
    );
    for (const status of ["in-progress", "completed"])
      must(
        await admin.rpc("set_booking_status", {
          p_booking_id: booking.id,
          p_status: status,
        }),
      );
    must(
      await admin.rpc("record_cash_payment", {
        p_booking_id: booking.id,
        p_amount_kobo: booking.fare_kobo,
        p_received_by: "Chauffeur",
      }),
    );
    // The assignment e-mail went at confirmation; this call sends the receipt.
    await invoke({
      type: "booking_update",
      data: { reference: booking.reference },
    });
    const receipt = (await inbox(email)).find((m) =>
      m.subject.includes("receipt"),
    );
    const paid = new Intl.NumberFormat("en-NG", {
      style: "currency",
      currency: "NGN",
    }).format(booking.fare_kobo / 100);
    expect(receipt?.text).toMatch(/Cash, [^:]+:\d\d \(Lagos time\): /);
    expect(receipt?.text).toContain(`Paid in full: ${paid}`);
    expect(receipt?.text).toContain("Address: Victoria Island, Lagos");
    expect(receipt?.text).not.toContain("Still due");
    expect(receipt?.html).toContain("Paid in full");
    // Only the service role's read: the rider never reads payments directly.
    expect(
      (
        await serviceClient()
          .from("payments")
          .select("id")
          .eq("booking_id", booking.id)
      ).data,
    ).toHaveLength(1);
  });
});
