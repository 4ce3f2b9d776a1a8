import type { MiddlewareHandler } from "hono";

const ALLOW_HEADERS = [
  "authorization",
  "x-client-info",
  "apikey",
  "content-type",
  "x-retry-count",
  "traceparent",
  "tracestate",
  "baggage",
  "prefer",
  "accept-profile",
  "content-profile",
  "range",
  "x-upsert",
  "x-metadata",
  "cache-control",
  "x-supabase-api-version",
  "x-region",
].join(", ");
const EXPOSE_HEADERS = [
  "Content-Range",
  "X-Total-Count",
  "Link",
  "X-Supabase-Api-Version",
  "x-sb-error-code",
  "x-relay-error",
  "Content-Location",
  "Location",
  "Preference-Applied",
  "ETag",
].join(", ");

/** The gateway's CORS: any origin (the API is keyed, not cookie-based), every header the SDK sends. */
export const cors: MiddlewareHandler = async (c, next) => {
  // Edge functions answer CORS (preflight included) themselves, as on the hosted platform.
  if (c.req.path.startsWith("/functions/v1/")) return next();
  const origin = c.req.header("origin") ?? "*";
  if (c.req.method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Origin": origin,
        "Access-Control-Allow-Methods":
          "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
        "Access-Control-Allow-Headers":
          c.req.header("access-control-request-headers") ?? ALLOW_HEADERS,
        "Access-Control-Max-Age": "86400",
        Vary: "Origin",
      },
    });
  }
  await next();
  c.res.headers.set("Access-Control-Allow-Origin", origin);
  c.res.headers.set("Access-Control-Expose-Headers", EXPOSE_HEADERS);
  c.res.headers.append("Vary", "Origin");
};
