import { JwtError, type Claims } from "../keys.ts";
import type { StorageDeps } from "./deps.ts";
import { errors } from "./errors.ts";

/** Signed upload URLs live two hours, as in the Storage API's default. */
export const UPLOAD_URL_TTL = 7200;

interface UrlClaims extends Claims {
  url?: string;
  owner?: string;
  upsert?: boolean;
}

export function signDownloadToken(
  deps: StorageDeps,
  url: string,
  expiresIn: number,
): Promise<string> {
  return deps.ctx.keys.sign({ url }, expiresIn);
}

export function signUploadToken(
  deps: StorageDeps,
  url: string,
  owner: string | undefined,
  upsert: boolean,
) {
  return deps.ctx.keys.sign({ url, owner, upsert }, UPLOAD_URL_TTL);
}

/** A signed URL's token must verify, be unexpired and name exactly the requested object. */
export async function verifyUrlToken(
  deps: StorageDeps,
  token: string | undefined,
  url: string,
): Promise<UrlClaims> {
  if (!token) throw errors.invalidSignature("Missing token");
  let claims: UrlClaims;
  try {
    // Storage signs and checks its URLs with the JWT secret alone, whatever signs sessions.
    claims = (await deps.ctx.keys.verifyWithSecret(token)) as UrlClaims;
  } catch (error) {
    if (error instanceof JwtError && error.problem === "expired")
      throw errors.invalidJwt("jwt expired");
    throw errors.invalidJwt("invalid signature");
  }
  if (claims.url !== url)
    throw errors.invalidSignature("The url do not match the signature");
  return claims;
}

export async function verifyUploadToken(
  deps: StorageDeps,
  token: string | undefined,
  url: string,
) {
  const claims = await verifyUrlToken(deps, token, url);
  return { owner: claims.owner, upsert: claims.upsert === true };
}
