import { describe, expect, it } from "vitest";

import { dueUpdates } from "../../../../supabase/functions/send-email/drafts.ts";
import { handler } from "../../../../supabase/functions/send-email/handler.ts";
import {
  LOCAL_SITE_URL,
  siteUrlFromEnv,
} from "../../../../supabase/functions/send-email/site-url.ts";
import type { RideRecord } from "../../../../supabase/functions/send-email/store.ts";
import { fareLines } from "../../../../supabase/functions/send-email/templates/fare-lines.ts";
import { fakeDeps, NOW, post, ride } from "../../support/send-email-fakes.ts";

/** booking_update in-process: which e-mail each state calls for and what it says. */

const SITE = "https://ekoluxe.test";
const LINK = `${SITE}/ride/EKO-7F3K2Q/${ride.manage_token}`;
const request = { type: "booking_update", data: { reference: "eko-7f3k2q" } };
const hoursAgo = (h: number) =>
  new Date(NOW.getTime() - h * 3_600_000).toISOString();

async function run(stored: RideRecord, options = {}) {
  const fake = fakeDeps({ rides: [stored], ...options });
  fake.deps.siteUrl = SITE;
  const response = await handler(post(request), fake.deps);
  return { ...fake, response, body: await response.json() };
}

const completed: RideRecord = {
  ...ride,
  status: "completed",
  completed_at: hoursAgo(1),
  fare_kobo: 3_150_000,
  fare_breakdown: {
    base_kobo: 500_000,
    distance_kobo: 1_200_000,
    time_kobo: 400_000,
    multiplier: 1.2,
    distance_km: 24.5,
    duration_min: 50,
    minimum_applied: false,
    minimum_kobo: 800_000,
    airport_surcharge_kobo: 500_000,
    hotel_surcharge_kobo: 0,
    surcharge_kobo: 500_000,
    total_kobo: 3_020_000,
  },
};

