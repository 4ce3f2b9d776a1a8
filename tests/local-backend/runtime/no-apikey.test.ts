import { describe, expect, it } from "vitest";

import { runtime } from "../support.ts";

/**
 * The Supabase CLI's local gateway (Kong, `supabase start`) has no key-auth plugin: it only adds an
 * Authorization header derived from `apikey` when the client sent one. A request with neither
 * header therefore reaches each service as it is, and the service answers it as it would any
 * request without a JWT. (Hosted projects differ: their gateway answers 401 "No API key found in
 * request" before any service sees the request.)
 */
const bare = (path: string, init: RequestInit = {}) =>
  fetch(`${runtime().apiUrl}${path}`, init);

describe("requests without an apikey, as the CLI's gateway passes them on", () => {
  it("/rest/v1 serves them as PostgREST's anonymous role", async () => {
    const rows = await bare("/rest/v1/mu_places?select=id,name&order=id");
    expect(rows.status).toBe(200);
    expect(await rows.json()).toEqual([
      { id: 1, name: "Ikoyi" },
      { id: 2, name: "Lekki" },
    ]);
    const whoami = await bare("/rest/v1/rpc/rest_whoami", { method: "POST" });
    expect(whoami.status).toBe(200);
    expect(await whoami.json()).toMatchObject({ role: "anon" });
  });

  it("/rest/v1 refuses what anon may not do with PostgREST's 401 for anonymous callers", async () => {
    const res = await bare("/rest/v1/mu_places", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: 3, name: "Yaba" }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(await res.json()).toEqual({
      code: "42501",
      details: null,
      hint: null,
      message: "permission denied for table mu_places",
    });
  });

  it("/auth/v1 answers its open endpoints: GoTrue never reads the apikey", async () => {
    const settings = await bare("/auth/v1/settings");
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ disable_signup: false });
    const health = await bare("/auth/v1/health");
    expect(health.status).toBe(200);
  });

  it("/auth/v1 asks for a bearer token where GoTrue needs one", async () => {
    for (const path of ["/auth/v1/user", "/auth/v1/admin/users"]) {
      const res = await bare(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        code: 401,
        error_code: "no_authorization",
        msg: "This endpoint requires a valid Bearer token",
      });
    }
  });

  it("/functions/v1 runs functions without verify_jwt and refuses the others as the edge runtime does", async () => {
    const open = await bare("/functions/v1/public-echo", {
      method: "POST",
      body: "{}",
    });
    expect(open.status).toBe(200);
    await open.arrayBuffer();
    const guarded = await bare("/functions/v1/echo", {
      method: "POST",
      body: "{}",
    });
    expect(guarded.status).toBe(401);
    expect(await guarded.json()).toEqual({
      msg: "Error: Missing authorization header",
    });
  });

  it("/storage/v1 and /realtime/v1 answer with the service's own refusal, not a gateway's", async () => {
    const storage = await bare("/storage/v1/bucket");
    expect(storage.status).toBe(400);
    // Storage's JWT check on an empty token (storage/buckets.test.ts has the other refusals).
    expect(await storage.json()).toMatchObject({
      statusCode: "403",
      code: "AccessDenied",
      message: "Invalid Compact JWS",
    });
    const realtime = await bare("/realtime/v1/api/broadcast", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [] }),
    });
    expect(realtime.status).toBe(401);
    expect(await realtime.json()).not.toEqual({
      message: "No API key found in request",
    });
  });
});
