import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";

import { runtime } from "../support.ts";

describe("runtime keys", () => {
  it("serves the CLI well-known demo keys, signed with the default local secret", () => {
    const { anonKey, serviceRoleKey } = runtime();
    expect(anonKey).toBe(
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
    );
    expect(decodeJwt(serviceRoleKey)).toEqual({
      iss: "supabase-demo",
      role: "service_role",
      exp: 1983812996,
    });
  });

  it("answers on 127.0.0.1 with CORS for browser origins", async () => {
    const { apiUrl } = runtime();
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const preflight = await fetch(`${apiUrl}/rest/v1/anything`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, prefer",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(
      "http://127.0.0.1:5173",
    );
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "prefer",
    );
  });
});
