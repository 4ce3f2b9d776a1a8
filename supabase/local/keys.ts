import { errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

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
  sign(claims: Claims, expiresInSeconds?: number): Promise<string>;
  verify(token: string): Promise<Claims>;
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

export type JwtProblem = "missing" | "expired" | "invalid";

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

export async function createKeys(jwtSecret: string): Promise<Keys> {
  const secret = new TextEncoder().encode(jwtSecret);
  const demoKey = (role: string) =>
    new SignJWT({ iss: "supabase-demo", role })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(DEMO_KEY_EXPIRY)
      .sign(secret);
  const [anonKey, serviceRoleKey] = await Promise.all([
    demoKey("anon"),
    demoKey("service_role"),
  ]);

  const verify = async (token: string): Promise<Claims> => {
    try {
      const { payload } = await jwtVerify<Claims>(token, secret, {
        algorithms: ["HS256"],
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new JwtError("expired", "JWT expired");
      throw new JwtError("invalid", "invalid JWT");
    }
  };

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
    sign: (claims, expiresInSeconds = 3600) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(secret),
    verify,
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
