import { FunctionsHttpError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { handler } from "../../supabase/functions/send-email/handler.ts";
import { localProvider } from "../../supabase/functions/send-email/providers/local.ts";
import { supabaseEmailStore } from "../../supabase/functions/send-email/store.ts";
import {
  anonClient,
  runtime,
  serviceClient,
  uniqueEmail,
} from "../integration/support.ts";
import {
  createBooking,
  createRoute,
  ensureFareRules,
  type TestPlace,
} from "./support/fixtures-functions.ts";

const OPS = "hello@ekoluxe.ng";

interface SinkMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  source: string | null;
}

interface OutboxRow {
  type: string;
  to_email: string;
  subject: string;
  html: string;
  text: string;
  provider: string;
  status: string;
  error: string | null;
  related_id: string | null;
  sent_at: string | null;
}

async function inbox(to: string): Promise<SinkMessage[]> {
  const url = `${runtime().mailUrl}/api/messages?to=${encodeURIComponent(to)}&limit=200`;
  return (await (await fetch(url)).json()) as SinkMessage[];
}

async function opsMessage(subjectPart: string): Promise<SinkMessage> {
  const found = (await inbox(OPS)).find((m) => m.subject.includes(subjectPart));
  expect(found, `ops e-mail with "${subjectPart}"`).toBeDefined();
  return found!;
}

async function outbox(filter: {
  related_id?: string;
  subject?: string;
}): Promise<OutboxRow[]> {
  let query = serviceClient()
    .from("email_outbox")
    .select(
      "type, to_email, subject, html, text, provider, status, error, related_id, sent_at",
    )
    .order("created_at");
  if (filter.related_id) query = query.eq("related_id", filter.related_id);
  if (filter.subject) query = query.ilike("subject", `%${filter.subject}%`);
  const { data, error } = await query;
  expect(error).toBeNull();
  return data as OutboxRow[];
}

async function invoke(body: Record<string, unknown>) {
  return anonClient().functions.invoke("send-email", { body });
}

async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return {
    status: response.status,
    body: (await response.json()) as {
      error: { message: string; code: string };
    },
  };
}

/** Two days ahead at 13:45 UTC, i.e. 2:45 pm in Lagos. */
function pickupAt(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  d.setUTCHours(13, 45, 0, 0);
  return d.toISOString();
}

const lagosDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Africa/Lagos",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(iso));

let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  route = await createRoute();
});

