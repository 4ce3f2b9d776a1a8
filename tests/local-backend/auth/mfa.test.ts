import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";

import { anonClient, serviceClient, signedInClient } from "../support.ts";
import { claimsOf } from "./helpers.ts";

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({
    secret,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
  }).generate();

async function enrolledClient() {
  const signedIn = await signedInClient();
  const enrolled = await signedIn.client.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: "Phone",
  });
  if (enrolled.error) throw enrolled.error;
  return {
    ...signedIn,
    factorId: enrolled.data.id,
    secret: enrolled.data.totp.secret,
  };
}

async function verify(
  client: SupabaseClient,
  factorId: string,
  secret: string,
) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  if (challenge.error) throw challenge.error;
  return client.auth.mfa.verify({
    factorId,
    challengeId: challenge.data.id,
    code: codeFor(secret),
  });
}

describe("auth TOTP MFA", () => {
  it("enrols a factor with its secret, URI and picture", async () => {
    const { client, email } = await signedInClient();
    const { data, error } = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Work phone",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp", friendly_name: "Work phone" });
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data!.totp.uri);
    expect(`${uri.protocol}//${uri.host}`).toBe("otpauth://totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/127.0.0.1:5173:${email}`);
    expect(uri.searchParams.get("issuer")).toBe("127.0.0.1:5173");
    expect(uri.searchParams.get("secret")).toBe(data!.totp.secret);

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all).toEqual([
      expect.objectContaining({ id: data!.id, status: "unverified" }),
    ]);
    expect(factors.data?.totp).toEqual([]);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const clash = await client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Work phone",
    });
    expect(clash.error).toMatchObject({
      status: 422,
      code: "mfa_factor_name_conflict",
    });
  });

  it("verifies a real TOTP code into an aal2 session", async () => {
    const { client, factorId, secret } = await enrolledClient();
    const before = claimsOf(
      (await client.auth.getSession()).data.session!.access_token,
    );
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.data).toMatchObject({
      id: expect.any(String),
      type: "totp",
      expires_at: expect.any(Number),
    });
    const wrongCode = codeFor(secret) === "000000" ? "111111" : "000000";
    const wrong = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expect(wrong.error).toMatchObject({
      status: 422,
      code: "mfa_verification_failed",
      message: "Invalid TOTP code entered",
    });

    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret),
    });
    expect(verified.error).toBeNull();
    expect(events).toContain("MFA_CHALLENGE_VERIFIED");
    const claims = claimsOf(verified.data!.access_token);
    expect(claims).toMatchObject({
      aal: "aal2",
      session_id: before.session_id,
    });
    expect(
      (claims.amr as { method: string }[]).map((entry) => entry.method),
    ).toEqual(["totp", "password"]);
    expect(verified.data!.user.factors).toEqual([
      expect.objectContaining({ id: factorId, status: "verified" }),
    ]);

    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe("aal2");

    const reused = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data!.id,
      code: codeFor(secret),
    });
    expect(reused.error).toMatchObject({
      status: 422,
      code: "mfa_challenge_expired",
    });
  });

  it("asks a fresh sign-in for the second factor and guards factor changes", async () => {
    const { client, factorId, secret, email, password } =
      await enrolledClient();
    expect((await verify(client, factorId, secret)).error).toBeNull();

    const fresh = anonClient();
    await fresh.auth.signInWithPassword({ email, password });
    const aal = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    expect((await fresh.auth.mfa.listFactors()).data?.totp).toEqual([
      expect.objectContaining({ id: factorId }),
    ]);

    const enrol = await fresh.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Second",
    });
    expect(enrol.error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
    });
    const unenrol = await fresh.auth.mfa.unenroll({ factorId });
    expect(unenrol.error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
    });
    const password2 = await fresh.auth.updateUser({
      password: "needs-aal2-first",
    });
    expect(password2.error).toMatchObject({
      status: 401,
      code: "insufficient_aal",
    });

    const stepped = await fresh.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret),
    });
    expect(stepped.error).toBeNull();
    const removed = await fresh.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    const after = await fresh.auth.refreshSession();
    expect(claimsOf(after.data.session!.access_token).aal).toBe("aal1");
    expect(after.data.user).not.toHaveProperty("factors");
  });

  it("answers unknown factors with 404", async () => {
    const { client } = await signedInClient();
    const challenge = await client.auth.mfa.challenge({
      factorId: "6f1e9c3a-1111-4222-8333-444455556666",
    });
    expect(challenge.error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
    });
  });

  it("lets the admin list and delete a user's factors", async () => {
    const { userId, factorId, secret, client } = await enrolledClient();
    await verify(client, factorId, secret);
    const admin = serviceClient().auth.admin.mfa;
    const listed = await admin.listFactors({ userId });
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({
        id: factorId,
        factor_type: "totp",
        status: "verified",
      }),
    ]);
    const deleted = await admin.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
  });
});
