import { describe, expect, it } from "vitest";

import { handler } from "../../../../supabase/functions/send-email/handler.ts";
import { dueMoneyUpdates } from "../../../../supabase/functions/send-email/money-due.ts";
import type { RideRecord } from "../../../../supabase/functions/send-email/store.ts";
import { fakeDeps, NOW, post, ride } from "../../support/send-email-fakes.ts";
import { cash, charge, hoursAgo, refund, withLedger } from "./ledger-rows.ts";

/** booking_update in-process: the payment received and refund done e-mails, one per ledger row. */

const SITE = "https://ekoluxe.test";
const LINK = `${SITE}/ride/EKO-7F3K2Q/${ride.manage_token}`;
const request = { type: "booking_update", data: { reference: "EKO-7F3K2Q" } };
// The fake ride is confirmed with a crew; as already mailed, its assignment is skipped.
const assignedSkipped = (type: string) =>
  type === "booking_assigned"
    ? { outcome: "duplicate" as const }
    : { outcome: "reserved" as const, id: `row-${type}` };

async function run(stored: RideRecord) {
  const fake = fakeDeps({
    rides: [stored],
    answer: (email) => assignedSkipped(email.type),
  });
  fake.deps.siteUrl = SITE;
  const response = await handler(post(request), fake.deps);
  return { ...fake, response, body: await response.json() };
}