describe("send-email: new_booking", () => {
  it("mails the customer a confirmation and operations a notice, from the stored booking, and records both", async () => {
    const customerEmail = uniqueEmail("rider");
    const at = pickupAt();
    const receipt = await createBooking(anonClient(), route, {
      p_customer_name: "Adaeze Okafor",
      p_customer_email: customerEmail,
      p_booking_time: at,
      p_service_type: "premium",
    });
    const { data: booking } = await serviceClient()
      .from("bookings")
      .select("pickup_location, dropoff_location, fare_kobo")
      .eq("id", receipt.id)
      .single();
    const naira = new Intl.NumberFormat("en-NG", {
      style: "currency",
      currency: "NGN",
    }).format(Number(booking!.fare_kobo) / 100);
    expect(naira).toMatch(/^₦[\d,]+\.\d{2}$/);

    const { data, error } = await invoke({
      type: "new_booking",
      data: {
        customerName: "Adaeze Okafor",
        customerEmail: customerEmail.toUpperCase(),
        customerPhone: "0803 123 4567",
        pickupLocation: "ignored: the stored booking is used",
        destination: "ignored",
        serviceType: "premium",
        booking_time: receipt.booking_time,
        reference: receipt.reference,
        fare_kobo: 1,
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 2, skipped: 0 });

    const [mail, ...others] = await inbox(customerEmail);
    expect(others).toHaveLength(0);
    expect(mail!.to).toEqual([customerEmail]);
    expect(mail!.from).toBe(`EkoLuxe <${OPS}>`);
    expect(mail!.source).toBe("function.send-email");
    expect(mail!.subject).toBe(
      `Your EkoLuxe booking ${receipt.reference} is received`,
    );
    for (const body of [mail!.html!, mail!.text!]) {
      expect(body).toContain(receipt.reference);
      expect(body).toContain(naira);
      expect(body).toContain(`${lagosDay(at)} at 2:45 pm (Lagos time)`);
      expect(body).toContain(booking!.pickup_location);
      expect(body).toContain(booking!.dropoff_location);
      expect(body).toContain("Premium Ride");
      expect(body).toContain("What happens next");
      expect(body).not.toContain("ignored");
    }
    expect(mail!.html).toMatch(/^<!doctype html>/);
    expect(mail!.text).toContain("Hello Adaeze");

    const ops = await opsMessage(receipt.reference);
    expect(ops.subject).toBe(
      `New booking ${receipt.reference}: ${booking!.pickup_location} → ${booking!.dropoff_location}`,
    );
    expect(ops.text).toContain(customerEmail);
    expect(ops.text).toContain("+2348031234567");
    expect(ops.text).toContain(naira);

    const rows = await outbox({ related_id: receipt.id });
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.to_email).sort()).toEqual(
      [customerEmail, OPS].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        type: "new_booking",
        provider: "local",
        status: "sent",
        error: null,
      });
      expect(row.sent_at).not.toBeNull();
      expect(row.html).toContain(receipt.reference);
    }
  });

  it("sends a booking's e-mails once: a repeated call is answered without mailing again", async () => {
    const customerEmail = uniqueEmail("again");
    const receipt = await createBooking(anonClient(), route, {
      p_customer_email: customerEmail,
    });
    const body = {
      type: "new_booking",
      data: { reference: receipt.reference, customerEmail },
    };
    expect((await invoke(body)).data).toEqual({ sent: 2, skipped: 0 });
    expect((await invoke(body)).data).toEqual({ sent: 0, skipped: 2 });
    expect(await inbox(customerEmail)).toHaveLength(1);
    expect(await outbox({ related_id: receipt.id })).toHaveLength(2);
  });

  it("refuses a reference whose booking belongs to another e-mail address, mailing nobody", async () => {
    const customerEmail = uniqueEmail("owner");
    const stranger = uniqueEmail("stranger");
    const receipt = await createBooking(anonClient(), route, {
      p_customer_email: customerEmail,
    });
    const { data, error } = await invoke({
      type: "new_booking",
      data: { reference: receipt.reference, customerEmail: stranger },
    });
    expect(data).toBeNull();
    expect(await errorBody(error)).toEqual({
      status: 404,
      body: {
        error: {
          code: "booking_not_found",
          message: "No booking matches this reference and e-mail address.",
        },
      },
    });
    expect(await inbox(stranger)).toHaveLength(0);
    expect(await inbox(customerEmail)).toHaveLength(0);
    expect(await outbox({ related_id: receipt.id })).toHaveLength(0);
  });
});

