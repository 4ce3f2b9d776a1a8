export type AppRole = "admin" | "owner" | "driver" | "customer";

export interface StoredSession {
  accessToken: string;
  userId: string | null;
  email: string | null;
  role: AppRole;
  /** Present (true) only while a verified second factor is owed: the session is still aal1. */
  needsCode?: true;
}

type Claims = Record<string, unknown>;

export function isRecord(value: unknown): value is Claims {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The key supabase-js persists its session under: `sb-<first label of the API host>-auth-token`. */
export function authStorageKey(supabaseUrl: string): string {
  const [projectRef] = new URL(supabaseUrl).hostname.split(".");
  return `sb-${projectRef}-auth-token`;
}

export function decodeJwtPayload(token: string): Claims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRecord(claims) ? claims : null;
  } catch {
    // A token that is not a JWT is treated like no token at all.
    return null;
  }
}

/**
 * How long a token supabase-js stored must still be good for to be taken at its word, before
 * supabase-js itself has loaded (and would refresh it).
 */
export const STORED_TOKEN_MARGIN_S = 60;

/** Whether the token is still good `seconds` from now (an unreadable one never is). */
export function tokenGoodFor(accessToken: string, seconds: number): boolean {
  const expiry = decodeJwtPayload(accessToken)?.exp;
  return typeof expiry === "number" && expiry - seconds > Date.now() / 1000;
}

/** The role lives in `app_metadata`, which only the service role can write; never `user_metadata`. */
export function roleFromClaims(claims: Claims): AppRole {
  const role = isRecord(claims.app_metadata)
    ? claims.app_metadata.role
    : undefined;
  return role === "admin" || role === "owner" || role === "driver"
    ? role
    : "customer";
}

export function roleFromAccessToken(accessToken: string): AppRole {
  const claims = decodeJwtPayload(accessToken);
  return claims ? roleFromClaims(claims) : "customer";
}

interface FactorLike {
  status?: unknown;
}

/**
 * True when the user has a verified factor but the token is not yet aal2: the sign-in stopped
 * after the password. supabase-js keeps the user's factors beside the token it stored.
 */
export function owesSecondFactor(
  accessToken: string,
  factors: readonly FactorLike[] | null | undefined,
): boolean {
  const verified = (factors ?? []).some((f) => f.status === "verified");
  return verified && decodeJwtPayload(accessToken)?.aal !== "aal2";
}

/** Reads the raw value supabase-js stored; anything unreadable counts as signed out. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.access_token !== "string") return null;
  const claims = decodeJwtPayload(value.access_token);
  if (!claims) return null;
  const factors =
    isRecord(value.user) && Array.isArray(value.user.factors)
      ? (value.user.factors as FactorLike[])
      : [];
  return {
    accessToken: value.access_token,
    userId: typeof claims.sub === "string" ? claims.sub : null,
    email: typeof claims.email === "string" ? claims.email : null,
    role: roleFromClaims(claims),
    ...(owesSecondFactor(value.access_token, factors)
      ? { needsCode: true as const }
      : {}),
  };
}
