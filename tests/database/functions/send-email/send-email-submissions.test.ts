import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

import { serviceClient, uniqueEmail } from "../../../local-backend/support.ts";
import {
  errorBody,
  inbox,
  invoke,
  invokeWithLimits,
  OPS,
  opsMessages,
  outbox,
  shown,
  storeSubmission,
} from "../../support/send-email-runtime.ts";

const driver = (email: string) => ({
  form_type: "apply_to_drive",
  name: "Tunde Bakare",
  email,
  phone: "+2348031234567",
  message:
    "Home address: 12 Admiralty Way, Lekki\nYears of driving experience: 7\n\nShort bio:\nSafe driver",
  attachment_path: "applications/resume.pdf",
});

const contact = (email: string, extra: Record<string, string> = {}) => ({
  form_type: "contact",
  name: "Bola Ade",
  email,
  subject: "Lost umbrella",
  message: "I left my umbrella in the car this morning.",
  ...extra,
});

const notFound = {
  status: 404,
  body: {
    error: {
      code: "submission_not_found",
      message: "No recent submission of this kind matches this id.",
    },
  },
};

describe("send-email: operations notices from stored submissions", () => {
  it("driver_application: built from the stored row, whatever the browser posts, and sent once", async () => {
    const email = uniqueEmail("driver");
    const id = await storeSubmission(driver(email));
    const posted = {
      type: "driver_application",
      data: { id, name: "Posted Name", email: "victim@example.test" },
    };
    const { data, error } = await invoke(posted);
    expect(error).toBeNull();
    expect(data).toEqual({ sent: 1, skipped: 0 });
    expect((await invoke(posted)).data).toEqual({ sent: 0, skipped: 1 });

    const [mail, ...more] = await opsMessages(shown(email));
    expect(more).toHaveLength(0);
    expect(mail!.to).toEqual([OPS]);
    expect(mail!.subject).toBe("Driver application: Tunde Bakare");
    expect(mail!.text).toContain("12 Admiralty Way, Lekki");
    expect(mail!.text).toContain("Attachment: applications/resume[.]pdf");
    expect(mail!.html).toContain("12 Admiralty Way, Lekki<br>");
    expect(`${mail!.text} ${mail!.html}`).not.toMatch(/Posted|victim/);
    expect(await inbox("victim@example.test")).toHaveLength(0);
    expect(await outbox(id)).toEqual([
      expect.objectContaining({
        type: "driver_application",
        to_email: OPS,
        reply_to: email,
        status: "sent",
        provider: "local",
      }),
    ]);
  });

  it("contact_sales and contact: links and markup typed in any field are inert in the outbox", async () => {
    const email = uniqueEmail("sales");
    const salesId = await storeSubmission({
      form_type: "contact_sales",
      company_name: "Cheap Rides www.cheap-rides.example",
      name: "Ngozi <b>Eze</b>",
      email,
      phone: "+2348091234567",
      service_requirements: "Ten cars. Details at https://evil.example/offer",
      attachment_path: null,
    });
    const contactId = await storeSubmission(
      contact(uniqueEmail("contact"), {
        name: "Visit http://spam.example",
        message: '<a href="http://evil.example">click</a> & see foo.com',
      }),
    );
    for (const [type, id] of [
      ["contact_sales", salesId],
      ["contact", contactId],
    ] as const)
      expect((await invoke({ type, data: { id } })).data).toEqual({
        sent: 1,
        skipped: 0,
      });

    const [sales] = await outbox(salesId);
    expect(sales!.subject).toBe(
      "Sales request: Cheap Rides www[.]cheap-rides[.]example",
    );
    expect(sales!.text).toContain("Details at evil[.]example/offer");
    expect(sales!.html).toContain("Ngozi &lt;b&gt;Eze&lt;/b&gt;");
    const [message] = await outbox(contactId);
    expect(message!.text).toContain("Name: Visit spam[.]example");
    expect(message!.html).toContain(
      "&lt;a href=&quot;evil[.]example&quot;&gt;click&lt;/a&gt; &amp; see foo[.]com",
    );
    for (const row of [sales!, message!]) {
      expect(row.html + row.text).not.toMatch(
        /https?:|www\.|\.example|foo\.com/,
      );
      expect(row.html).not.toMatch(/<a\s|<b>/);
    }
  });

  it("answers 404 for an unknown id, another form's row, or a row older than an hour", async () => {
    const email = uniqueEmail("old");
    const old = await storeSubmission(
      {
        ...contact(email),
        created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      },
      "service",
    );
    const fresh = await storeSubmission(contact(email));
    for (const [type, id] of [
      ["contact", randomUUID()],
      ["contact", old],
      ["driver_application", fresh],
    ]) {
      const { data, error } = await invoke({ type, data: { id } });
      expect(data).toBeNull();
      expect(await errorBody(error)).toEqual(notFound);
    }
    expect(await opsMessages(shown(email))).toHaveLength(0);
  });

  it("caps notices per sender per hour: the fourth is answered 429", async () => {
    const email = uniqueEmail("flood");
    const ids = [];
    for (let i = 0; i < 4; i += 1)
      ids.push(await storeSubmission(contact(email), "service"));
    for (const id of ids.slice(0, 3))
      expect(
        (await invoke({ type: "contact", data: { id } })).error,
      ).toBeNull();
    const { data, error } = await invoke({
      type: "contact",
      data: { id: ids[3] },
    });
    expect(data).toBeNull();
    const { status, body } = await errorBody(error);
    expect(status).toBe(429);
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(
      /^Too many requests — please try again in (59|60) minutes\.$/,
    );
    expect(await opsMessages(shown(email))).toHaveLength(3);
    expect(await outbox(ids[3]!)).toHaveLength(0);
  });

  it("caps notices from everyone together per hour", async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const { count } = await serviceClient()
      .from("email_outbox")
      .select("id", { count: "exact", head: true })
      .in("type", ["driver_application", "contact_sales", "contact"])
      .neq("status", "failed")
      .gt("created_at", since);
    const limits = { opsNoticesPerHour: (count ?? 0) + 1 };
    const [a, b] = [uniqueEmail("one"), uniqueEmail("two")];
    const first = await storeSubmission(contact(a), "service");
    const second = await storeSubmission(contact(b), "service");
    const ask = (id: string) =>
      invokeWithLimits({ type: "contact", data: { id } }, limits);
    expect((await ask(first)).status).toBe(200);
    const refused = await ask(second);
    expect(refused.status).toBe(429);
    expect(
      ((await refused.json()) as { error: { code: string } }).error.code,
    ).toBe("rate_limited");
    expect(await opsMessages(shown(b))).toHaveLength(0);
  });

  it("records a provider failure as failed and answers 502; a retry may send it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const id = await storeSubmission(contact(uniqueEmail("dead")), "service");
    const body = { type: "contact", data: { id } };
    const response = await invokeWithLimits(body, {}, "http://127.0.0.1:1");
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(response.status).toBe(502);
    const answer = (await response.json()) as {
      error: { message: string; code: string };
    };
    expect(answer.error.code).toBe("provider_failed");
    expect(answer.error.message).toMatch(
      /^The e-mail could not be sent: The local mail sink could not be reached/,
    );
    expect(await outbox(id)).toEqual([
      expect.objectContaining({ status: "failed", sent_at: null }),
    ]);
    expect((await invoke(body)).data).toEqual({ sent: 1, skipped: 0 });
  });
});
