import type { SupabaseClient } from "@supabase/supabase-js";
import { SignJWT } from "jose";

import { signedInClient } from "../support.ts";

const LOCAL_JWT_SECRET = new TextEncoder().encode(
  "super-secret-jwt-token-with-at-least-32-characters-long",
);

/** An access token as the auth server would issue it, for a user that needs no auth.users row. */
export async function mintUserToken(
  userId: string,
  expiresInSeconds = 3600,
): Promise<string> {
  return new SignJWT({
    sub: userId,
    role: "authenticated",
    aud: "authenticated",
    email: `${userId}@example.test`,
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(LOCAL_JWT_SECRET);
}

/** A browser-like client (anon key) signed in as a fresh confirmed user, with its access token. */
export async function userClient(): Promise<{
  client: SupabaseClient;
  userId: string;
  token: string;
}> {
  const { client, userId } = await signedInClient();
  const { data } = await client.auth.getSession();
  return { client, userId, token: data.session?.access_token ?? "" };
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The error fields storage-js exposes: HTTP status, logical statusCode, code, message. */
export function storageError(error: unknown) {
  const e = error as { status?: number; statusCode?: string; message?: string };
  return { status: e.status, statusCode: e.statusCode, message: e.message };
}
