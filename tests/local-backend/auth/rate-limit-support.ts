import { createClient } from "@supabase/supabase-js";
import { expect } from "vitest";

import type { Runtime } from "../../../supabase/local/index.ts";
import { requestFrom, type PeerResponse } from "../peer-request.ts";

export const noSession = {
  auth: { persistSession: false, autoRefreshToken: false },
};

/** A request to `runtime`'s auth API as auth-js sends it, from `address`. */
export function authRequestTo(
  runtime: Runtime,
  address: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<PeerResponse> {
  return requestFrom(address, `${runtime.apiUrl}/auth/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      apikey: runtime.anonKey,
      authorization: `Bearer ${runtime.anonKey}`,
      "content-type": "application/json;charset=UTF-8",
      "x-supabase-api-version": "2024-01-01",
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const outcome = (response: PeerResponse) => ({
  status: response.status,
  code: (JSON.parse(response.body || "{}") as { code?: string }).code,
});

export async function createUserIn(
  runtime: Runtime,
  email: string,
  password: string,
) {
  const admin = createClient(runtime.apiUrl, runtime.serviceRoleKey, noSession);
  const { error } = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
}

/**
 * GoTrue's token bucket, spent one request at a time until it refuses: the first 30 pass, then
 * no more than what refilled at `perFiveMinutes` while the requests ran; refusals are its 429.
 */
export async function spendUntilRefused(
  send: () => Promise<{ status: number; code?: string }>,
  perFiveMinutes: number,
) {
  const started = performance.now();
  const answers: { status: number; code?: string }[] = [];
  while (answers.length < 60 && answers.at(-1)?.status !== 429)
    answers.push(await send());
  const elapsed = (performance.now() - started) / 1000;
  expect(answers.at(-1)).toEqual({
    status: 429,
    code: "over_request_rate_limit",
  });
  expect(answers.length).toBeGreaterThan(30);
  expect(answers.length - 1).toBeLessThanOrEqual(
    30 + Math.floor((elapsed * perFiveMinutes) / 300),
  );
  return answers.slice(0, -1);
}
