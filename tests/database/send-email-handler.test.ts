import { describe, expect, it, vi } from "vitest";

import {
  handler,
  type Deps,
} from "../../supabase/functions/send-email/handler.ts";
import type {
  MailProvider,
  OutgoingEmail,
} from "../../supabase/functions/send-email/providers/provider.ts";
import { selectProvider } from "../../supabase/functions/send-email/providers/select-provider.ts";
import type {
  BookingRecord,
  EmailStore,
  OutboxEntry,
} from "../../supabase/functions/send-email/store.ts";

/** The handler in-process, with an in-memory store and provider instead of the runtime. */

const booking: BookingRecord = {
  id: "7d1c1f0e-4d4c-4c1e-9d0a-1a2b3c4d5e6f",
  reference: "EKO-7F3K2Q",
  customer_name: "Adaeze Okafor",
  customer_email: "adaeze@example.test",
  customer_phone: "+2348031234567",
  pickup_location: "Murtala Muhammed International Airport (Terminal 2)",
  dropoff_location: "Eko Hotel & Suites",
  booking_time: "2026-12-04T17:05:00.000Z",
  service_type: "airport_hotel",
  fare_kobo: 2_475_050,
  status: "pending",
};

function fakeDeps(options: { failWith?: string; sentBefore?: boolean } = {}) {
  const sent: OutgoingEmail[] = [];
  const recorded: OutboxEntry[] = [];
  const provider: MailProvider = {
    name: "fake",
    send: vi.fn(async (email: OutgoingEmail) => {
      if (options.failWith) throw new Error(options.failWith);
      sent.push(email);
      return { id: `m${sent.length}` };
    }),
  };
  const store: EmailStore = {
    findBooking: vi.fn(async (reference: string, email: string) =>
      reference === booking.reference &&
      email.toLowerCase() === booking.customer_email
        ? booking
        : null,
    ),
    alreadySent: vi.fn(async () => options.sentBefore ?? false),
    record: vi.fn(async (entry: OutboxEntry) => {
      recorded.push(entry);
      return `row-${recorded.length}`;
    }),
  };
  const deps: Deps = {
    store,
    provider,
    opsEmail: "ops@ekoluxe.test",
    fromEmail: "EkoLuxe <hello@ekoluxe.test>",
    now: () => new Date("2026-11-22T08:00:00.000Z"),
  };
  return { deps, sent, recorded, store };
}

