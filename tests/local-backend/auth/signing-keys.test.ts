import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AuthInvalidJwtError,
  createClient,
  type SupabaseClient,
} from "@supabase/supabase-js";
import {
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
} from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadSigningKeys } from "../../../supabase/local/index.ts";
import { runtime, signedInClient, uniqueEmail } from "../support.ts";
import {
  cliSigningKey,
  projectWithKeys,
  startWithKeys,
} from "./signing-keys-support.ts";

const SECRET = new TextEncoder().encode(
  "super-secret-jwt-token-with-at-least-32-characters-long",
);
const noSession = {
  persistSession: false,
  autoRefreshToken: false,
  detectSessionInUrl: false,
};

/** The public members GoTrue publishes for a private JWK of the file. */
function published(jwk: JWK): JWK {
  const common = {
    alg: jwk.alg,
    ext: true,
    key_ops: ["verify"],
    kid: jwk.kid,
    kty: jwk.kty,
    use: "sig",
  };
  return jwk.kty === "EC"
    ? { ...common, crv: jwk.crv, x: jwk.x, y: jwk.y }
    : { ...common, e: jwk.e, n: jwk.n };
}

/** A fetch for supabase-js that records every URL it asks for. */
function recordingFetch(seen: string[]): typeof fetch {
  return (input, init) => {
    seen.push(
      typeof input === "string"
        ? input
        : input instanceof URL
          ? input.href
          : input.url,
    );
    return fetch(input, init);
  };
}

