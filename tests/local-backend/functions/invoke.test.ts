import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { userClient } from "../storage/storage-support.ts";
import { runtime, serviceClient } from "../support.ts";

describe("functions: invoking a function through the relay", () => {
  it("forwards method, JSON body, path and the caller to the function", async () => {
    const { client, userId } = await userClient();
    const { data, error } = await client.functions.invoke("echo", {
      body: { ride: "VI to Ikeja", seats: 2 },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: "POST",
      path: "/echo",
      body: { ride: "VI to Ikeja", seats: 2 },
      contentType: "application/json",
      sub: userId,
      role: "authenticated",
    });
  });

  it("forwards sub-paths, query strings, other methods and text bodies", async () => {
    const { client } = await userClient();
    const get = await client.functions.invoke("echo/trips/42?expand=driver", {
      method: "GET",
    });
    expect(get.data).toMatchObject({
      method: "GET",
      path: "/echo/trips/42",
      query: { expand: "driver" },
      body: "",
    });
    const put = await client.functions.invoke("echo/notes", {
      method: "PUT",
      body: "plain words",
    });
    expect(put.data).toMatchObject({
      method: "PUT",
      path: "/echo/notes",
      body: "plain words",
    });
    expect(put.data.contentType).toMatch(/^text\/plain/);
  });

  it("injects the platform environment (SUPABASE_URL, keys) into Deno.env", async () => {
    const { client } = await userClient();
    const { data } = await client.functions.invoke("echo", { body: {} });
    expect(data.supabaseUrl).toBe(runtime().apiUrl);
    expect(data.anonKey).toBe(runtime().anonKey);
  });

  it("lets a function call back into the API with the caller’s token (bare package imports work)", async () => {
    const asService = await serviceClient().functions.invoke("echo/buckets", {
      method: "GET",
    });
    expect(asService.data.buckets).toContain("fixture-private");
    const { client } = await userClient();
    const asUser = await client.functions.invoke("echo/buckets", {
      method: "GET",
    });
    expect(asUser.data.buckets).toContain("fixture-public");
    expect(asUser.data.buckets).not.toContain("fixture-private");
  });

  it("maps an opaque publishable key to the anon JWT before verify_jwt, as the gateway does", async () => {
    const { apiUrl, publishableKey } = runtime();
    const client = createClient(apiUrl, publishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await client.functions.invoke("echo", {
      body: { hi: 1 },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ role: "anon", sub: null });
  });

  it("serves verify_jwt = false functions without any credentials", async () => {
    const res = await fetch(`${runtime().apiUrl}/functions/v1/public-echo`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      greeting: "hello",
      authorization: false,
      role: null,
    });
  });
});