function post(body: unknown, init: RequestInit = {}): Request {
  return new Request("http://localhost/send-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

const contact = {
  type: "contact",
  data: {
    name: "Bola Ade",
    email: "bola@example.test",
    subject: "Lost umbrella",
    message: "Left it in the car.\nBlue, with a wooden handle.",
  },
};

describe("send-email handler", () => {
  it("new_booking: confirmation to the stored customer, notice to operations, both recorded", async () => {
    const { deps, sent, recorded } = fakeDeps();
    const response = await handler(
      post({
        type: "new_booking",
        data: {
          reference: "eko-7f3k2q",
          customerEmail: "ADAEZE@example.test",
          fare_kobo: 1,
        },
      }),
      deps,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 2, skipped: 0 });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");

    const [customer, ops] = sent;
    expect(customer).toMatchObject({
      from: "EkoLuxe <hello@ekoluxe.test>",
      to: "adaeze@example.test",
      replyTo: "ops@ekoluxe.test",
      subject: "Your EkoLuxe booking EKO-7F3K2Q is received",
    });
    for (const body of [customer!.text, customer!.html]) {
      expect(body).toContain("₦24,750.50");
      expect(body).toContain("Friday, 4 December 2026 at 6:05 pm (Lagos time)");
    }
    expect(customer!.text).toContain("Service: Airport & Hotel Transfer");
    expect(customer!.html).toContain("Airport &amp; Hotel Transfer");
    expect(customer!.html).toContain("Eko Hotel &amp; Suites");
    expect(customer!.text).toContain("Destination: Eko Hotel & Suites");
    expect(ops).toMatchObject({
      to: "ops@ekoluxe.test",
      replyTo: "adaeze@example.test",
      subject:
        "New booking EKO-7F3K2Q: Murtala Muhammed International Airport (Terminal 2) → Eko Hotel & Suites",
    });
    expect(recorded.map((r) => [r.to_email, r.status, r.provider])).toEqual([
      ["adaeze@example.test", "sent", "fake"],
      ["ops@ekoluxe.test", "sent", "fake"],
    ]);
    expect(recorded[0]).toMatchObject({
      type: "new_booking",
      related_id: booking.id,
      error: null,
      sent_at: "2026-11-22T08:00:00.000Z",
    });
  });

  it("new_booking: skips what was already sent and 404s an unknown booking", async () => {
    const before = fakeDeps({ sentBefore: true });
    const again = await handler(
      post({
        type: "new_booking",
        data: {
          reference: booking.reference,
          customerEmail: booking.customer_email,
        },
      }),
      before.deps,
    );
    expect(await again.json()).toEqual({ sent: 0, skipped: 2 });
    expect(before.sent).toHaveLength(0);
    expect(before.recorded).toHaveLength(0);

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

  it("operations notices go to OPS_EMAIL only, replying to the sender", async () => {
    for (const [type, data, subject] of [
      ["contact", contact.data, "Contact message: Lost umbrella"],
      [
        "driver_application",
        {
          name: "Tunde",
          email: "t@example.test",
          phone: "+2348031234567",
          message: null,
          attachment_path: null,
        },
        "Driver application: Tunde",
      ],
      [
        "contact_sales",
        {
          company_name: "Dangote",
          name: "Ngozi",
          email: "n@example.test",
          phone: "+2348091234567",
        },
        "Sales request: Dangote",
      ],
    ] as const) {
      const { deps, sent, recorded } = fakeDeps();
      const response = await handler(post({ type, data }), deps);
      expect(response.status).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: "ops@ekoluxe.test",
        replyTo: data.email,
        subject,
      });
      expect(recorded[0]).toMatchObject({
        type,
        status: "sent",
        related_id: null,
      });
    }
  });

  it("keeps line breaks of a message and puts subjects on one line", async () => {
    const { deps, sent } = fakeDeps();
    await handler(
      post({
        ...contact,
        data: { ...contact.data, subject: "Hello\r\nBcc: victim@example.test" },
      }),
      deps,
    );
    expect(sent[0]!.subject).toBe(
      "Contact message: Hello Bcc: victim@example.test",
    );
    expect(sent[0]!.html).toContain(
      "Left it in the car.<br>Blue, with a wooden handle.",
    );
    expect(sent[0]!.text).toContain(
      "Left it in the car.\nBlue, with a wooden handle.",
    );
  });

  it("a provider failure is recorded as failed, logged and answered 502", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { deps, recorded } = fakeDeps({
      failWith: "Resend answered 403: domain not verified",
    });
    const response = await handler(post(contact), deps);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: "provider_failed",
        message:
          "The e-mail could not be sent: Resend answered 403: domain not verified",
      },
    });
    expect(recorded).toEqual([
      expect.objectContaining({
        status: "failed",
        error: "Resend answered 403: domain not verified",
        sent_at: null,
      }),
    ]);
    expect(log).toHaveBeenCalledWith(
      "send-email: contact to ops@ekoluxe.test failed: Resend answered 403: domain not verified",
    );
    log.mockRestore();
  });

  it("a store failure is a 500 without internals (logged)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { deps } = fakeDeps();
    deps.store.record = async () => {
      throw new Error("email_outbox insert failed: connection refused");
    };
    const response = await handler(post(contact), deps);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: {
        code: "internal_error",
        message: "Something went wrong on our side. Please try again.",
      },
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it.each([
    ["not json", 400, "invalid_json"],
    ["", 400, "invalid_payload"],
    [
      JSON.stringify({
        ...contact,
        data: { ...contact.data, message: "x".repeat(70_000) },
      }),
      413,
      "payload_too_large",
    ],
    [
      JSON.stringify({ ...contact, data: { ...contact.data, message: "  " } }),
      400,
      "invalid_payload",
    ],
  ])("refuses a bad body (%#)", async (body, status, code) => {
    const { deps, sent } = fakeDeps();
    const response = await handler(post(body), deps);
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe(code);
    expect(sent).toHaveLength(0);
  });

  it("answers the preflight and refuses other methods", async () => {
    const { deps } = fakeDeps();
    const preflight = await handler(
      new Request("http://localhost/send-email", { method: "OPTIONS" }),
      deps,
    );
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "authorization",
    );
    const get = await handler(new Request("http://localhost/send-email"), deps);
    expect(get.status).toBe(405);
    expect((await get.json()).error.code).toBe("method_not_allowed");
  });
});

