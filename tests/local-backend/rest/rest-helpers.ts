import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { expect } from "vitest";

import { runtime, serviceClient } from "../support.ts";

const LOCAL_JWT_SECRET = new TextEncoder().encode(
  "super-secret-jwt-token-with-at-least-32-characters-long",
);

/** A user access token as GoTrue would mint it, without needing the auth API. */
export async function userToken(
  sub: string = randomUUID(),
  expiresIn = 3600,
): Promise<string> {
  return new SignJWT({
    sub,
    role: "authenticated",
    aud: "authenticated",
    email: `${sub}@example.test`,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(LOCAL_JWT_SECRET);
}

/** A supabase-js client acting as a signed-in user (the bearer token is the user's JWT). */
export async function userClient(
  sub: string = randomUUID(),
): Promise<{ client: SupabaseClient; sub: string }> {
  const { apiUrl, anonKey } = runtime();
  const token = await userToken(sub);
  const client = createClient(apiUrl, anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { client, sub };
}

/** Raw HTTP against /rest/v1 with the anon key, for headers and statuses the client hides. */
export async function rest(
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<Response> {
  const { apiUrl, anonKey } = runtime();
  const key = init.key ?? anonKey;
  const headers = new Headers(init.headers);
  if (!headers.has("apikey")) headers.set("apikey", key);
  if (!headers.has("authorization"))
    headers.set("authorization", `Bearer ${key}`);
  if (init.body !== undefined && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  return fetch(`${apiUrl}/rest/v1/${path}`, { ...init, headers });
}

/** A suffix that keeps rows of different test runs apart on a shared database. */
export const unique = (prefix: string) =>
  `${prefix}-${randomUUID().slice(0, 8)}`;

/** Waits until the runtime has reloaded its config and answers aggregates as `enabled` says. */
export async function setAggregates(enabled: boolean): Promise<void> {
  const { error } = await serviceClient().rpc("agg_set_aggregates", {
    enabled,
  });
  expect(error).toBeNull();
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await rest("agg_orders?select=count()");
    await res.body?.cancel();
    if ((res.status === 200) === enabled) return;
    if (Date.now() > deadline)
      throw new Error(`aggregates still ${enabled ? "off" : "on"}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
