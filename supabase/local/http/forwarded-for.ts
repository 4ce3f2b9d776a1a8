import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/**
 * What the CLI's API gateway (Kong) tells every service about the client: `X-Forwarded-For` is the
 * value the client sent with the connecting peer appended (nginx's `$proxy_add_x_forwarded_for`),
 * and `X-Real-IP` is the peer alone, whatever the client sent. PostgREST hands both to SQL in
 * `request.headers`. Only entries a proxy appended can be trusted: the leftmost entry of
 * `X-Forwarded-For` is whatever the client chose to send.
 */
export const forwardedFor: MiddlewareHandler = async (c, next) => {
  const peer = (getConnInfo(c).remote.address ?? "").replace(/^::ffff:/, "");
  const headers = c.req.raw.headers;
  const sent = headers.get("x-forwarded-for")?.trim();
  headers.set("x-forwarded-for", sent ? `${sent}, ${peer}` : peer);
  headers.set("x-real-ip", peer);
  await next();
};
