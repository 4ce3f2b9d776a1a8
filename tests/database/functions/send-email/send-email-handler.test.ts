import { describe, expect, it } from "vitest";

import { handler } from "../../../../supabase/functions/send-email/handler.ts";
import type { SubmissionRecord } from "../../../../supabase/functions/send-email/store.ts";
import {
  booking,
  contactRow,
  fakeDeps,
  NOW,
  post,
} from "../../support/send-email-fakes.ts";

const bookingRequest = {
  type: "new_booking",
  data: { reference: "eko-7f3k2q", customerEmail: "ADAEZE@example.test" },
};

describe("send-email handler: new_booking", () => {
  it("confirms to the stored customer and tells operations, capped per address per day", async () => {
    const { deps, sent, reserved, finished } = fakeDeps();
    const response = await handler(post(bookingRequest), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 2, skipped: 0 });

    const [customer, ops] = sent;
    expect(customer).toMatchObject({
      from: "EkoLuxe <hello@ekoluxe.test>",
      to: "adaeze@example.test",
      replyTo: "ops@ekoluxe.test",
      subject: "Your EkoLuxe booking EKO-7F3K2Q is received",
    });
    for (const body of [customer!.text, customer!.html]) {
      expect(body).toContain("Hello Adaeze, thank you");
      expect(body).toContain("₦24,750.50");
      expect(body).toContain("Friday, 4 December 2026 at 18:05 (Lagos time)");
    }
    expect(customer!.html).toContain("Eko Hotel &amp; Suites");
    expect(ops).toMatchObject({
      to: "ops@ekoluxe.test",
      replyTo: "adaeze@example.test",
      subject:
        "New booking EKO-7F3K2Q: Murtala Muhammed International Airport (Terminal 2) → Eko Hotel & Suites",
    });
    expect(reserved.map((r) => [r.email.to_email, r.limits])).toEqual([
      [
        "adaeze@example.test",
        [
          {
            types: ["new_booking"],
            to_email: "adaeze@example.test",
            window_seconds: 86_400,
            max: 3,
          },
        ],
      ],
      ["ops@ekoluxe.test", []],
    ]);
    expect(reserved[0]!.email).toMatchObject({
      type: "new_booking",
      related_id: booking.id,
      reply_to: "ops@ekoluxe.test",
      provider: "fake",
    });
    expect(finished).toEqual([
      { status: "sent", error: null, sent_at: NOW.toISOString() },
      { status: "sent", error: null, sent_at: NOW.toISOString() },
    ]);
  });

  it("greets a name that is not plain words with just Hello, and shows it defanged to operations only", async () => {
    const spam = { ...booking, customer_name: "Visit http://spam.example" };
    const { deps, sent } = fakeDeps({ bookings: [spam] });
    expect((await handler(post(bookingRequest), deps)).status).toBe(200);
    const [customer, ops] = sent;
    for (const body of [customer!.text, customer!.html, customer!.subject]) {
      expect(body).not.toMatch(/Visit|spam|http|<a /i);
    }
    expect(customer!.text).toContain("Hello, thank you for choosing EkoLuxe.");
    expect(ops!.text).toContain("Customer: Visit spam[.]example");
    expect(ops!.text).toContain("E-mail: adaeze@example[.]test");
    expect(ops!.html).not.toMatch(/https?:|spam\.example/);
  });

  it("skips what was already sent and 404s an unknown booking", async () => {
    const before = fakeDeps({ answer: () => ({ outcome: "duplicate" }) });
    const again = await handler(post(bookingRequest), before.deps);
    expect(await again.json()).toEqual({ sent: 0, skipped: 2 });
    expect(before.sent).toHaveLength(0);

    const { deps, sent } = fakeDeps();
    const unknown = await handler(
      post({
        type: "new_booking",
        data: { reference: booking.reference, customerEmail: "x@example.test" },
      }),
      deps,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: {
        code: "booking_not_found",
        message: "No booking matches this reference and e-mail address.",
      },
    });
    expect(sent).toHaveLength(0);
  });

  it("answers 429 when the address had its confirmations, still telling operations", async () => {
    const { deps, sent } = fakeDeps({
      answer: (email) =>
        email.to_email === booking.customer_email
          ? { outcome: "limited", retry_after_seconds: 5 * 3600 + 1 }
          : { outcome: "reserved", id: "ops-row" },
    });
    const response = await handler(post(bookingRequest), deps);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("18001");
    expect(await response.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many requests — please try again in 301 minutes.",
      },
    });
    expect(sent.map((m) => m.to)).toEqual(["ops@ekoluxe.test"]);
  });
});

