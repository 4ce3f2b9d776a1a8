import type { IncomingMessage } from "node:http";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/**
 * What the CLI's API gateway (Kong) tells every service about the client. `X-Forwarded-For` is the
 * value the client sent with the connecting peer appended (nginx's `$proxy_add_x_forwarded_for`),
 * and `X-Real-IP` is the peer alone, whatever the client sent. The client is not a trusted proxy
 * (Kong's `trusted_ips` is empty), so the other `X-Forwarded-*` headers are Kong's own values,
 * never the client's: the scheme, the Host without its port, the port the gateway listens on and
 * the request's path. PostgREST hands them all to SQL in `request.headers`. Only entries a proxy
 * appended can be trusted: the leftmost entry of `X-Forwarded-For` is whatever the client chose.
 */
export const forwardedHeaders: MiddlewareHandler<{
  Bindings: { incoming?: IncomingMessage };
}> = async (c, next) => {
  const peer = (getConnInfo(c).remote.address ?? "").replace(/^::ffff:/, "");
  const headers = c.req.raw.headers;
  const sent = headers.get("x-forwarded-for")?.trim();
  headers.set("x-forwarded-for", sent ? `${sent}, ${peer}` : peer);
  headers.set("x-real-ip", peer);
  const url = new URL(c.req.url);
  headers.set("x-forwarded-proto", url.protocol.replace(/:$/, ""));
  headers.set("x-forwarded-host", url.hostname);
  headers.set(
    "x-forwarded-port",
    String(c.env.incoming?.socket.localPort ?? (url.port || 80)),
  );
  headers.set("x-forwarded-path", url.pathname);
  await next();
};
