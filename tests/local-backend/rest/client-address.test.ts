import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { requestFrom } from "../peer-request.ts";
import { anonClient, runtime } from "../support.ts";

// The gateway appends the connecting peer to X-Forwarded-For and sets X-Real-IP to it, as the
// CLI's Kong does; SQL sees both in current_setting('request.headers').
describe("the client address in request.headers", () => {
  it("reaches RPCs and selects as the gateway passes it", async () => {
    const db = anonClient();
    const seen = { x_forwarded_for: "127.0.0.1", x_real_ip: "127.0.0.1" };
    expect(await db.rpc("request_client")).toMatchObject({
      data: seen,
      error: null,
    });
    expect(await db.rpc("request_client", {}, { get: true })).toMatchObject({
      data: seen,
    });
    expect(
      await db.from("request_client_seen").select("*").single(),
    ).toMatchObject({ data: seen, error: null });
  });

  it("keeps what the client sent first and appends the address it connected from", async () => {
    const { apiUrl, anonKey } = runtime();
    const spoofing = createClient(apiUrl, anonKey, {
      auth: { persistSession: false },
      global: { headers: { "X-Forwarded-For": "203.0.113.7" } },
    });
    expect((await spoofing.rpc("request_client")).data).toEqual({
      x_forwarded_for: "203.0.113.7, 127.0.0.1",
      x_real_ip: "127.0.0.1",
    });
  });

  it("names the connecting address, whichever it is", async () => {
    const { apiUrl, anonKey } = runtime();
    const response = await requestFrom(
      "127.0.0.2",
      `${apiUrl}/rest/v1/rpc/request_client`,
      {
        method: "POST",
        headers: {
          apikey: anonKey,
          "content-type": "application/json",
          "x-real-ip": "198.51.100.1",
        },
        body: "{}",
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      x_forwarded_for: "127.0.0.2",
      x_real_ip: "127.0.0.2",
    });
  });

  // request.headers is set per transaction; on PostgreSQL the pool must not hand one request's
  // address to another's statements.
  it("belongs to its own request, even when requests from many addresses overlap", async () => {
    const { apiUrl, anonKey } = runtime();
    const addresses = Array.from({ length: 12 }, (_, i) => `127.0.1.${i + 1}`);
    const seen = await Promise.all(
      addresses.map(async (address) => {
        const response = await requestFrom(
          address,
          `${apiUrl}/rest/v1/request_client_seen?select=*`,
          { headers: { apikey: anonKey, "x-forwarded-for": "10.0.0.1" } },
        );
        return JSON.parse(response.body) as unknown;
      }),
    );
    expect(seen).toEqual(
      addresses.map((address) => [
        { x_forwarded_for: `10.0.0.1, ${address}`, x_real_ip: address },
      ]),
    );
  });
});

// Kong trusts no client as a proxy, so it sets the other X-Forwarded-* headers itself: the scheme,
// the Host without its port, the port it listens on and the path asked for.
describe("the gateway's other X-Forwarded-* headers", () => {
  it("reach SQL as the gateway's own values", async () => {
    const { apiUrl } = runtime();
    const { data, error } = await anonClient().rpc("gw_forwarded");
    expect(error).toBeNull();
    expect(data).toEqual({
      proto: "http",
      host: "127.0.0.1",
      port: new URL(apiUrl).port,
      path: "/rest/v1/rpc/gw_forwarded",
    });
  });

  it("replace whatever the client sent in them", async () => {
    const { apiUrl, anonKey } = runtime();
    const response = await requestFrom(
      "127.0.0.3",
      `${apiUrl}/rest/v1/rpc/gw_forwarded`,
      {
        method: "POST",
        headers: {
          apikey: anonKey,
          "content-type": "application/json",
          host: "bookings.example:8443",
          "x-forwarded-proto": "https",
          "x-forwarded-host": "spoofed.example",
          "x-forwarded-port": "443",
          "x-forwarded-path": "/elsewhere",
        },
        body: "{}",
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      proto: "http",
      host: "bookings.example",
      port: new URL(apiUrl).port,
      path: "/rest/v1/rpc/gw_forwarded",
    });
  });
});
