import type { Context } from "hono";
import { jwtVerify, type CryptoKey, type JWTHeaderParameters } from "jose";

import type { RuntimeContext } from "../context.ts";
import type { Queryable } from "../db/database.ts";
import { asCaller } from "../db/request-context.ts";
import { bearerToken, JwtError, type Identity } from "../keys.ts";
import { errors, fromDatabaseError, type StorageError } from "./errors.ts";

export interface Caller {
  identity: Identity;
  /** Runs SQL under the caller's role and claims; Postgres errors become Storage errors. */
  run<T>(
    fn: (tx: Queryable) => Promise<T>,
    duplicate?: () => StorageError,
  ): Promise<T>;
}

export async function resolveCaller(
  ctx: RuntimeContext,
  c: Context,
): Promise<Caller> {
  const identity = await resolveIdentity(
    ctx,
    c.req.header("authorization"),
    c.req.header("apikey"),
  );
  const request = {
    method: c.req.method,
    path: c.req.path,
    headers: c.req.header(),
  };
  return {
    identity,
    run: async (fn, duplicate) => {
      try {
        return await asCaller(ctx.db, identity, request, fn);
      } catch (error) {
        throw fromDatabaseError(error, duplicate);
      }
    },
  };
}

export async function resolveIdentity(
  ctx: RuntimeContext,
  authorization: string | undefined,
  apikey: string | undefined,
): Promise<Identity> {
  try {
    return await ctx.keys.resolve(authorization, apikey);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (error.message.startsWith("role ")) throw errors.invalidRole();
    if (error.message === "Invalid API key")
      throw errors.invalidJwt(error.message);
    throw errors.accessDenied(
      await verifierRefusal(ctx, bearerToken(authorization) ?? apikey),
    );
  }
}

/**
 * What Storage's JWT check (jose's `jwtVerify`, refused as AccessDenied) says of a token it cannot
 * take: `Invalid Compact JWS` for none or a malformed one, `signature verification failed`,
 * `"exp" claim timestamp check failed`, … asked of jose itself, so the words are its own.
 */
async function verifierRefusal(
  ctx: RuntimeContext,
  token: string | undefined,
): Promise<string> {
  try {
    await jwtVerify(token ?? "", (header) => storageKey(ctx, header), {
      algorithms: storageAlgorithms(ctx),
    });
    return "Invalid JWT";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const FAMILIES: Record<string, string[]> = {
  EC: ["ES256", "ES384", "ES512"],
  RSA: ["RS256", "RS384", "RS512"],
  oct: ["HS256", "HS384", "HS512"],
};

/**
 * Storage's accepted algorithms for the JWKS the CLI gives it: HS256, then each family of a key
 * it holds (the secret is one of them, as `oct`, only when no signing keys are configured).
 */
function storageAlgorithms(ctx: RuntimeContext): string[] {
  const signingKeys = ctx.keys.signingKeys?.keys;
  const kinds = signingKeys ? signingKeys.map((key) => key.jwk.kty) : ["oct"];
  return [
    ...new Set([
      "HS256",
      ...kinds.flatMap((kind) => FAMILIES[kind ?? ""] ?? []),
    ]),
  ];
}

/**
 * Storage's key for a token: HS256 is checked with the secret; an asymmetric token with the key
 * of the same `kid`, type and algorithm, and with the secret's bytes when none matches (so jose
 * refuses it in its own words).
 */
function storageKey(
  ctx: RuntimeContext,
  header: JWTHeaderParameters,
): CryptoKey | Uint8Array {
  const match = ctx.keys.signingKeys?.keys.find(
    (key) =>
      ((!key.kid && !header.kid) || key.kid === header.kid) &&
      FAMILIES[key.jwk.kty ?? ""]?.includes(header.alg ?? "") &&
      key.alg === header.alg,
  );
  return match ? match.publicKey : ctx.keys.secret;
}

/** `owner` is a uuid column, `owner_id` the raw JWT subject. */
export function ownerOf(subject: unknown): {
  owner: string | null;
  ownerId: string | null;
} {
  const sub = typeof subject === "string" && subject !== "" ? subject : null;
  const isUuid =
    sub !== null &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, ownerId: sub };
}
