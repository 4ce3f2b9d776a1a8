import { beforeEach, describe, expect, it } from "vitest";

import { runtime } from "../support.ts";

const mail = (path: string, init?: RequestInit) =>
  fetch(`${runtime().mailUrl}${path}`, init);
const send = (message: Record<string, unknown>) =>
  mail("/api/send", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(message),
  });

beforeEach(async () => {
  expect((await mail("/api/messages", { method: "DELETE" })).status).toBe(204);
});

describe("mail viewer API", () => {
  it("stores what /api/send receives and lists it newest first", async () => {
    const first = await send({
      from: "rides@example.test",
      to: "ada@example.test",
      subject: "First",
      text: "one",
    });
    expect(first.status).toBe(201);
    const stored = await first.json();
    expect(stored).toMatchObject({
      id: expect.any(String),
      to: ["ada@example.test"],
      subject: "First",
      source: "http",
    });
    await send({
      from: "rides@example.test",
      to: ["ADA@example.test", "ops@example.test"],
      subject: "Second",
      html: "<p>2</p>",
    });
    await send({ to: "tunde@example.test", subject: "Third", text: "three" });

    const all = await (await mail("/api/messages")).json();
    expect(all.map((m: { subject: string }) => m.subject)).toEqual([
      "Third",
      "Second",
      "First",
    ]);
    expect(all[0].from).toBe("no-reply@localhost");

    const ada = await (await mail("/api/messages?to=ada@example.test")).json();
    expect(ada.map((m: { subject: string }) => m.subject)).toEqual([
      "Second",
      "First",
    ]);
    const latest = await (await mail("/api/messages?limit=1")).json();
    expect(latest.map((m: { subject: string }) => m.subject)).toEqual([
      "Third",
    ]);
  });

  it("returns one message by id, and 404 for an unknown id", async () => {
    const { id } = await (
      await send({
        to: "ada@example.test",
        subject: "Receipt",
        html: "<b>₦4,500</b>",
        text: "N4,500",
      })
    ).json();
    const one = await mail(`/api/messages/${id}`);
    expect(await one.json()).toMatchObject({
      id,
      subject: "Receipt",
      html: "<b>₦4,500</b>",
      text: "N4,500",
    });
    expect(
      (await mail("/api/messages/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });

  it("rejects malformed send requests", async () => {
    expect((await send({ subject: "no recipient", text: "x" })).status).toBe(
      400,
    );
    expect(
      (await send({ to: "ada@example.test", text: "no subject" })).status,
    ).toBe(400);
    expect(
      (await send({ to: "ada@example.test", subject: "no body" })).status,
    ).toBe(400);
    expect(
      (await mail("/api/send", { method: "POST", body: "not json" })).status,
    ).toBe(400);
    expect(await (await mail("/api/messages")).json()).toEqual([]);
  });

  it("clears the inbox", async () => {
    await send({ to: "ada@example.test", subject: "Soon gone", text: "x" });
    expect((await mail("/api/messages", { method: "DELETE" })).status).toBe(
      204,
    );
    expect(await (await mail("/api/messages")).json()).toEqual([]);
  });
});

describe("mail viewer page", () => {
  it("lists messages and shows the selected one in a sandboxed frame, escaping everything", async () => {
    const { id } = await (
      await send({
        to: "ada@example.test",
        subject: "Confirm <your> ride",
        html: '<p>Tap <a href="http://127.0.0.1:5173/confirm?a=1&amp;b=2">confirm</a></p><script>alert(1)</script>',
        text: "Plain <text> body",
      })
    ).json();
    const list = await (await mail("/")).text();
    expect(list).toContain("Confirm &#60;your&#62; ride");
    expect(list).toContain("to ada@example.test");
    expect(list).toContain(`href="/?id=${id}"`);
    expect(list).not.toContain("<script>alert(1)</script>");

    const page = await (await mail(`/?id=${id}`)).text();
    expect(page).toMatch(
      /<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&#60;script&#62;/,
    );
    expect(page).toContain("<pre>Plain &#60;text&#62; body</pre>");
    expect(page).toContain('href="http://127.0.0.1:5173/confirm?a=1&#38;b=2"');
  });

  it("clears from the page with a form post", async () => {
    await send({ to: "ada@example.test", subject: "x", text: "x" });
    const res = await mail("/clear", { method: "POST", redirect: "manual" });
    expect(res.status).toBe(303);
    expect(await (await mail("/api/messages")).json()).toEqual([]);
  });
});
