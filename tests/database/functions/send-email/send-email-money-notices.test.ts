import { describe, expect, it } from "vitest";

import { handler } from "../../../../supabase/functions/send-email/handler.ts";
import type {
  RidePayment,
  RideRecord,
} from "../../../../supabase/functions/send-email/store.ts";
import {
  booking,
  fakeDeps,
  post,
  ride,
} from "../../support/send-email-fakes.ts";
import { charge, hoursAgo, refund, withLedger } from "./ledger-rows.ts";

/**
 * What the other e-mails say about money, in-process: the cancellation notice of a paid ride,
 * the confirmation's and the assignment's word on paying, and the receipt's finance details.
 */

const SITE = "https://ekoluxe.test";
const LINK = `${SITE}/ride/EKO-7F3K2Q/${ride.manage_token}`;
const update = { type: "booking_update", data: { reference: "EKO-7F3K2Q" } };

/** booking_update for this ride; money e-mails are answered as already sent. */
async function run(stored: RideRecord) {
  const fake = fakeDeps({
    rides: [stored],
    answer: (email) =>
      email.type === "payment_received" || email.type === "refund_processed"
        ? { outcome: "duplicate" }
        : { outcome: "reserved", id: `row-${email.type}` },
  });
  fake.deps.siteUrl = SITE;
  const response = await handler(post(update), fake.deps);
  return { ...fake, response, body: await response.json() };
}

describe("send-email handler: the cancellation notice of a paid ride", () => {
  const cancel = (rows: ReturnType<typeof charge>[]) =>
    run(withLedger(rows, { status: "cancelled", cancelled_at: hoursAgo(1) }));
  const card = charge({ received_at: hoursAgo(30) });

  it("says the whole payment is coming back", async () => {
    const { sent } = await cancel([
      card,
      refund(card, { status: "pending", received_at: null }),
    ]);
    expect(sent[0]!.text).toContain(
      "You paid ₦24,750.50, and we are refunding all of it. We will e-mail you when the refund has been sent.",
    );
  });

  it("says what the late-cancellation fee keeps and what comes back", async () => {
    const { sent } = await cancel([
      card,
      refund(card, {
        status: "processing",
        amount_kobo: 1_975_050,
        received_at: null,
      }),
    ]);
    expect(sent[0]!.text).toContain(
      "You paid ₦24,750.50. As our cancellation policy sets out, a late-cancellation fee of ₦5,000.00 is kept and we are refunding the other ₦19,750.50.",
    );
  });

  it("says nothing about money when nothing was paid", async () => {
    const { sent } = await cancel([charge({ status: "failed" })]);
    expect(sent[0]!.text).not.toMatch(/You paid|refund/);
  });
});

describe("send-email handler: the receipt e-mail", () => {
  it("carries the passenger, the payment with its reference, the operator's details and the printable receipt", async () => {
    const { body, sent } = await run(
      withLedger([charge()], {
        status: "completed",
        completed_at: hoursAgo(1),
      }),
    );
    // The payment's own e-mail went when it was paid.
    expect(body.emails).toEqual([
      { type: "booking_receipt", outcome: "sent" },
      { type: "payment_received", outcome: "skipped" },
    ]);
    const { text, html } = sent[0]!;
    for (const line of [
      "Passenger: Adaeze Okafor",
      "Payment\nCard, ",
      "Paystack reference: PAY-EKO-7F3K2Q-1a2b3c4d",
      "Paid in full: ₦24,750.50",
      "Issued by\nCompany: EkoLuxe\nAddress: Victoria Island, Lagos\nE-mail: hello@ekoluxe.ng\nPhone: +234 700 356 5893",
      `Rate your ride: ${LINK}`,
      `Printable receipt: ${LINK}/receipt`,
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Pay your chauffeur in cash");
    expect(html).toContain("Victoria Island, Lagos");
    expect(html).toContain(`<a href="${LINK}/receipt"`);
  });
});

describe("send-email handler: paying before the ride", () => {
  const assigned = async (rows: RidePayment[], link = true) =>
    (await run(withLedger(rows, link ? {} : { manage_token: null }))).sent.find(
      (m) => m.subject.includes("are confirmed"),
    )!.text;
  const PAY_AHEAD =
    "Pay ahead from your ride page by card, bank transfer or USSD, or pay your chauffeur in cash at the end of the ride.";

  it("offers Pay now on the ride page, or cash, when nothing is paid", async () => {
    expect(await assigned([charge({ status: "pending" })])).toContain(
      PAY_AHEAD,
    );
    expect(await assigned([], false)).toContain(
      "Pay your chauffeur ₦24,750.50 in cash at the end of the ride.",
    );
  });

  it("says a paid ride has nothing left to pay, and a part-paid one what is due", async () => {
    const paid = await assigned([charge()]);
    expect(paid).toContain(
      "Your ride is paid: there is nothing to pay your chauffeur.",
    );
    expect(paid).not.toContain(PAY_AHEAD);
    expect(await assigned([charge({ amount_kobo: 2_000_000 })])).toContain(
      "₦4,750.50 is still due: pay it from your ride page, or pay your chauffeur in cash at the end of the ride.",
    );
  });

  it("tells a new booking it can pay ahead, only where it has a ride link", async () => {
    const confirm = async (manage_token: string | null) => {
      const fake = fakeDeps({ bookings: [{ ...booking, manage_token }] });
      fake.deps.siteUrl = SITE;
      await handler(
        post({
          type: "new_booking",
          data: {
            reference: booking.reference,
            customerEmail: booking.customer_email,
          },
        }),
        fake.deps,
      );
      return fake.sent;
    };
    const [customer, ops] = await confirm(ride.manage_token);
    expect(customer!.text).toContain(PAY_AHEAD);
    expect(ops!.text).not.toContain("Pay ahead");
    expect((await confirm(null))[0]!.text).not.toContain("Pay ahead");
  });
});
