import { beforeAll, describe, expect, it } from "vitest";

import type { RideRecord } from "../../../../supabase/functions/send-email/store.ts";
import { paymentLines } from "../../../../supabase/functions/send-email/templates/fare-lines.ts";
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

/** The receipt says how the ride was paid (cash, from payments) and what is still due, if anything. */

const fare = 3_150_000;
const completed: RideRecord = {
  ...ride,
  status: "completed",
  completed_at: "2026-11-21T18:40:00Z",
  fare_kobo: fare,
};
const cash = (amount: number, at: string) => ({
  amount_kobo: amount,
  method: "cash",
  received_at: at,
});

describe("the receipt's payment lines", () => {
  it("say nothing is recorded yet and the whole fare is due", () => {
    expect(paymentLines({ ...completed, payments: [] })).toEqual([
      { label: "Payment", value: "None recorded yet" },
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
