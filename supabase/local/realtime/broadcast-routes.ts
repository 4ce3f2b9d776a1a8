import { Hono, type Context } from "hono";

import type { RuntimeContext } from "../context.ts";
import type { Identity } from "../keys.ts";
import { reasonFor } from "./auth.ts";
import { scopeOf } from "./channel.ts";
import { hubFor } from "./hub.ts";

/**
 * Realtime's HTTP side, mounted at `/realtime/v1`: broadcasts sent without a joined channel
 * (`channel.send` before subscribing, `channel.httpSend`). Accepted messages answer 202.
 */
export function createRealtimeHttpApi(ctx: RuntimeContext): Hono {
  const app = new Hono();
  const hub = hubFor(ctx);

  const send = (
    identity: Identity,
    topic: string,
    event: string,
    payload: unknown,
    isPrivate: boolean,
  ) => {
    // Private topics follow the socket's rule: anon may not reach them.
    if (isPrivate && identity.role === "anon") return;
    hub.broadcast(scopeOf(`realtime:${topic}`, isPrivate), { event, payload });
  };

  app.post("/api/broadcast", async (c) => {
    const identity = await caller(ctx, c);
    if (identity instanceof Response) return identity;
    const body = (await c.req.json().catch(() => undefined)) as
      { messages?: unknown } | undefined;
    if (!body || !Array.isArray(body.messages))
      return c.json({ message: "messages must be a list" }, 400);
    for (const raw of body.messages) {
      const m = (raw ?? {}) as Record<string, unknown>;
      if (typeof m.topic !== "string" || typeof m.event !== "string") {
        return c.json(
          { message: "each message needs a topic and an event" },
          400,
        );
      }
    }
    for (const raw of body.messages as Record<string, unknown>[]) {
      send(
        identity,
        raw.topic as string,
        raw.event as string,
        raw.payload ?? {},
        raw.private === true,
      );
    }
    return c.body(null, 202);
  });

  app.post("/api/broadcast/:topic/events/:event", async (c) => {
    const identity = await caller(ctx, c);
    if (identity instanceof Response) return identity;
    const binary = (c.req.header("content-type") ?? "").startsWith(
      "application/octet-stream",
    );
    const payload = binary
      ? new Uint8Array(await c.req.arrayBuffer())
      : await c.req.json().catch(() => undefined);
    if (payload === undefined)
      return c.json({ message: "body must be JSON" }, 400);
    send(
      identity,
      c.req.param("topic"),
      c.req.param("event"),
      payload,
      c.req.query("private") === "true",
    );
    return c.body(null, 202);
  });

  return app;
}

async function caller(
  ctx: RuntimeContext,
  c: Context,
): Promise<Identity | Response> {
  const authorization = c.req.header("authorization") ?? null;
  const apikey = c.req.header("apikey") ?? c.req.query("apikey") ?? null;
  try {
    return await ctx.keys.resolve(authorization, apikey);
  } catch (error) {
    const token =
      /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1] ?? apikey ?? "";
    return c.json({ message: reasonFor(error, token) }, 401);
  }
}