describe("send-email handler: submissions", () => {
  it("builds the notice from the stored row, not from what was posted, capped per sender and overall", async () => {
    const { deps, sent, reserved } = fakeDeps();
    const response = await handler(
      post({
        type: "contact",
        data: {
          id: contactRow.id,
          name: "Posted name",
          email: "victim@example.test",
          subject: "Posted subject",
          message: "Visit http://posted.example",
        },
      }),
      deps,
    );
    expect(response.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "ops@ekoluxe.test",
      replyTo: "bola@example.test",
      subject: "Contact message: Lost umbrella",
    });
    expect(sent[0]!.text).toContain(
      "Left it in the car.\nBlue, with a wooden handle.",
    );
    expect(sent[0]!.html).toContain(
      "Left it in the car.<br>Blue, with a wooden handle.",
    );
    expect(JSON.stringify(sent)).not.toMatch(/Posted|posted|victim/);
    expect(reserved[0]!.email).toMatchObject({
      type: "contact",
      related_id: contactRow.id,
      reply_to: "bola@example.test",
    });
    const types = ["driver_application", "contact_sales", "contact"];
    expect(reserved[0]!.limits).toEqual([
      { types, reply_to: "bola@example.test", window_seconds: 3600, max: 3 },
      { types, window_seconds: 3600, max: 60 },
    ]);
  });

  it.each([
    ["an unknown id", "5d0c9f0e-8c3a-4f43-8a9b-1f2e3d4c5b6a", {}],
    ["another form's row", contactRow.id, { type: "contact_sales" }],
    [
      "a row older than an hour",
      contactRow.id,
      { created_at: "2026-11-22T06:59:00Z" },
    ],
    [
      "a row dated in the future",
      contactRow.id,
      { created_at: "2026-11-22T08:05:00Z" },
    ],
  ])("answers 404 for %s", async (_case, id, change) => {
    const { type = "contact", ...rowChange } = change as Record<string, string>;
    const { deps, sent } = fakeDeps({
      submissions: [{ ...contactRow, ...rowChange }],
    });
    const response = await handler(post({ type, data: { id } }), deps);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: "submission_not_found",
        message: "No recent submission of this kind matches this id.",
      },
    });
    expect(sent).toHaveLength(0);
  });

  it("answers 429 with the wait when a cap is reached, mailing nobody", async () => {
    const { deps, sent } = fakeDeps({
      answer: () => ({ outcome: "limited", retry_after_seconds: 60 }),
    });
    const response = await handler(
      post({ type: "contact", data: { id: contactRow.id } }),
      deps,
    );
    expect(response.status).toBe(429);
    expect((await response.json()).error).toEqual({
      code: "rate_limited",
      message: "Too many requests — please try again in 1 minutes.",
    });
    expect(sent).toHaveLength(0);
  });

  it("shows typed links and markup as inert text in every part of the notice", async () => {
    const salesRow: SubmissionRecord = {
      ...contactRow,
      form_type: "contact_sales",
      company_name: "Cheap <b>Rides</b> www.cheap-rides.example",
      name: "Click https://evil.example/win?x=1",
      subject: null,
      message: null,
      phone: "+2348091234567",
      service_requirements: 'See <a href="http://evil.example">this</a> now',
      attachment_path: "requests/brief.zip",
    };
    const { deps, sent } = fakeDeps({ submissions: [salesRow] });
    await handler(
      post({ type: "contact_sales", data: { id: salesRow.id } }),
      deps,
    );
    const [mail] = sent;
    expect(mail!.subject).toBe(
      "Sales request: Cheap <b>Rides</b> www[.]cheap-rides[.]example",
    );
    expect(mail!.text).toContain(
      "Contact person: Click evil[.]example/win?x=1",
    );
    expect(mail!.text).toContain('See <a href="evil[.]example">this</a> now');
    expect(mail!.text).toContain("Attachment: requests/brief[.]zip");
    expect(mail!.html).toContain(
      "See &lt;a href=&quot;evil[.]example&quot;&gt;this&lt;/a&gt; now",
    );
    expect(mail!.html).toContain("Cheap &lt;b&gt;Rides&lt;/b&gt;");
    // Tags in the plain-text part and the subject are only characters; in HTML they are escaped.
    for (const body of [mail!.html, mail!.text, mail!.subject])
      expect(body).not.toMatch(/https?:|www\.|\.example/);
    expect(mail!.html).not.toMatch(/<b>|<a /);
  });
});
