import { readFile } from "node:fs/promises";
import { importJWK, type CryptoKey, type JWK } from "jose";

/** The algorithms `supabase gen signing-key` makes and the CLI can sign its API keys with. */
export type SigningAlgorithm = "ES256" | "RS256";

/** One key of `[auth] signing_keys_path`, imported for signing and verifying. */
export interface SigningKey {
  /** The key as the file holds it, private parts included. */
  jwk: JWK;
  kid: string | undefined;
  alg: SigningAlgorithm;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export interface SigningKeySet {
  /** Every key of the file, in its order; all of them verify. */
  keys: SigningKey[];
  /** GoTrue's signing key: the one key whose `key_ops` has `sign`. */
  sessionSigner: SigningKey;
  /** The CLI signs the anon and service_role keys with the file's first key. */
  apiKeySigner: SigningKey;
}

/**
 * Reads a `signing_keys.json` (a JSON array of private JWKs, as `supabase gen signing-key`
 * writes it). Failures stop the start with the CLI's and GoTrue's words: `failed to read signing
 * keys`, `failed to decode signing keys`, `unsupported algorithm`, and GoTrue's rule that exactly
 * one key may sign (`no signing key detected`, `multiple signing keys detected, …`).
 * An empty array is no keys at all: tokens stay HS256, as the CLI then starts GoTrue.
 */
export async function loadSigningKeys(
  path: string,
): Promise<SigningKeySet | undefined> {
  const text = await readFile(path, "utf8").catch((error: unknown) => {
    throw new Error(`failed to read signing keys: ${String(error)}`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`failed to decode signing keys: ${String(error)}`);
  }
  if (!Array.isArray(parsed) || parsed.some((key) => !isObject(key)))
    throw new Error(
      "failed to decode signing keys: expected a JSON array of JWK objects",
    );
  if (parsed.length === 0) return undefined;
  const keys = await Promise.all((parsed as JWK[]).map(importSigningKey));
  const signers = keys.filter((key) => key.jwk.key_ops?.includes("sign"));
  if (signers.length === 0) throw new Error("no signing key detected");
  if (signers.length > 1)
    throw new Error(
      "multiple signing keys detected, only 1 signing key is supported",
    );
  return { keys, sessionSigner: signers[0]!, apiKeySigner: keys[0]! };
}

async function importSigningKey(jwk: JWK): Promise<SigningKey> {
  const alg = jwk.alg;
  if (!isSigningAlgorithm(alg))
    throw new Error(`unsupported algorithm: ${String(alg)}`);
  if (!jwk.d)
    throw new Error(`signing key ${jwk.kid ?? ""} has no private part`);
  // key_ops and ext describe the file's key, not how WebCrypto may use it: import without them.
  const publicPart =
    jwk.kty === "EC"
      ? { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }
      : { kty: jwk.kty, n: jwk.n, e: jwk.e };
  const [privateKey, publicKey] = await Promise.all([
    importJWK({ ...jwk, key_ops: undefined, ext: undefined }, alg),
    importJWK(publicPart, alg),
  ]);
  return {
    jwk,
    kid: jwk.kid,
    alg,
    privateKey: privateKey as CryptoKey,
    publicKey: publicKey as CryptoKey,
  };
}

/**
 * A key as GoTrue's `/.well-known/jwks.json` publishes it: the public part, `use` "sig",
 * `key_ops` ["verify"], with the file's other members (`kid`, `alg`, `ext`), members sorted by
 * name as its JWK library writes them.
 */
export function publishedJwk(key: SigningKey): JWK {
  const { jwk } = key;
  const members: Record<string, unknown> = {
    alg: jwk.alg,
    ext: jwk.ext,
    key_ops: ["verify"],
    kid: jwk.kid,
    kty: jwk.kty,
    use: "sig",
    ...(jwk.kty === "EC"
      ? { crv: jwk.crv, x: jwk.x, y: jwk.y }
      : { e: jwk.e, n: jwk.n }),
  };
  return Object.fromEntries(
    Object.entries(members)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  ) as JWK;
}

/**
 * A key as the CLI hands it to the other services (`ResolveJWKS`, functions' `SUPABASE_JWKS`):
 * `kty`, `kid`, `use`, only the `verify` of `key_ops`, `alg`, `ext`, then the public parts.
 */
export function cliPublicJwk(key: SigningKey): JWK {
  const { jwk } = key;
  const verifyOps = (jwk.key_ops ?? []).filter((op) => op === "verify");
  const members: Record<string, unknown> = {
    kty: jwk.kty,
    kid: jwk.kid,
    use: jwk.use,
    key_ops: verifyOps.length > 0 ? verifyOps : undefined,
    alg: jwk.alg,
    ext: jwk.ext,
    ...(jwk.kty === "RSA" ? { n: jwk.n, e: jwk.e } : {}),
    ...(jwk.kty === "EC" ? { crv: jwk.crv, x: jwk.x, y: jwk.y } : {}),
  };
  return Object.fromEntries(
    Object.entries(members).filter(
      ([, value]) => value !== undefined && value !== "",
    ),
  ) as JWK;
}

function isSigningAlgorithm(alg: unknown): alg is SigningAlgorithm {
  return alg === "ES256" || alg === "RS256";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
