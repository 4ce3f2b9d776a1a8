import { bearerToken, type Keys } from "../keys.ts";

export type RelayAuth =
  | { ok: true; authorization: string | undefined }
  | { ok: false; message: string };

/**
 * The gateway in front of edge functions: a missing or opaque (`sb_…`) bearer is replaced by the
 * JWT of the apikey's role (or the apikey itself), then, for `verify_jwt` functions, the bearer
 * must be a JWT signed with the project secret and unexpired. The role is not checked.
 */
export async function relayAuth(
  keys: Keys,
  headers: Headers,
  verifyJwt: boolean,
): Promise<RelayAuth> {
  const original = headers.get("authorization") ?? undefined;
  const apikey = headers.get("apikey") ?? undefined;
  const bearer = bearerToken(original);
  let authorization = original;
  if (!original || bearer?.startsWith("sb_")) {
    const mapped =
      apikey === keys.publishableKey
        ? keys.anonKey
        : apikey === keys.secretKey
          ? keys.serviceRoleKey
          : apikey;
    if (mapped) authorization = `Bearer ${mapped}`;
  }
  if (!verifyJwt) return { ok: true, authorization };

  if (!authorization)
    return { ok: false, message: "Error: Missing authorization header" };
  const token = /^Bearer (.+)$/.exec(authorization)?.[1];
  if (!token)
    return { ok: false, message: "Error: Auth header is not 'Bearer {token}'" };
  try {
    await keys.verify(token);
  } catch {
    return { ok: false, message: "Invalid JWT" };
  }
  return { ok: true, authorization };
}