describe("send-email: operations notices", () => {
  it("driver_application: operations get the applicant's details and message", async () => {
    const email = uniqueEmail("driver");
    const { data, error } = await invoke({
      type: "driver_application",
      data: {
        form_type: "apply_to_drive",
        name: "Tunde Bakare",
        email,
        phone: "+2348031234567",
        message: `Home address: 12 Admiralty Way, Lekki\nYears of driving experience: 7\n\nShort bio:\nSafe driver ${email}`,
        attachment_path: "applications/resume.pdf",
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1, skipped: 0 });
    const mail = await opsMessage(`Driver application: Tunde Bakare`);
    const found = (await inbox(OPS)).filter((m) => m.text?.includes(email));
    expect(found).toHaveLength(1);
    expect(mail.to).toEqual([OPS]);
    expect(mail.text).toContain("12 Admiralty Way, Lekki");
    expect(mail.text).toContain("applications/resume.pdf");
    expect(mail.html).toContain("12 Admiralty Way, Lekki<br>");
    expect(await inbox(email)).toHaveLength(0);
    const [row] = (
      await outbox({ subject: "Driver application: Tunde" })
    ).filter((r) => r.text.includes(email));
    expect(row).toMatchObject({
      type: "driver_application",
      to_email: OPS,
      status: "sent",
      provider: "local",
      related_id: null,
    });
  });

  it("contact_sales: operations get the company's request", async () => {
    const company = `Chevron Lekki ${Date.now().toString(36)}`;
    const { data, error } = await invoke({
      type: "contact_sales",
      data: {
        form_type: "contact_sales",
        company_name: company,
        name: "Ngozi Eze",
        email: uniqueEmail("sales"),
        phone: "+2348091234567",
        service_requirements: "Ten executive cars, weekdays, Victoria Island.",
        attachment_path: null,
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1, skipped: 0 });
    const mail = await opsMessage(company);
    expect(mail.subject).toBe(`Sales request: ${company}`);
    expect(mail.text).toContain("Ngozi Eze");
    expect(mail.text).toContain("Ten executive cars");
    const [row] = await outbox({ subject: company });
    expect(row).toMatchObject({ type: "contact_sales", status: "sent" });
  });

  it("contact: operations get the message", async () => {
    const subject = `Lost umbrella ${Date.now().toString(36)}`;
    const { data, error } = await invoke({
      type: "contact",
      data: {
        name: "Bola Ade",
        email: uniqueEmail("contact"),
        subject,
        message: "I left my umbrella in the car this morning.",
      },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1, skipped: 0 });
    const mail = await opsMessage(subject);
    expect(mail.subject).toBe(`Contact message: ${subject}`);
    expect(mail.html).toContain("I left my umbrella in the car this morning.");
    const [row] = await outbox({ subject });
    expect(row).toMatchObject({ type: "contact", status: "sent" });
  });

  it("escapes what people type: no markup from a form reaches the HTML", async () => {
    const tag = Date.now().toString(36);
    const { error } = await invoke({
      type: "contact",
      data: {
        name: `<script>alert("x")</script> Mallory`,
        email: uniqueEmail("mallory"),
        subject: `Hi ${tag} <img src=x onerror=alert(1)>`,
        message: `<a href="https://evil.example">click</a> & "quotes"`,
      },
    });
    expect(error).toBeNull();
    const mail = await opsMessage(tag);
    expect(mail.html).not.toMatch(/<script|<img|<a href/i);
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mallory",
    );
    expect(mail.html).toContain(
      "&lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt; &amp; &quot;quotes&quot;",
    );
    expect(mail.text).toContain(`<a href="https://evil.example">click</a>`);
  });
});

describe("send-email: refusals and failures", () => {
  it.each([
    [
      {},
      "type: must be one of new_booking, driver_application, contact_sales, contact.",
    ],
    [{ type: "spam", data: {} }, "type: must be one of"],
    [{ type: "contact" }, "data: "],
    [
      {
        type: "contact",
        data: { name: "A", email: "not-an-email", subject: "S", message: "M" },
      },
      "data.email: Invalid email address.",
    ],
    [
      {
        type: "contact_sales",
        data: { name: "A", email: "a@example.test", phone: "0803" },
      },
      "data.company_name: ",
    ],
    [
      {
        type: "new_booking",
        data: { reference: "BOOK-1", customerEmail: "a@example.test" },
      },
      "data.reference: Must be a booking reference like EKO-7F3K2Q.",
    ],
  ])(
    "answers 400 invalid_payload naming the bad field (%j)",
    async (body, message) => {
      const { data, error } = await invoke(body);
      expect(data).toBeNull();
      const { status, body: answer } = await errorBody(error);
      expect(status).toBe(400);
      expect(answer.error.code).toBe("invalid_payload");
      expect(answer.error.message.startsWith(message)).toBe(true);
    },
  );

  it("answers the browser's CORS preflight", async () => {
    const response = await fetch(
      `${runtime().apiUrl}/functions/v1/send-email`,
      {
        method: "OPTIONS",
        headers: {
          Origin: "http://127.0.0.1:5173",
          "Access-Control-Request-Method": "POST",
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toContain(
      "apikey",
    );
  });

  it("records a provider failure as failed and answers 502 with the reason", async () => {
    const subject = `Unreachable ${Date.now().toString(36)}`;
    const response = await handler(
      new Request("http://localhost/send-email", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          type: "contact",
          data: {
            name: "Bola Ade",
            email: uniqueEmail("dead"),
            subject,
            message: "Is anyone there?",
          },
        }),
      }),
      {
        store: supabaseEmailStore(serviceClient()),
        provider: localProvider({ mailUrl: "http://127.0.0.1:1" }),
        opsEmail: OPS,
        fromEmail: `EkoLuxe <${OPS}>`,
      },
    );
    expect(response.status).toBe(502);
    const answer = (await response.json()) as {
      error: { message: string; code: string };
    };
    expect(answer.error.code).toBe("provider_failed");
    expect(answer.error.message).toMatch(
      /^The e-mail could not be sent: The local mail sink could not be reached/,
    );
    const [row] = await outbox({ subject });
    expect(row).toMatchObject({
      type: "contact",
      to_email: OPS,
      provider: "local",
      status: "failed",
      sent_at: null,
    });
    expect(row!.error).toMatch(/could not be reached/);
    expect((await inbox(OPS)).some((m) => m.subject.includes(subject))).toBe(
      false,
    );
  });
});