describe("send-email providers", () => {
  function recordingFetch(status = 200, answer: unknown = { id: "re_123" }) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetcher = async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(answer), { status });
    };
    return { calls, fetcher };
  }
  const email: OutgoingEmail = {
    from: "EkoLuxe <hello@ekoluxe.ng>",
    to: "ada@example.test",
    replyTo: "ops@ekoluxe.ng",
    subject: "Hi",
    html: "<p>Hi</p>",
    text: "Hi",
  };

  it("defaults to the local mail sink at LOCAL_MAIL_URL", async () => {
    const { calls, fetcher } = recordingFetch(201, { id: "local-1" });
    const env: Record<string, string> = {
      LOCAL_MAIL_URL: "http://127.0.0.1:9999/",
    };
    const provider = selectProvider((k) => env[k], fetcher);
    expect(provider.name).toBe("local");
    expect(await provider.send(email)).toEqual({ id: "local-1" });
    expect(calls[0]!.url).toBe("http://127.0.0.1:9999/api/send");
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      from: email.from,
      to: ["ada@example.test"],
      subject: "Hi",
      html: "<p>Hi</p>",
      text: "Hi",
    });
  });

  it("resend: POSTs to Resend's API with the bearer key and its request shape", async () => {
    const { calls, fetcher } = recordingFetch();
    const env: Record<string, string> = {
      EMAIL_PROVIDER: "resend",
      RESEND_API_KEY: "re_test_key",
    };
    const provider = selectProvider((k) => env[k], fetcher);
    expect(provider.name).toBe("resend");
    expect(await provider.send(email)).toEqual({ id: "re_123" });
    expect(calls[0]!.url).toBe("https://api.resend.com/emails");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe(
      "Bearer re_test_key",
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      from: email.from,
      to: ["ada@example.test"],
      subject: "Hi",
      html: "<p>Hi</p>",
      text: "Hi",
      reply_to: "ops@ekoluxe.ng",
    });
  });

  it("resend: a refusal or a missing key becomes a readable reason", async () => {
    const refused = recordingFetch(422, {
      name: "validation_error",
      message: "Invalid `to` field.",
    });
    const provider = selectProvider(
      (k) => ({ EMAIL_PROVIDER: "resend", RESEND_API_KEY: "k" })[k],
      refused.fetcher,
    );
    await expect(provider.send(email)).rejects.toThrow(
      "Resend answered 422: Invalid `to` field.",
    );
    const keyless = selectProvider((k) => ({ EMAIL_PROVIDER: "resend" })[k]);
    await expect(keyless.send(email)).rejects.toThrow(
      "RESEND_API_KEY is not set",
    );
  });

  it("refuses an unknown provider name", () => {
    expect(() =>
      selectProvider((k) => ({ EMAIL_PROVIDER: "carrier-pigeon" })[k]),
    ).toThrow(
      'EMAIL_PROVIDER must be "local" or "resend", not "carrier-pigeon"',
    );
  });
});
