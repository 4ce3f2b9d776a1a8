import { describe, expect, it, vi } from "vitest";

import { handler } from "../../../../supabase/functions/send-email/handler.ts";
import { runtime } from "../../../local-backend/support.ts";
import { contactRow, fakeDeps, post } from "../../support/send-email-fakes.ts";
import { errorBody, invoke } from "../../support/send-email-runtime.ts";

describe("send-email handler: failures and refusals", () => {
  const contact = { type: "contact", data: { id: contactRow.id } };

  it("a provider failure is recorded as failed, logged and answered 502", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { deps, finished } = fakeDeps({
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
    expect(finished).toEqual([
      {
        status: "failed",
        error: "Resend answered 403: domain not verified",
        sent_at: null,
      },
    ]);
    expect(log).toHaveBeenCalledWith(
      "send-email: contact to ops@ekoluxe.test failed: Resend answered 403: domain not verified",
    );
    log.mockRestore();
  });

  it("a store failure is a 500 without internals (logged)", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { deps } = fakeDeps();
    deps.store.reserve = async () => {
      throw new Error("email_outbox reservation failed: connection refused");
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
      JSON.stringify({ ...contact, pad: "x".repeat(20_000) }),
      413,
      "payload_too_large",
    ],
    [
      JSON.stringify({ type: "contact", data: { id: "42" } }),
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

describe("send-email through the runtime: refusals", () => {
  it.each([
    [
      {},
      "type: must be one of new_booking, driver_application, contact_sales, contact, booking_update.",
    ],
    [{ type: "spam", data: {} }, "type: must be one of"],
    [{ type: "contact" }, "data: "],
    [
      { type: "contact", data: { name: "A", email: "a@example.test" } },
      "data.id: Must be a submission id.",
    ],
    [
      { type: "driver_application", data: { id: "1; drop table x" } },
      "data.id: Must be a submission id.",
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
});