describe("send-email handler: payment_received", () => {
  it("tells the rider a card payment went through: amount, how, Paystack reference, date, links", async () => {
    const card = charge({ received_at: "2026-11-22T07:45:00.000Z" });
    const { response, body, sent, reserved } = await run(withLedger([card]));
    expect(response.status).toBe(200);
    expect(body.emails).toEqual([
      { type: "booking_assigned", outcome: "skipped" },
      { type: "payment_received", outcome: "sent" },
    ]);
    // Reserved once per charge: the outbox's related_id is the payments row.
    expect(reserved[1]!.email).toMatchObject({
      type: "payment_received",
      related_id: card.id,
      to_email: "adaeze@example.test",
      reply_to: "ops@ekoluxe.test",
    });
    const [mail] = sent;
    expect(mail!.subject).toBe(
      "Payment received for your EkoLuxe ride EKO-7F3K2Q",
    );
    for (const line of [
      "Hello Adaeze, thank you: we have received your payment of ₦24,750.50 for your ride EKO-7F3K2Q.",
      "Your ride is paid in full: there is nothing to pay your chauffeur.",
      "Amount paid: ₦24,750.50",
      "Paid with: Card",
      "Paystack reference: PAY-EKO-7F3K2Q-1a2b3c4d",
      "Date: Sunday, 22 November 2026 at 08:45 (Lagos time)",
      "Booking reference: EKO-7F3K2Q",
      `View your ride: ${LINK}`,
      `Printable receipt: ${LINK}/receipt`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.html).toContain(`<a href="${LINK}"`);
    expect(mail!.html).toContain(`<a href="${LINK}/receipt"`);
    expect(mail!.html).toContain("PAY-EKO-7F3K2Q-1a2b3c4d");
  });

  it.each([
    ["bank_transfer", "Bank transfer"],
    ["ussd", "USSD"],
    ["qr", "QR code"],
    ["something_new", "Paystack"],
  ])("names the channel %s as %s", async (channel, label) => {
    const { sent } = await run(withLedger([charge({ channel })]));
    expect(sent[0]!.text).toContain(`Paid with: ${label}`);
  });

  it("says what is still due after a part payment, and that cash is fine", async () => {
    const { sent } = await run(
      withLedger([charge({ amount_kobo: 1_000_000 })]),
    );
    expect(sent[0]!.text).toContain(
      "₦14,750.50 is still due: pay it from your ride page, or pay your chauffeur in cash at the end of the ride.",
    );
  });

  it("says a payment that came in after a cancellation is being refunded, and why", async () => {
    const late = charge();
    const { sent } = await run(
      withLedger(
        [
          late,
          refund(late, {
            status: "pending",
            received_at: null,
            provider_reference: null,
            reason: "Paid after the ride was cancelled, see www.example.com",
          }),
        ],
        { status: "cancelled", cancelled_at: hoursAgo(49) },
      ),
    );
    expect(sent.map((m) => m.subject)).toEqual([
      "Payment received for your EkoLuxe ride EKO-7F3K2Q",
    ]);
    expect(sent[0]!.text).toContain(
      "We are refunding ₦24,750.50 of this payment. We will e-mail you when the refund has been sent.",
    );
    expect(sent[0]!.text).toContain(
      "Refund reason: Paid after the ride was cancelled, see www[.]example[.]com",
    );
    expect(sent[0]!.html).not.toContain("www.example.com");
  });

  it("sends one e-mail per charge, oldest first, and none for cash, pending, failed or old ones", async () => {
    const first = charge({ amount_kobo: 500_000, received_at: hoursAgo(3) });
    const second = charge({
      amount_kobo: 700_000,
      channel: "ussd",
      provider_reference: "PAY-EKO-7F3K2Q-99aa88bb",
      received_at: hoursAgo(2),
    });
    const rows = [
      second,
      first,
      cash(300_000, hoursAgo(1)),
      charge({ status: "pending", received_at: null }),
      charge({ status: "failed", received_at: null }),
      charge({ received_at: hoursAgo(49) }),
    ];
    const { body, reserved, sent } = await run(withLedger(rows));
    expect(body.emails.map((e: { type: string }) => e.type)).toEqual([
      "booking_assigned",
      "payment_received",
      "payment_received",
    ]);
    expect(reserved.slice(1).map((r) => r.email.related_id)).toEqual([
      first.id,
      second.id,
    ]);
    expect(sent[1]!.text).toContain("Paid with: USSD");
    expect(dueMoneyUpdates(withLedger(rows), NOW, 0.5)).toEqual([]);
  });

  it("skips a charge the outbox already mailed about", async () => {
    const fake = fakeDeps({
      rides: [withLedger([charge()])],
      answer: () => ({ outcome: "duplicate" }),
    });
    const body = await (await handler(post(request), fake.deps)).json();
    expect(body).toEqual({
      sent: 0,
      skipped: 2,
      emails: [
        { type: "booking_assigned", outcome: "skipped" },
        { type: "payment_received", outcome: "skipped" },
      ],
    });
    expect(fake.sent).toHaveLength(0);
  });
});

describe("send-email handler: refund_processed", () => {
  const cancelled = { status: "cancelled", cancelled_at: hoursAgo(3) };

  it("tells the rider a card refund is done: amount, reason, the charge's reference, the wait", async () => {
    const card = charge({ received_at: hoursAgo(20) });
    const done = refund(card, { received_at: "2026-11-22T07:30:00.000Z" });
    const { body, sent, reserved } = await run(
      withLedger([card, done], cancelled),
    );
    // Recent enough, each in its own right: the cancellation, the charge and its refund.
    expect(body.emails).toEqual([
      { type: "booking_cancelled", outcome: "sent" },
      { type: "payment_received", outcome: "sent" },
      { type: "refund_processed", outcome: "sent" },
    ]);
    expect(reserved[2]!.email.related_id).toBe(done.id);
    const mail = sent[2]!;
    expect(mail.subject).toBe(
      "Your EkoLuxe refund of ₦24,750.50 for EKO-7F3K2Q has been sent",
    );
    for (const line of [
      "Hello Adaeze, we have refunded ₦24,750.50 for your ride EKO-7F3K2Q to the card you paid with.",
      "It can take up to 10 working days to show on your statement.",
      "Refunded: ₦24,750.50",
      "Reason: Cancelled inside the free-cancellation window",
      "Refund of payment: PAY-EKO-7F3K2Q-1a2b3c4d",
      "Refund reference: 3018284",
      "Refunded on: Sunday, 22 November 2026 at 08:30 (Lagos time)",
      "Paid for this ride, after refunds: ₦0.00",
      `View your booking: ${LINK}`,
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain("reach your account");
  });

  it("says a bank transfer's refund may take 10 working days to reach the account", async () => {
    const transfer = charge({
      channel: "bank_transfer",
      received_at: hoursAgo(50),
    });
    const done = refund(transfer, { amount_kobo: 1_000_000 });
    const { sent } = await run(withLedger([transfer, done], cancelled));
    const mail = sent.find((m) => m.subject.includes("refund"))!;
    expect(mail.text).toContain("to the account you paid from.");
    expect(mail.text).toContain(
      "It can take up to 10 working days to reach your account.",
    );
    expect(mail.text).not.toContain("show on your statement");
    expect(mail.text).toContain(
      "Paid for this ride, after refunds: ₦14,750.50",
    );
  });

  it("sends nothing for a refund still pending or processing, or one that failed", async () => {
    const card = charge({ received_at: hoursAgo(50) });
    const rows = [
      card,
      refund(card, { status: "pending", received_at: null }),
      refund(card, { status: "processing", received_at: null }),
      refund(card, { status: "failed", received_at: null }),
    ];
    expect(dueMoneyUpdates(withLedger(rows), NOW, 48)).toEqual([]);
  });
});
