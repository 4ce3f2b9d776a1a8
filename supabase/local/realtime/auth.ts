import { decodeJwt } from "jose";

import type { RuntimeContext } from "../context.ts";
import { JwtError, type Identity } from "../keys.ts";

export type Verified =
  | { ok: true; identity: Identity; expiresAt: number }
  | { ok: false; reason: string };

/**
 * Resolves a channel's credentials the way hosted Realtime does: the socket's `apikey` must be
 * valid, then the channel's access token decides the role and claims (an opaque `sb_` token or a
 * missing one stands for the apikey itself). Failures carry Realtime's "Code: message" reasons.
 */
export async function verifyChannelToken(
  ctx: RuntimeContext,
  apikey: string | null,
  accessToken: string | null | undefined,
): Promise<Verified> {
  const key = await resolve(ctx, null, apikey);
  if (!key.ok) return key;
  if (!accessToken || accessToken.startsWith("sb_")) return key;
  return resolve(ctx, `Bearer ${accessToken}`, apikey);
}

async function resolve(
  ctx: RuntimeContext,
  authorization: string | null,
  apikey: string | null,
): Promise<Verified> {
  const token = authorization?.slice("Bearer ".length) ?? apikey ?? "";
  try {
    const identity = await ctx.keys.resolve(authorization, apikey);
    const exp = identity.claims.exp;
    if (typeof exp !== "number" || typeof identity.claims.role !== "string") {
      return {
        ok: false,
        reason: "InvalidJWTToken: Fields `role` and `exp` are required in JWT",
      };
    }
    return { ok: true, identity, expiresAt: exp * 1000 };
  } catch (error) {
    return { ok: false, reason: reasonFor(error, token) };
  }
}

export function reasonFor(error: unknown, token: string): string {
  if (!(error instanceof JwtError))
    return `Unauthorized: ${error instanceof Error ? error.message : String(error)}`;
  if (error.problem === "missing") return "Unauthorized: API key is required";
  if (error.problem === "expired") {
    const exp = safeDecode(token)?.exp ?? 0;
    return `InvalidJWTToken: Token has expired ${Math.max(0, Math.floor(Date.now() / 1000 - exp))} seconds ago`;
  }
  if (token.startsWith("sb_")) return "Unauthorized: Invalid API key";
  const claims = safeDecode(token);
  if (!claims) return "MalformedJWT: The token provided is not a valid JWT";
  if (error.message.startsWith("role")) return `Unauthorized: ${error.message}`;
  return "JwtSignatureError: Failed to validate JWT signature";
}

function safeDecode(token: string) {
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}
