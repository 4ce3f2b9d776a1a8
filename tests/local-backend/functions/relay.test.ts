import { FunctionsHttpError, FunctionsRelayError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { mintUserToken, userClient } from "../storage/storage-support.ts";
import { runtime } from "../support.ts";

const fnUrl = (path: string) => `${runtime().apiUrl}/functions/v1/${path}`;

describe("functions: the relay in front of handlers", () => {
  it("refuses verify_jwt functions without a valid JWT with 401 {msg}", async () => {
    const missing = await fetch(fnUrl("echo"), { method: "POST" });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      msg: "Error: Missing authorization header",
    });

    const garbled = await fetch(fnUrl("echo"), {
      method: "POST",
      headers: { Authorization: "Bearer not-a-jwt" },
    });
    expect(garbled.status).toBe(401);
    expect(await garbled.json()).toEqual({ msg: "Invalid JWT" });

    const expired = await mintUserToken(
      "00000000-0000-4000-8000-000000000002",
      -60,
    );
    const res = await fetch(fnUrl("echo"), {
      method: "POST",
      headers: { Authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get("x-relay-error")).toBeNull();
  });

  it("passes CORS preflight to the function, which answers it", async () => {
    const res = await fetch(fnUrl("echo"), {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:5173",
        "Access-Control-Request-Method": "POST",
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-answered-by")).toBe("echo");
    expect(res.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type",
    );
    expect(await res.text()).toBe("ok");
  });

  it("answers an unknown function with 404 and no relay-error flag", async () => {
    const res = await fetch(fnUrl("no-such-function"), { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-relay-error")).toBeNull();
    expect(await res.text()).toBe("Function not found");

    const { client } = await userClient();
    const { error } = await client.functions.invoke("no-such-function");
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error).not.toBeInstanceOf(FunctionsRelayError);
  });

  it("turns a throwing handler into a 500 and keeps serving", async () => {
    const { client } = await userClient();
    const boom = await client.functions.invoke("echo/boom", { body: {} });
    expect(boom.error).toBeInstanceOf(FunctionsHttpError);
    expect((boom.error as FunctionsHttpError).context.status).toBe(500);

    const publicBoom = await fetch(fnUrl("public-echo/boom"), {
      method: "POST",
    });
    expect(publicBoom.status).toBe(500);
    expect(await publicBoom.text()).toBe("public-echo failed");

    const after = await client.functions.invoke("echo", {
      body: { again: true },
    });
    expect(after.data).toMatchObject({ body: { again: true } });
  });

  it("reports a function that never calls Deno.serve as a boot error", async () => {
    const { token } = await userClient();
    const res = await fetch(fnUrl("no-serve"), {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: "BOOT_ERROR",
      message: "Worker failed to boot (please check logs)",
    });
  });
});
