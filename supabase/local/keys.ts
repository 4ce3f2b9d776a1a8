import {
  errors,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTHeaderParameters,
  type JWTPayload,
} from "jose";

import {
  publishedJwk,
  type SigningKey,
  type SigningKeySet,
} from "./auth/signing-keys.ts";

/** Public, well-known values of the Supabase CLI's local stack; valid only against local data. */
export const DEMO_KEY_EXPIRY = 1983812996;
export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

export type ApiRole = "anon" | "authenticated" | "service_role";

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  aal?: string;
  session_id?: string;
}

export interface Identity {
  role: ApiRole;
  claims: Claims;
  /** The verified bearer JWT (after translating opaque keys), passed on to functions. */
  token: string;
}

export interface Keys {
  secret: Uint8Array;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  /** The keys of `[auth] signing_keys_path`; undefined when tokens are HS256 with the secret. */
  signingKeys: SigningKeySet | undefined;
  /** What GoTrue publishes at `/.well-known/jwks.json`: the public signing keys, never the secret. */
  jwks: { keys: JWK[] };
  /** HS256 with the JWT secret, as Storage signs its URLs. */
  sign(claims: Claims, expiresInSeconds?: number): Promise<string>;
  /** A session's access token, as GoTrue signs it: with the signing key (its alg, `kid`), else HS256. */
  signAccessToken(claims: Claims, expiresInSeconds: number): Promise<string>;
  /** Any token of the project: HS256 with the secret, or ES256/RS256 with a key of the set. */
  verify(token: string): Promise<Claims>;
  /** Only HS256 with the secret (Storage's signed URLs). */
  verifyWithSecret(token: string): Promise<Claims>;
  /** Resolves the caller of an HTTP request from its `Authorization` and `apikey` values. */
  resolve(
    authorization: string | null | undefined,
    apikey: string | null | undefined,
  ): Promise<Identity>;
}

/**
 * The caller of a request that carries no JWT at all, as PostgREST sees it: `db-anon-role`, with
 * claims `{"role": "anon"}`. The CLI's local gateway has no key-auth, so a request without an
 * `apikey` (and without Authorization) reaches the services this way.
 */
export const ANONYMOUS: Identity = {
  role: "anon",
  claims: { role: "anon" },
  token: "",
};

/** `unknown-key`: an asymmetric token whose `kid` names no key of the set. */
export type JwtProblem = "missing" | "expired" | "invalid" | "unknown-key";

/** The token of an `Authorization: Bearer …` header, trimmed; undefined without one. */
export function bearerToken(authorization: string | null | undefined) {
  return /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim();
}

export class JwtError extends Error {
  readonly problem: JwtProblem;
  constructor(problem: JwtProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

/** The algorithms the CLI starts GoTrue with (GOTRUE_JWT_VALID_METHODS). */
export const VALID_ALGORITHMS = ["HS256", "RS256", "ES256"];

/** The CLI makes its API keys with a signing key valid for ten years from the start. */
const ASYMMETRIC_API_KEY_LIFETIME = 10 * 365 * 24 * 3600;

export async function createKeys(
  jwtSecret: string,
  signingKeys?: SigningKeySet,
): Promise<Keys> {
  const secret = new TextEncoder().encode(jwtSecret);
  const signWith = (key: SigningKey | undefined, claims: Claims) => {
    const token = new SignJWT(claims);
    return key
      ? token
          .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: "JWT" })
          .sign(key.privateKey)
      : token.setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret);
  };
  // As the CLI: with signing keys the API keys are signed by the file's first key; otherwise they
  // are the well-known HS256 ones.
  const apiKeySigner = signingKeys?.apiKeySigner;
  const apiKeyExpiry = apiKeySigner
    ? Math.floor(Date.now() / 1000) + ASYMMETRIC_API_KEY_LIFETIME
    : DEMO_KEY_EXPIRY;
  const demoKey = (role: string) =>
    signWith(apiKeySigner, { iss: "supabase-demo", role, exp: apiKeyExpiry });
  const [anonKey, serviceRoleKey] = await Promise.all([
    demoKey("anon"),
    demoKey("service_role"),
  ]);

  // GoTrue's key lookup: a known `kid` names its key, HS256 falls back to the secret.
  const verificationKey = (header: JWTHeaderParameters) => {
    const byKid = signingKeys?.keys.find(
      (key) => header.kid !== undefined && key.kid === header.kid,
    );
    if (byKid) return byKid.publicKey;
    if (header.alg === "HS256") return secret;
    throw new errors.JWKSNoMatchingKey();
  };
  const verifyWith = async (
    token: string,
    key: typeof verificationKey,
    algorithms: string[],
  ): Promise<Claims> => {
    try {
      const { payload } = await jwtVerify<Claims>(token, key, { algorithms });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new JwtError("expired", "JWT expired");
      if (error instanceof errors.JWKSNoMatchingKey)
        throw new JwtError("unknown-key", "invalid JWT");
      throw new JwtError("invalid", "invalid JWT");
    }
  };
  const verify = (token: string) =>
    verifyWith(token, verificationKey, VALID_ALGORITHMS);

  // The CLI gateway's rule: opaque keys (and a missing Authorization) stand for the legacy JWT
  // of the same role; a real JWT in Authorization is used as it is.
  const opaqueToJwt = (
    value: string | null | undefined,
  ): string | undefined => {
    if (value === PUBLISHABLE_KEY) return anonKey;
    if (value === SECRET_KEY) return serviceRoleKey;
    return value ?? undefined;
  };

  return {
    secret,
    anonKey,
    serviceRoleKey,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
    signingKeys,
    jwks: { keys: (signingKeys?.keys ?? []).map(publishedJwk) },
    sign: (claims, expiresInSeconds = 3600) =>
      signWith(undefined, withLifetime(claims, expiresInSeconds)),
    signAccessToken: (claims, expiresInSeconds) =>
      signWith(
        signingKeys?.sessionSigner,
        withLifetime(claims, expiresInSeconds),
      ),
    verify,
    verifyWithSecret: (token) => verifyWith(token, () => secret, ["HS256"]),
    resolve: async (authorization, apikey) => {
      const bearer = bearerToken(authorization);
      const token =
        bearer && !bearer.startsWith("sb_")
          ? bearer
          : opaqueToJwt(apikey ?? bearer);
      if (!token) throw new JwtError("missing", "No API key found in request");
      if (token.startsWith("sb_"))
        throw new JwtError("invalid", "Invalid API key");
      const claims = await verify(token);
      const role = claims.role;
      if (
        role !== "anon" &&
        role !== "authenticated" &&
        role !== "service_role"
      ) {
        throw new JwtError("invalid", `role "${String(role)}" is not allowed`);
      }
      return { role, claims, token };
    },
  };
}

/** `iat` now and `exp` after the lifetime, in place so the claims keep their order. */
function withLifetime(claims: Claims, expiresInSeconds: number): Claims {
  const now = Math.floor(Date.now() / 1000);
  return { ...claims, iat: now, exp: now + expiresInSeconds };
}
