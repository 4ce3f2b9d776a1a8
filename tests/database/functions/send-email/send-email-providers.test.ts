import { describe, expect, it } from "vitest";

import type { OutgoingEmail } from "../../../../supabase/functions/send-email/providers/provider.ts";
import { selectProvider } from "../../../../supabase/functions/send-email/providers/select-provider.ts";

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
