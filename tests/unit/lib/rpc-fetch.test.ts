import { afterEach, describe, expect, it, vi } from "vitest";

import { env } from "@/config/env";
import { PREFETCH_GLOBAL, prefetchKey } from "@/lib/anon-rpc-prefetch";
import { callAnonRpc, callRpcWithToken } from "@/lib/rpc-fetch";

const ARGS = { p_reference: "EKO-RIDE01", p_token: "0123456789abcdef" };
const BODY = JSON.stringify(ARGS);
const options = { failureMessage: "The ride could not be read" };

type Holder = Record<string, unknown>;
const holder = globalThis as Holder;

function answer(body: unknown, status = 200) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (..._args: [string, RequestInit]) => response());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete holder[PREFETCH_GLOBAL];
});

describe("callAnonRpc", () => {
  it("posts the arguments to the RPC as a visitor and answers the body", async () => {
    const fetch = stubFetch(() => answer({ reference: "EKO-RIDE01" }));
    const signal = new AbortController().signal;
    await expect(
      callAnonRpc("ride_status", ARGS, { ...options, signal }),
    ).resolves.toEqual({ reference: "EKO-RIDE01" });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${env.supabaseUrl}/rest/v1/rpc/ride_status`);
    expect(init).toEqual({
      method: "POST",
      headers: {
        apikey: env.supabaseAnonKey,
        Authorization: `Bearer ${env.supabaseAnonKey}`,
        "Content-Type": "application/json",
        Accept: "application/json",
      },
      body: BODY,
      signal,
    });
  });

  it("throws a refusal as PostgREST describes it, with the HTTP status", async () => {
    stubFetch(() =>
      answer(
        { code: "PT404", message: "Ride not found", details: null, hint: null },
        404,
      ),
    );
    const error = await callAnonRpc("ride_status", ARGS, options).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      message: "Ride not found",
      code: "PT404",
      details: null,
      hint: null,
      status: 404,
    });
  });

  it("says what could not be done, with the status, when the answer is not PostgREST's", async () => {
    stubFetch(() => answer("<html>Bad gateway</html>", 502));
    await expect(
      callAnonRpc("ride_status", ARGS, options),
    ).rejects.toMatchObject({
      message: "The ride could not be read (502).",
      code: undefined,
      status: 502,
    });
  });

  it("takes the preload script's request for the same call, once", async () => {
    const fetch = stubFetch(() => answer({ from: "network" }));
    holder[PREFETCH_GLOBAL] = {
      key: prefetchKey("ride_status", BODY),
      response: Promise.resolve(answer({ from: "preload" })),
    };
    await expect(callAnonRpc("ride_status", ARGS, options)).resolves.toEqual({
      from: "preload",
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(PREFETCH_GLOBAL in holder).toBe(false);
    await expect(callAnonRpc("ride_status", ARGS, options)).resolves.toEqual({
      from: "network",
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("leaves a preloaded request for another call alone", async () => {
    const fetch = stubFetch(() => answer({ from: "network" }));
    const other = {
      key: prefetchKey(
        "ride_status",
        JSON.stringify({ ...ARGS, p_token: "x" }),
      ),
      response: Promise.resolve(answer({ from: "preload" })),
    };
    holder[PREFETCH_GLOBAL] = other;
    await expect(callAnonRpc("ride_status", ARGS, options)).resolves.toEqual({
      from: "network",
    });
    expect(fetch).toHaveBeenCalledOnce();
    expect(holder[PREFETCH_GLOBAL]).toBe(other);
  });
});

describe("callRpcWithToken", () => {
  const RANGE = { p_from: "2026-10-01", p_to: "2026-10-31" };

  it("posts as the signed-in user: the access token is the bearer, the anon key the apikey", async () => {
    const fetch = stubFetch(() => answer([{ id: "r1" }]));
    await expect(
      callRpcWithToken("user.access.token", "owner_reports", RANGE, options),
    ).resolves.toEqual([{ id: "r1" }]);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${env.supabaseUrl}/rest/v1/rpc/owner_reports`);
    expect(init).toMatchObject({
      method: "POST",
      headers: {
        apikey: env.supabaseAnonKey,
        Authorization: "Bearer user.access.token",
      },
      body: JSON.stringify(RANGE),
    });
  });

  it("never takes a visitor's preloaded answer, and throws a refusal with its status", async () => {
    holder[PREFETCH_GLOBAL] = {
      key: prefetchKey("owner_reports", JSON.stringify(RANGE)),
      response: Promise.resolve(answer({ from: "preload" })),
    };
    stubFetch(() => answer({ code: "PGRST301", message: "JWT expired" }, 401));
    await expect(
      callRpcWithToken("user.access.token", "owner_reports", RANGE, options),
    ).rejects.toMatchObject({
      message: "JWT expired",
      code: "PGRST301",
      status: 401,
    });
    expect(PREFETCH_GLOBAL in holder).toBe(true);
  });
});