describe("send-email handler: booking_update", () => {
  it("writes an before a vehicle whose colour begins with a vowel", async () => {
    const { sent } = await run({
      ...ride,
      vehicle: {
        ...ride.vehicle!,
        colour: "Obsidian black",
        model: "Mercedes-Benz S 580",
      },
    });
    expect(sent[0]!.text).toContain(
      "will collect you in an Obsidian black Mercedes-Benz S 580, registration",
    );
    expect(sent[0]!.text).not.toContain("in a Obsidian");
  });

  it("tells the customer who is coming once confirmed with a driver and vehicle, linking the ride page", async () => {
    const { response, body, sent, reserved } = await run(ride);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      sent: 1,
      skipped: 0,
      emails: [{ type: "booking_assigned", outcome: "sent" }],
    });
    const [mail] = sent;
    expect(mail).toMatchObject({
      to: "adaeze@example.test",
      replyTo: "ops@ekoluxe.test",
      subject: "EKO-7F3K2Q: your EkoLuxe chauffeur and vehicle are confirmed",
    });
    expect(mail!.text).toContain(
      "Hello Adaeze, your booking EKO-7F3K2Q is confirmed. Tunde Bakare will collect you in a Black Toyota Camry, registration LSD-123-AB.",
    );
    expect(mail!.text).toContain(
      "your chauffeur meets you at Car park P1, opposite the arrivals hall.",
    );
    expect(mail!.text).toContain("Flight: P47123");
    expect(mail!.text).toContain(
      "Pickup time: Friday, 4 December 2026 at 18:05 (Lagos time)",
    );
    expect(mail!.text).toContain(`Follow your ride: ${LINK}`);
    expect(mail!.html).toContain(`<a href="${LINK}"`);
    expect(reserved).toEqual([
      {
        email: expect.objectContaining({
          type: "booking_assigned",
          related_id: ride.id,
          to_email: "adaeze@example.test",
        }),
        limits: [],
      },
    ]);
  });

  it("sends a receipt with the quote's lines, any adjustment and the fare charged", async () => {
    const { body, sent, reserved } = await run(completed);
    expect(body.emails).toEqual([{ type: "booking_receipt", outcome: "sent" }]);
    expect(reserved[0]!.email.type).toBe("booking_receipt");
    const text = sent[0]!.text;
    expect(sent[0]!.subject).toBe("Your EkoLuxe receipt for EKO-7F3K2Q");
    for (const line of [
      "Fare: ₦31,500.00",
      "Base fare: ₦5,000.00",
      "Distance (24.5 km): ₦12,000.00",
      "Time (50 min): ₦4,000.00",
      "Service multiplier: × 1.2",
      "Airport surcharge: ₦5,000.00",
      "Adjustment: ₦1,300.00",
      "Total: ₦31,500.00",
      "Chauffeur: Tunde Bakare",
      `Rate your ride: ${LINK}`,
    ])
      expect(text).toContain(line);
    expect(text).not.toContain("Minimum fare applied");
  });

  it("shows just the total when the booking kept no quote", () => {
    expect(fareLines({ ...completed, fare_breakdown: {} })).toEqual([
      { label: "Total", value: "₦31,500.00", strong: true },
    ]);
  });

  it.each([
    ["rider", "as you asked, your booking EKO-7F3K2Q is cancelled.", "You"],
    [
      "operator",
      "we are sorry: our operations team had to cancel your booking EKO-7F3K2Q.",
      "EkoLuxe operations",
    ],
    [null, "your booking EKO-7F3K2Q is cancelled.", null],
  ])(
    "says who cancelled (%s) and why, the reason as plain text",
    async (by, sentence, label) => {
      const { body, sent } = await run({
        ...ride,
        status: "cancelled",
        cancelled_at: hoursAgo(2),
        cancelled_by: by,
        cancellation_reason: "Plans changed, see http://example.com/why",
      });
      expect(body.emails).toEqual([
        { type: "booking_cancelled", outcome: "sent" },
      ]);
      const text = sent[0]!.text;
      expect(text).toContain(sentence);
      if (label) expect(text).toContain(`Cancelled by: ${label}`);
      else expect(text).not.toContain("Cancelled by");
      expect(text).toContain("Reason:\nPlans changed, see example[.]com/why");
      expect(sent[0]!.html).not.toContain("http://example.com");
      expect(text).toContain(`View your booking: ${LINK}`);
    },
  );

  it.each<[string, Partial<RideRecord>]>([
    ["pending", { status: "pending" }],
    ["confirmed without a vehicle", { vehicle: null }],
    ["confirmed without a driver", { driver_name: null }],
    ["in progress", { status: "in-progress" }],
    ["confirmed for a pickup days ago", { booking_time: hoursAgo(72) }],
    ["completed days ago", { status: "completed", completed_at: hoursAgo(49) }],
    ["cancelled days ago", { status: "cancelled", cancelled_at: hoursAgo(49) }],
  ])("sends nothing for a booking %s", async (_, change) => {
    const { response, body, sent, reserved } = await run({
      ...ride,
      ...change,
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ sent: 0, skipped: 0, emails: [] });
    expect(sent).toHaveLength(0);
    expect(reserved).toHaveLength(0);
  });

  it("skips what the outbox already holds, and answers what it skipped", async () => {
    const { body, sent } = await run(ride, {
      answer: () => ({ outcome: "duplicate" }),
    });
    expect(body).toEqual({
      sent: 0,
      skipped: 1,
      emails: [{ type: "booking_assigned", outcome: "skipped" }],
    });
    expect(sent).toHaveLength(0);
  });

  it("answers 404 for an unknown reference and 502 when the provider fails", async () => {
    const unknown = fakeDeps({ rides: [] });
    const missing = await handler(post(request), unknown.deps);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        code: "booking_not_found",
        message: "No booking matches this reference.",
      },
    });

    const { response, finished } = await run(ride, { failWith: "SMTP down" });
    expect(response.status).toBe(502);
    expect(finished).toEqual([
      { status: "failed", error: "SMTP down", sent_at: null },
    ]);
  });

  it("leaves the button out when the booking has no ride link", async () => {
    const { sent } = await run({ ...ride, manage_token: null });
    expect(sent[0]!.html).not.toMatch(/<a\s/);
    expect(sent[0]!.text).not.toContain("/ride/");
  });

  it("links the new booking confirmation to the ride page too, with the airport details", async () => {
    const fake = fakeDeps({
      bookings: [
        {
          ...ride,
          status: "pending",
        },
      ],
    });
    fake.deps.siteUrl = SITE;
    const response = await handler(
      post({
        type: "new_booking",
        data: { reference: "EKO-7F3K2Q", customerEmail: ride.customer_email },
      }),
      fake.deps,
    );
    expect(response.status).toBe(200);
    const [customer, ops] = fake.sent;
    expect(customer!.text).toContain(`Follow your ride: ${LINK}`);
    expect(customer!.text).toContain("Flight: P47123");
    expect(customer!.text).toContain(
      "Meeting point: Car park P1, opposite the arrivals hall",
    );
    // Operations get the flight but never the rider's own link.
    expect(ops!.text).toContain("Flight: P47123");
    expect(ops!.text + ops!.html).not.toContain(ride.manage_token!);
  });
});

describe("dueUpdates", () => {
  it("asks for at most one kind, by status", () => {
    expect(dueUpdates(ride, NOW, 48)).toEqual(["booking_assigned"]);
    expect(dueUpdates(completed, NOW, 48)).toEqual(["booking_receipt"]);
    expect(dueUpdates(completed, NOW, 0.5)).toEqual([]);
  });
});

describe("siteUrlFromEnv", () => {
  it("uses SITE_URL without its trailing slash, else the local site", () => {
    expect(siteUrlFromEnv(() => undefined)).toBe(LOCAL_SITE_URL);
    expect(siteUrlFromEnv(() => " https://ekoluxe.ng/ ")).toBe(
      "https://ekoluxe.ng",
    );
    expect(siteUrlFromEnv(() => "https://example.com/app/")).toBe(
      "https://example.com/app",
    );
  });

  it.each(["ekoluxe.ng", "ftp://ekoluxe.ng", "javascript:alert(1)"])(
    "refuses %s",
    (value) => {
      expect(() => siteUrlFromEnv(() => value)).toThrow(/SITE_URL must/);
    },
  );
});
