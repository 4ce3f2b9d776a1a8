import { isIPv4, isIPv6 } from "node:net";
import type { Context } from "hono";

import type { RuntimeContext } from "../context.ts";
import { compileGlob } from "./glob.ts";

/**
 * GoTrue's redirect rules (internal/utilities/request.go: GetReferrer and IsRedirectURLValid),
 * on URLs split as Go's url.Parse splits them (no host normalisation, unlike WHATWG URL).
 */
interface GoUrl {
  scheme: string;
  hostname: string;
  port: string;
}

/**
 * GetReferrer: `redirect_to` (a header, else the query, as auth-js sends it) when allowed, else
 * the Referer header when allowed, else the site URL.
 */
export function referrer(ctx: RuntimeContext, c: Context): string {
  const requested = c.req.header("redirect_to") || c.req.query("redirect_to");
  return redirectTarget(ctx, requested, c.req.header("referer"));
}

/** `requested` when GoTrue would accept it, else the Referer when acceptable, else the site URL. */
export function redirectTarget(
  ctx: RuntimeContext,
  requested: string | undefined,
  referer?: string,
): string {
  if (requested && isRedirectUrlValid(ctx, requested)) return requested;
  if (referer && isRedirectUrlValid(ctx, referer)) return referer;
  return ctx.config.auth.siteUrl;
}

export function isRedirectUrlValid(
  ctx: RuntimeContext,
  redirectUrl: string,
): boolean {
  const { siteUrl, additionalRedirectUrls } = ctx.config.auth;
  const base = parseUrl(siteUrl);
  const ref = parseUrl(redirectUrl);
  if (!redirectUrl || !base || !ref) return false;
  // Back to the site: same scheme and host, and the same port unless the host is loopback
  // (RFC 8252 section 7.3: native apps listen on any port).
  if (
    base.hostname === ref.hostname &&
    base.scheme === ref.scheme &&
    (base.port === ref.port || isLocalhost(ref.hostname))
  )
    return true;
  const isHttp = ref.scheme === "http" || ref.scheme === "https";
  // An IP address written as one decimal number is refused; any loopback address is allowed.
  if (/^[0-9]+$/.test(ref.hostname)) return false;
  const ip = parseIp(ref.hostname);
  if (ip) return ip.loopback;
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(ref.hostname))
    return false;
  const withoutFragment = redirectUrl.split("#")[0]!;
  return additionalRedirectUrls.some((pattern) =>
    compileGlob(pattern).test(withoutFragment),
  );
}

function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    ["localhost", "127.0.0.1", "::1", "0.0.0.0", "::"].includes(host) ||
    host.endsWith(".localhost")
  );
}

/** net.ParseIP plus IsLoopback: 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
function parseIp(hostname: string): { loopback: boolean } | undefined {
  if (isIPv4(hostname) && !/(^|\.)0\d/.test(hostname))
    return { loopback: hostname.startsWith("127.") };
  if (isIPv6(hostname)) {
    // WHATWG URL serialises IPv6 canonically: ::1, and ::ffff:7fxx:xxxx for mapped 127/8.
    const canonical = new URL(`http://[${hostname}]/`).hostname;
    return {
      loopback: canonical === "[::1]" || canonical.startsWith("[::ffff:7f"),
    };
  }
  return undefined;
}

/** The parts of Go's url.Parse GoTrue compares: lower-cased scheme, host as written, port. */
export function parseUrl(raw: string): GoUrl | undefined {
  // Go refuses ASCII control characters anywhere, and spaces in the host.
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\x7f"))
    return undefined;
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):(.*)$/s.exec(raw);
  if (raw.startsWith(":")) return undefined;
  const scheme = match ? match[1]!.toLowerCase() : "";
  const rest = match ? match[2]! : raw;
  if (!rest.startsWith("//")) return { scheme, hostname: "", port: "" };
  const authority = /^\/\/([^/?#]*)/.exec(rest)![1]!;
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  let hostname = host;
  let port = "";
  if (host.startsWith("[")) {
    const close = host.indexOf("]");
    if (close === -1) return undefined;
    hostname = host.slice(1, close);
    const after = host.slice(close + 1);
    if (after && !after.startsWith(":")) return undefined;
    port = after.slice(1);
  } else if (host.includes(":")) {
    hostname = host.slice(0, host.lastIndexOf(":"));
    port = host.slice(host.lastIndexOf(":") + 1);
  }
  if (!/^[0-9]*$/.test(port) || /[ "<>`{}|\\^]/.test(hostname))
    return undefined;
  return { scheme, hostname, port };
}
