import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, serviceClient } from "../../../local-backend/support.ts";
import { must } from "../../support/actors.ts";
import {
  adminClient,
  createDriver,
  createRoute,
  createVehicle,
  ensureFareRules,
  type TestPlace,
} from "../../support/fixtures-functions.ts";
import { inbox, outbox } from "../../support/send-email-runtime.ts";
import { naira, paidBooking, update } from "./paid-booking.ts";

/**
 * booking_update through the real function runtime, with money on the ledger: a payment the
 * server recorded is e-mailed once per charge, a cancellation says what comes back, and a refund
 * done is e-mailed once per refund, each with the references a rider or a bank asks for.
 */

let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
});

describe("send-email: the payment received e-mail", () => {
  it("goes once per recorded charge, with the amount, how, the Paystack reference and the receipt link", async () => {
    const booking = await paidBooking(route);
    expect((await update(booking.reference)).data).toEqual({
      sent: 1,
      skipped: 0,
      emails: [{ type: "payment_received", outcome: "sent" }],
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => update(booking.reference)),
    );
    expect(answers.map((a) => a.data?.sent)).toEqual([0, 0, 0]);

    const [mail, ...more] = await inbox(booking.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(
      `Payment received for your EkoLuxe ride ${booking.reference}`,
    );
    for (const line of [
      `we have received your payment of ${naira(booking.fare_kobo)}`,
      "Paid with: Card",
      `Paystack reference: ${booking.paymentReference}`,
      "Your ride is paid in full: there is nothing to pay your chauffeur.",
      `View your ride: ${booking.link}`,
      `Printable receipt: ${booking.link}/receipt`,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/Date: [^\n]+ \(Lagos time\)/);
    // One outbox row, about the payments row rather than the booking.
    expect(await outbox(booking.paymentId)).toEqual([
      expect.objectContaining({
        type: "payment_received",
        to_email: booking.email,
        status: "sent",
      }),
    ]);
    expect(await outbox(booking.id)).toEqual([]);
  });

  it("says a bank transfer was paid by bank transfer", async () => {
    const booking = await paidBooking(route, "bank_transfer");
    await update(booking.reference);
    const [mail] = await inbox(booking.email);
    expect(mail!.text).toContain("Paid with: Bank transfer");
  });

  it("is kept once per payment by the outbox, however it is asked for again", async () => {
    const booking = await paidBooking(route);
    await update(booking.reference);
    const again = must(
      await serviceClient().rpc("reserve_outbox_email", {
        p_email: {
          type: "payment_received",
          to_email: booking.email.toUpperCase(),
          related_id: booking.paymentId,
          subject: "Again",
          html: "<p>Again</p>",
          text: "Again",
          provider: "local",
        },
      }),
    );
    expect(again).toEqual({ outcome: "duplicate" });
    // Whatever the address: the payment is e-mailed about once, ever.
    const elsewhere = must(
      await serviceClient().rpc("reserve_outbox_email", {
        p_email: {
          type: "payment_received",
          to_email: "someone.else@example.com",
          related_id: booking.paymentId,
          subject: "Again",
          html: "<p>Again</p>",
          text: "Again",
          provider: "local",
        },
      }),
    );
    expect(elsewhere).toEqual({ outcome: "duplicate" });
    expect(await outbox(booking.paymentId)).toHaveLength(1);
  });
});

describe("send-email: a paid ride cancelled and refunded", () => {
  it("says the refund is coming on cancelling, then mails the refund once it is done", async () => {
    const booking = await paidBooking(route);
    await update(booking.reference);
    must(
      await anonClient().rpc("cancel_ride", {
        p_reference: booking.reference,
        p_token: booking.token,
        p_reason: "My meeting moved to Thursday",
      }),
    );
    expect((await update(booking.reference)).data).toEqual({
      sent: 1,
      skipped: 1,
      emails: [
        { type: "booking_cancelled", outcome: "sent" },
        { type: "payment_received", outcome: "skipped" },
      ],
    });
    const cancelled = (await inbox(booking.email)).find((m) =>
      m.subject.endsWith("is cancelled"),
    );
    expect(cancelled!.text).toContain(
      `You paid ${naira(booking.fare_kobo)}, and we are refunding all of it. We will e-mail you when the refund has been sent.`,
    );

    // Paystack's refund id: unique, as refunds of other files share the ledger.
    const refundId = String(randomInt(1_000_000, 2_000_000_000));
    // Pending at Paystack: nothing to say yet.
    const [toSend] = must(
      await serviceClient().rpc("refunds_to_send", {
        p_booking_id: booking.id,
      }),
    ) as { refund_id: string }[];
    must(
      await serviceClient().rpc("mark_refund_sent", {
        p_refund_id: toSend!.refund_id,
        p_provider_id: refundId,
        p_status: "processing",
        p_message: null,
      }),
    );
    expect((await update(booking.reference)).data).toMatchObject({ sent: 0 });

    // Paystack's refund.processed, as the webhook records it.
    const processed = must(
      await serviceClient().rpc("record_paystack_refund", {
        p_charge_reference: booking.paymentReference,
        p_provider_id: refundId,
        p_status: "processed",
        p_amount_kobo: booking.fare_kobo,
        p_message: null,
      }),
    ) as { outcome: string };
    expect(processed.outcome).toBe("recorded");
    expect((await update(booking.reference)).data).toMatchObject({
      sent: 1,
      emails: expect.arrayContaining([
        { type: "refund_processed", outcome: "sent" },
      ]),
    });
    expect((await update(booking.reference)).data).toMatchObject({ sent: 0 });

    const refunds = (await inbox(booking.email)).filter((m) =>
      m.subject.startsWith("Your EkoLuxe refund"),
    );
    expect(refunds).toHaveLength(1);
    for (const line of [
      `we have refunded ${naira(booking.fare_kobo)} for your ride ${booking.reference} to the card you paid with.`,
      "It can take up to 10 working days to show on your statement.",
      "Reason: Cancelled inside the free-cancellation window.",
      `Refund of payment: ${booking.paymentReference}`,
      `Refund reference: ${refundId}`,
      "Paid for this ride, after refunds: ₦0.00",
    ])
      expect(refunds[0]!.text).toContain(line);
    expect(await outbox(toSend!.refund_id)).toEqual([
      expect.objectContaining({ type: "refund_processed", status: "sent" }),
    ]);
  });
});

describe("send-email: the receipt of a ride paid by card", () => {
  it("names the card payment and its Paystack reference, and the operator's details", async () => {
    const booking = await paidBooking(route);
    must(
      await (
        await adminClient()
      ).rpc("assign_booking", {
        p_booking_id: booking.id,
        p_driver_id: (await createDriver()).id,
        p_vehicle_id: (await createVehicle()).id,
      }),
    );
    for (const status of ["in-progress", "completed"])
      must(
        await (
          await adminClient()
        ).rpc("set_booking_status", {
          p_booking_id: booking.id,
          p_status: status,
        }),
      );
    expect((await update(booking.reference)).data).toMatchObject({
      emails: expect.arrayContaining([
        { type: "booking_receipt", outcome: "sent" },
        { type: "payment_received", outcome: "sent" },
      ]),
    });
    const receipt = (await inbox(booking.email)).find((m) =>
      m.subject.includes("receipt"),
    );
    expect(receipt!.text).toMatch(/\nCard, [^\n]+ \(Lagos time\): /);
    for (const line of [
      `Paystack reference: ${booking.paymentReference}`,
      `Paid in full: ${naira(booking.fare_kobo)}`,
      "Passenger: Adaeze Okafor",
      "Company: EkoLuxe",
      "Address: Victoria Island, Lagos",
      "E-mail: hello@ekoluxe.ng",
      "Phone: +234 700 356 5893",
      `Printable receipt: ${booking.link}/receipt`,
    ])
      expect(receipt!.text).toContain(line);
    expect(receipt!.text).not.toContain("Pay your chauffeur in cash");
  });
});
