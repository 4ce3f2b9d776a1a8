import { Hono } from "hono";

import type { RuntimeContext } from "../context.ts";
import { renderMailPage } from "./mail-page.ts";
import type { MailMessage } from "./mail-sink.ts";

interface SendBody {
  from?: unknown;
  to?: unknown;
  subject?: unknown;
  html?: unknown;
  text?: unknown;
  source?: unknown;
}

const DEFAULT_FROM = "no-reply@localhost";

/**
 * The local inbox on its own port: an HTML page for people, and a JSON API for tests and for edge
 * functions whose mail provider is `local` (they POST to `/api/send`).
 */
export async function createMailViewer(ctx: RuntimeContext): Promise<Hono> {
  const app = new Hono();

  app.get("/api/messages", async (c) => {
    const limit = clampLimit(c.req.query("limit"));
    return c.json(
      await ctx.mail.list({ to: c.req.query("to") || undefined, limit }),
    );
  });

  app.get("/api/messages/:id", async (c) => {
    const message = await ctx.mail.get(c.req.param("id"));
    return message
      ? c.json(message)
      : c.json({ error: "message not found" }, 404);
  });

  app.delete("/api/messages", async (c) => {
    await ctx.mail.clear();
    return c.body(null, 204);
  });

  app.post("/api/send", async (c) => {
    const body = await c.req.json<SendBody>().catch(() => undefined);
    const message = body && toMessage(body);
    if (typeof message === "string" || !message)
      return c.json({ error: message ?? "body must be JSON" }, 400);
    return c.json(await ctx.mail.send(message), 201);
  });

  app.get("/", async (c) => {
    const messages = await ctx.mail.list({
      to: c.req.query("to") || undefined,
      limit: clampLimit(c.req.query("limit")),
    });
    const id = c.req.query("id");
    const selected = id
      ? (messages.find((m) => m.id === id) ?? (await ctx.mail.get(id)))
      : undefined;
    return c.html(renderMailPage(messages, selected));
  });

  app.post("/clear", async (c) => {
    await ctx.mail.clear();
    return c.redirect("/", 303);
  });

  return app;
}

function clampLimit(value: string | undefined): number {
  const limit = Math.floor(Number(value));
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, 500) : 50;
}

/** Validates a send request; returns the problem as a string when it is not a valid message. */
function toMessage(body: SendBody): MailMessage | string {
  const to = typeof body.to === "string" ? [body.to] : body.to;
  if (
    !Array.isArray(to) ||
    to.length === 0 ||
    !to.every((t) => typeof t === "string" && t.includes("@"))
  ) {
    return '"to" must be an e-mail address or a non-empty array of them';
  }
  if (typeof body.subject !== "string") return '"subject" must be a string';
  const optional = (value: unknown) =>
    typeof value === "string" ? value : undefined;
  if (body.html === undefined && body.text === undefined)
    return 'one of "html" or "text" is required';
  return {
    from: optional(body.from) ?? DEFAULT_FROM,
    to,
    subject: body.subject,
    html: optional(body.html),
    text: optional(body.text),
    source: optional(body.source) ?? "http",
  };
}
