import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join(
    "",
  );
  return btoa(binary)
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** An unsigned JWT with the claims supabase-js would hold; the app only reads, never verifies. */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: "HS256", typ: "JWT" })}.${base64Url(claims)}.signature`;
}

export function fakeStoredSession(role?: "admin" | "owner"): string {
  const claims = {
    sub: "00000000-0000-4000-8000-000000000001",
    email: "ada@example.ng",
    role: "authenticated",
    app_metadata: role ? { provider: "email", role } : { provider: "email" },
  };
  return JSON.stringify({
    access_token: fakeAccessToken(claims),
    refresh_token: "refresh-token",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user: {
      id: claims.sub,
      email: claims.email,
      app_metadata: claims.app_metadata,
    },
  });
}

export function storeSession(role?: "admin" | "owner"): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, fakeStoredSession(role));
}

/** What another tab signing in or out looks like to this one. */
export function dispatchStorageEvent(): void {
  window.dispatchEvent(new StorageEvent("storage", { key: AUTH_STORAGE_KEY }));
}