/** The same token with one claim changed and the signature kept. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(
    Buffer.from(payload!, "base64url").toString(),
  ) as Record<string, unknown>;
  claims.role = "service_role";
  const forged = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${header}.${forged}.${signature}`;
}

describe("asymmetric signing keys ([auth] signing_keys_path)", () => {
  let es256: JWK;
  let rs256: JWK;
  let stranger: JWK;
  let apiUrl: string;
  let anonKey: string;
  let serviceRoleKey: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    // The ES256 key signs; the RS256 one only verifies (a previously used key).
    es256 = await cliSigningKey("ES256");
    rs256 = await cliSigningKey("RS256", ["verify"]);
    stranger = await cliSigningKey("ES256");
    const run = await startWithKeys([es256, rs256]);
    ({ apiUrl, anonKey, serviceRoleKey } = run.started);
    stop = run.stop;
  }, 120_000);
  afterAll(async () => {
    await stop?.();
  });

  const client = (fetchImpl?: typeof fetch) =>
    createClient(apiUrl, anonKey, {
      auth: noSession,
      ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
    });
  const asToken = (token: string) =>
    createClient(apiUrl, anonKey, {
      auth: noSession,
      accessToken: async () => token,
    });
  async function signIn(
    fetchImpl?: typeof fetch,
  ): Promise<{ client: SupabaseClient; userId: string; token: string }> {
    const email = uniqueEmail("keys");
    const password = "correct-horse-battery";
    const admin = createClient(apiUrl, serviceRoleKey, { auth: noSession });
    const created = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
    });
    if (created.error) throw created.error;
    const signedIn = client(fetchImpl);
    const { data, error } = await signedIn.auth.signInWithPassword({
      email,
      password,
    });
    if (error) throw error;
    return {
      client: signedIn,
      userId: created.data.user.id,
      token: data.session.access_token,
    };
  }
  /** An access token signed by `jwk`, as another issuer holding that key would make it. */
  async function tokenSignedBy(jwk: JWK, sub: string): Promise<string> {
    const key = await importJWK(
      { ...jwk, key_ops: undefined, ext: undefined },
      jwk.alg,
    );
    return new SignJWT({ sub, role: "authenticated", aud: "authenticated" })
      .setProtectedHeader({ alg: jwk.alg!, kid: jwk.kid, typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
  }

  it("publishes the public part of every key at /.well-known/jwks.json, as GoTrue does", async () => {
    const res = await fetch(`${apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=600");
    const body = (await res.json()) as { keys: JWK[] };
    expect(body).toEqual({ keys: [published(es256), published(rs256)] });
    expect(Object.keys(body.keys[0]!)).toEqual(
      Object.keys(body.keys[0]!).sort(),
    );
    for (const key of body.keys) {
      for (const secretPart of ["d", "p", "q", "dp", "dq", "qi", "k"])
        expect(key).not.toHaveProperty(secretPart);
    }
  });

  it("signs sessions with the signing key, carrying its kid", async () => {
    const { token, userId } = await signIn();
    expect(decodeProtectedHeader(token)).toEqual({
      alg: "ES256",
      kid: es256.kid,
      typ: "JWT",
    });
    const { payload } = await jwtVerify(
      token,
      await importJWK(published(es256), "ES256"),
    );
    expect(payload).toMatchObject({ sub: userId, role: "authenticated" });
  });

  it("signs the anon and service_role keys with the file's first key, as the CLI does", () => {
    for (const [key, role] of [
      [anonKey, "anon"],
      [serviceRoleKey, "service_role"],
    ] as const) {
      expect(decodeProtectedHeader(key)).toEqual({
        alg: "ES256",
        kid: es256.kid,
        typ: "JWT",
      });
      const claims = decodeJwt(key);
      expect(claims).toMatchObject({ iss: "supabase-demo", role });
      const tenYears = Date.now() / 1000 + 10 * 365 * 24 * 3600;
      expect(Math.abs(claims.exp! - tenYears)).toBeLessThan(120);
    }
  });

  it("lets supabase-js getClaims() verify the session locally with the JWKS", async () => {
    const seen: string[] = [];
    const {
      client: signedIn,
      userId,
      token,
    } = await signIn(recordingFetch(seen));
    seen.length = 0;
    const { data, error } = await signedIn.auth.getClaims();
    expect(error).toBeNull();
    expect(data!.claims).toMatchObject({ sub: userId, role: "authenticated" });
    expect(data!.header).toMatchObject({ alg: "ES256", kid: es256.kid });
    expect(seen).toEqual([`${apiUrl}/auth/v1/.well-known/jwks.json`]);

    const forged = await signedIn.auth.getClaims(tampered(token));
    expect(forged.data).toBeNull();
    expect(forged.error).toBeInstanceOf(AuthInvalidJwtError);
    expect(forged.error!.message).toBe("Invalid JWT signature");
  });

  it("serves REST under RLS to a token of any key of the set, and refuses an unknown key", async () => {
    const { client: signedIn, userId } = await signIn();
    const inserted = await signedIn
      .from("rest_notes")
      .insert({ body: "signed with ES256" })
      .select("owner_id, body")
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({
      owner_id: userId,
      body: "signed with ES256",
    });
    const own = await signedIn.from("rest_notes").select("owner_id");
    expect(own.data).toEqual([{ owner_id: userId }]);

    // A verify-only key of the file still verifies; RLS sees that token's subject.
    const byOldKey = asToken(await tokenSignedBy(rs256, userId));
    const old = await byOldKey.from("rest_notes").select("body");
    expect(old.error).toBeNull();
    expect(old.data).toEqual([{ body: "signed with ES256" }]);

    const other = asToken(await tokenSignedBy(rs256, randomUUID()));
    expect((await other.from("rest_notes").select("body")).data).toEqual([]);

    const unknown = await asToken(await tokenSignedBy(stranger, userId))
      .from("rest_notes")
      .select("body");
    expect(unknown.status).toBe(401);
    expect(unknown.data).toBeNull();
    // PostgREST's JwtDecodeErr (KeyError): its message, and jose-jwt's text as the details.
    expect(unknown.error).toMatchObject({
      code: "PGRST301",
      message: "No suitable key or wrong key type",
      details: "No suitable key was found to decode the JWT",
    });
  });

  it("lets the auth server itself take every key of the set and the HS256 secret", async () => {
    const { client: signedIn, userId } = await signIn();
    expect((await signedIn.auth.getUser()).data.user?.id).toBe(userId);
    const old = await client().auth.getUser(await tokenSignedBy(rs256, userId));
    expect(old.data.user?.id).toBe(userId);
    const legacy = await new SignJWT({ sub: userId, role: "authenticated" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime("1h")
      .sign(SECRET);
    expect((await client().auth.getUser(legacy)).data.user?.id).toBe(userId);
    const unknown = await client().auth.getUser(
      await tokenSignedBy(stranger, userId),
    );
    expect(unknown.error).toMatchObject({
      status: 403,
      code: "bad_jwt",
      message: `invalid JWT: unable to parse or verify signature, token is unverifiable: error while executing keyfunc: unrecognized JWT kid ${stranger.kid} for algorithm ES256`,
    });
  });

  it("lets Storage take the session under its policies, refusing an unknown key as AccessDenied", async () => {
    const { client: signedIn, userId } = await signIn();
    const path = `${userId}/note.txt`;
    const upload = await signedIn.storage
      .from("fixture-private")
      .upload(path, "hello", { contentType: "text/plain" });
    expect(upload.error).toBeNull();
    const download = await signedIn.storage
      .from("fixture-private")
      .download(path);
    expect(await download.data!.text()).toBe("hello");

    const res = await fetch(
      `${apiUrl}/storage/v1/object/authenticated/fixture-private/${path}`,
      {
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${await tokenSignedBy(stranger, userId)}`,
        },
      },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      statusCode: "403",
      code: "AccessDenied",
      error: "Unauthorized",
    });
    // Storage falls back to the secret's bytes, which jose refuses for ES256.
    expect(body.message).toBe(
      "Key for the ES256 algorithm must be one of type CryptoKey, KeyObject, or JSON Web Key. Received an instance of Uint8Array",
    );
  });

  it("joins a realtime channel with the session's token, and refuses a forged one", async () => {
    const { token } = await signIn();
    const joinWith = async (accessToken: string) => {
      const realtimeClient = asToken(accessToken);
      await realtimeClient.realtime.setAuth();
      try {
        return await new Promise<string>((done) => {
          realtimeClient
            .channel(`keys-${randomUUID().slice(0, 8)}`)
            .subscribe((status, error) => {
              if (status === "SUBSCRIBED") done(status);
              else if (status !== "CLOSED")
                done(`${status}: ${error?.message ?? ""}`);
            });
        });
      } finally {
        await realtimeClient.removeAllChannels();
      }
    };
    expect(await joinWith(token)).toBe("SUBSCRIBED");
    expect(await joinWith(tampered(token))).toMatch(
      /^CHANNEL_ERROR: .*JwtSignatureError: Failed to validate JWT signature/,
    );
  });

  it("relays to a verify_jwt function with the session's token, and refuses a forged one", async () => {
    const { token, userId } = await signIn();
    const { data, error } = await asToken(token).functions.invoke("echo", {
      body: { hello: "keys" },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ sub: userId, role: "authenticated" });

    const res = await fetch(`${apiUrl}/functions/v1/echo`, {
      method: "POST",
      headers: { apikey: anonKey, authorization: `Bearer ${tampered(token)}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: "Invalid JWT" });
  });

  it("gives functions SUPABASE_JWKS as the CLI does: the public keys, without the secret", async () => {
    const res = await fetch(`${apiUrl}/functions/v1/env`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    const env = (await res.json()) as Record<string, string>;
    const cliPublic = (jwk: JWK, keyOps: string[]) => ({
      kty: jwk.kty,
      kid: jwk.kid,
      use: "sig",
      key_ops: keyOps,
      alg: jwk.alg,
      ext: true,
      ...(jwk.kty === "EC"
        ? { crv: jwk.crv, x: jwk.x, y: jwk.y }
        : { n: jwk.n, e: jwk.e }),
    });
    expect(env.SUPABASE_JWKS).toBe(
      JSON.stringify({
        keys: [cliPublic(es256, ["verify"]), cliPublic(rs256, ["verify"])],
      }),
    );
  });
});

describe("RS256 as the signing key", () => {
  it("signs sessions RS256 and getClaims() verifies them with the JWKS", async () => {
    const rs256 = await cliSigningKey("RS256");
    const run = await startWithKeys([rs256]);
    try {
      const { apiUrl, serviceRoleKey, anonKey } = run.started;
      const email = uniqueEmail("rsa");
      const admin = createClient(apiUrl, serviceRoleKey, { auth: noSession });
      const created = await admin.auth.admin.createUser({
        email,
        password: "correct-horse-battery",
        email_confirm: true,
      });
      expect(created.error).toBeNull();
      const seen: string[] = [];
      const client = createClient(apiUrl, anonKey, {
        auth: noSession,
        global: { fetch: recordingFetch(seen) },
      });
      const { data } = await client.auth.signInWithPassword({
        email,
        password: "correct-horse-battery",
      });
      expect(decodeProtectedHeader(data.session!.access_token)).toEqual({
        alg: "RS256",
        kid: rs256.kid,
        typ: "JWT",
      });
      seen.length = 0;
      const claims = await client.auth.getClaims();
      expect(claims.data?.claims.sub).toBe(created.data.user!.id);
      expect(seen).toEqual([`${apiUrl}/auth/v1/.well-known/jwks.json`]);
    } finally {
      await run.stop();
    }
  }, 120_000);
});

describe("start-up with a signing_keys_path the services cannot use", () => {
  it("stops with the CLI's and GoTrue's words", async () => {
    const twoSigners = await projectWithKeys([
      await cliSigningKey("ES256"),
      await cliSigningKey("ES256"),
    ]);
    const keysFile = join(
      twoSigners.workdir,
      "supabase",
      "keys",
      "signing_keys.json",
    );
    try {
      await expect(loadSigningKeys(keysFile)).rejects.toThrow(
        "multiple signing keys detected, only 1 signing key is supported",
      );
      await writeFile(
        keysFile,
        JSON.stringify([await cliSigningKey("ES256", ["verify"])]),
      );
      await expect(loadSigningKeys(keysFile)).rejects.toThrow(
        "no signing key detected",
      );
      await writeFile(keysFile, "{");
      await expect(loadSigningKeys(keysFile)).rejects.toThrow(
        /^failed to decode signing keys: /,
      );
      const hs = { kty: "oct", k: "c2VjcmV0", alg: "HS256", kid: "x" };
      await writeFile(keysFile, JSON.stringify([hs]));
      await expect(loadSigningKeys(keysFile)).rejects.toThrow(
        "unsupported algorithm: HS256",
      );
    } finally {
      await twoSigners.remove();
    }
    const empty = await mkdtemp(join(tmpdir(), "no-keys-"));
    try {
      await expect(
        loadSigningKeys(join(empty, "signing_keys.json")),
      ).rejects.toThrow(/^failed to read signing keys: /);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe("without signing keys", () => {
  it("keeps HS256 sessions, an empty JWKS, and getClaims() asking /user", async () => {
    const res = await fetch(
      `${runtime().apiUrl}/auth/v1/.well-known/jwks.json`,
    );
    expect(await res.json()).toEqual({ keys: [] });

    const { email, password, userId } = await signedInClient();
    const seen: string[] = [];
    const client = createClient(runtime().apiUrl, runtime().anonKey, {
      auth: noSession,
      global: { fetch: recordingFetch(seen) },
    });
    const { data } = await client.auth.signInWithPassword({ email, password });
    const token = data.session!.access_token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    await expect(jwtVerify(token, SECRET)).resolves.toBeDefined();
    seen.length = 0;
    const claims = await client.auth.getClaims();
    expect(claims.data?.claims.sub).toBe(userId);
    expect(seen).toEqual([`${runtime().apiUrl}/auth/v1/user`]);
    expect(decodeProtectedHeader(runtime().anonKey)).toEqual({
      alg: "HS256",
      typ: "JWT",
    });
  });

  it("gives functions the secret as an oct key in SUPABASE_JWKS, as the CLI does", async () => {
    const { apiUrl, anonKey } = runtime();
    const res = await fetch(`${apiUrl}/functions/v1/env`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    const env = (await res.json()) as Record<string, string>;
    expect(JSON.parse(env.SUPABASE_JWKS!)).toEqual({
      keys: [{ kty: "oct", k: Buffer.from(SECRET).toString("base64url") }],
    });
  });
});
