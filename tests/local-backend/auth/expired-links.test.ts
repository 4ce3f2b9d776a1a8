import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { LocalConfig } from "../../../supabase/local/index.ts";
import { signedIn, storedTokens } from "./account-support.ts";
import { startAuthHarness, type AuthHarness } from "./harness.ts";

/** Used, superseded, unknown and expired links, and malformed verifications (verify.go). */
const EXPIRED = {
  status: 403,
  code: "otp_expired",
  message: "Email link is invalid or has expired",
};

let harness: AuthHarness;
let defaults: LocalConfig["auth"];

beforeAll(async () => {
  harness = await startAuthHarness({
    updatePasswordRequireCurrentPassword: true,
  });
  defaults = structuredClone(harness.ctx.config.auth);
});
afterAll(() => harness?.stop());
beforeEach(() => {
  harness.ctx.config.auth = structuredClone(defaults);
});

describe("links that no longer work", () => {
  async function recoveryHash(email: string, userId: string) {
    await harness.client().auth.resetPasswordForEmail(email);
    return (await storedTokens(harness, userId)).recovery_token!;
  }
  const verify = (token_hash: string) =>
    harness.client().auth.verifyOtp({ token_hash, type: "recovery" });

  it("refuses a used, an unknown and a superseded link with GoTrue's 403 otp_expired", async () => {
    const { email, userId } = await signedIn(harness);
    const used = await recoveryHash(email, userId);
    expect((await verify(used)).error).toBeNull();
    expect((await verify(used)).error).toMatchObject(EXPIRED);
    expect((await verify("0".repeat(56))).error).toMatchObject(EXPIRED);

    const first = await recoveryHash(email, userId);
    await recoveryHash(email, userId);
    expect((await verify(first)).error).toMatchObject(EXPIRED);
  });

  it("expires links after [auth.email] otp_expiry seconds", async () => {
    const { email, userId } = await signedIn(harness);
    harness.ctx.config.auth.email.otpExpiry = 600;
    const sentAgo = (seconds: number) =>
      harness.ctx.db.query(
        `update auth.users set recovery_sent_at = now() - make_interval(secs => $2) where id = $1`,
        [userId, seconds],
      );
    const stale = await recoveryHash(email, userId);
    await sentAgo(601);
    expect((await verify(stale)).error).toMatchObject(EXPIRED);
    const fresh = await recoveryHash(email, userId);
    await sentAgo(590);
    expect((await verify(fresh)).error).toBeNull();
  });

  it("spends every outstanding link once the password changes", async () => {
    const { client, email, password, userId } = await signedIn(harness);
    const pending = await recoveryHash(email, userId);
    expect(
      (
        await client.auth.updateUser({
          password: "changed-on-purpose",
          current_password: password,
        })
      ).error,
    ).toBeNull();
    expect((await verify(pending)).error).toMatchObject(EXPIRED);
  });

  it("answers a code with its own message, and malformed requests with GoTrue's 400s", async () => {
    const { email } = await signedIn(harness);
    expect(
      (
        await harness
          .client()
          .auth.verifyOtp({ email, token: "000000", type: "recovery" })
      ).error,
    ).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
    const post = (body: object) =>
      fetch(`${harness.apiUrl}/auth/v1/verify`, {
        method: "POST",
        headers: {
          apikey: harness.anonKey,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      }).then(async (r) => [
        r.status,
        ((await r.json()) as { msg: string }).msg,
      ]);
    expect(await post({ type: "recovery", token_hash: "abc", email })).toEqual([
      400,
      "Only the token_hash and type should be provided",
    ]);
    expect(await post({ type: "recovery" })).toEqual([
      400,
      "Verify requires either a token or a token hash",
    ]);
    expect(await post({ token_hash: "abc" })).toEqual([
      400,
      "Verify requires a verification type",
    ]);
    expect(await post({ type: "sms", token_hash: "abc" })).toEqual([
      400,
      "Invalid email verification type",
    ]);
  });
});
