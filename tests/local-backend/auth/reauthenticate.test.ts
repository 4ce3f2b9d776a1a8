import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { signedIn } from "./account-support.ts";
import { harnessPerSuite } from "./harness.ts";

/**
 * GET /reauthenticate and PUT /user's `nonce` under `[auth.email] secure_password_change`
 * (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION), as supabase/auth's
 * internal/api/reauthenticate.go and user.go (UserUpdate) answer them. password.test.ts covers
 * the day-old session's refusal, a wrong code and the right one.
 */
const harness = harnessPerSuite((auth) => {
  auth.email.securePasswordChange = true;
});

const sessionIdOf = async (client: SupabaseClient) =>
  JSON.parse(
    Buffer.from(
      (await client.auth.getSession()).data.session!.access_token.split(
        ".",
      )[1]!,
      "base64url",
    ).toString(),
  ).session_id as string;

/** Makes the client's session `hours` old, as if signed in that long ago. */
async function ageSession(client: SupabaseClient, hours: number) {
  await harness().ctx.db.query(
    `update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1`,
    [await sessionIdOf(client), hours],
  );
}

async function reauthenticationCode(
  client: SupabaseClient,
  email: string,
): Promise<string> {
  expect((await client.auth.reauthenticate()).error).toBeNull();
  const [mail] = await harness().mailTo(email);
  expect(mail).toMatchObject({ source: "auth.reauthentication" });
  return /code: (\d{6})/.exec(mail!.text!)![1]!;
}

const invalidNonce = {
  status: 422,
  code: "reauthentication_not_valid",
  message: "Nonce has expired or is invalid",
};

describe("secure password change", () => {
  it("lets a session under 24 hours old change the password without a code, ignoring a wrong one", async () => {
    const { client, email } = await signedIn(harness());
    await ageSession(client, 23);
    expect(
      (await client.auth.updateUser({ password: "fresh-one", nonce: "000" }))
        .error,
    ).toBeNull();
    expect(
      (
        await harness()
          .client()
          .auth.signInWithPassword({ email, password: "fresh-one" })
      ).error,
    ).toBeNull();
  });

  it("asks for no code when secure_password_change is off, however old the session", async () => {
    harness().ctx.config.auth.email.securePasswordChange = false;
    const { client } = await signedIn(harness());
    await ageSession(client, 48);
    expect(
      (await client.auth.updateUser({ password: "no-code-needed" })).error,
    ).toBeNull();
  });

  it("spends the code once checked, even when the update then fails, and every other link with it", async () => {
    const { client, email, password } = await signedIn(harness());
    await ageSession(client, 25);
    const recovery = await harness()
      .admin()
      .auth.admin.generateLink({ type: "recovery", email });
    const code = await reauthenticationCode(client, email);
    // The code passes; the same password is then refused (422 same_password).
    expect(
      (await client.auth.updateUser({ password, nonce: code })).error,
    ).toMatchObject({ status: 422, code: "same_password" });
    expect(
      (await client.auth.updateUser({ password: "another-one", nonce: code }))
        .error,
    ).toMatchObject(invalidNonce);
    expect(
      (
        await harness().client().auth.verifyOtp({
          token_hash: recovery.data.properties!.hashed_token,
          type: "recovery",
        })
      ).error,
    ).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("takes only the newest code, and only for [auth.email] otp_expiry", async () => {
    const { client, email, userId } = await signedIn(harness());
    await ageSession(client, 30);
    const first = await reauthenticationCode(client, email);
    const second = await reauthenticationCode(client, email);
    if (first !== second)
      expect(
        (
          await client.auth.updateUser({
            password: "newest-only",
            nonce: first,
          })
        ).error,
      ).toMatchObject(invalidNonce);

    await harness().ctx.db.query(
      "update auth.users set reauthentication_sent_at = now() - interval '3601 seconds' where id = $1",
      [userId],
    );
    expect(
      (await client.auth.updateUser({ password: "too-late", nonce: second }))
        .error,
    ).toMatchObject(invalidNonce);

    const third = await reauthenticationCode(client, email);
    expect(
      (await client.auth.updateUser({ password: "in-time", nonce: third }))
        .error,
    ).toBeNull();
  });
});

describe("reauthenticate", () => {
  it("mails GoTrue's default reauthentication message with a code", async () => {
    const { client, email } = await signedIn(harness());
    expect((await client.auth.reauthenticate()).data).toEqual({
      user: null,
      session: null,
    });
    const [mail] = await harness().mailTo(email);
    expect(mail).toMatchObject({
      source: "auth.reauthentication",
      to: [email],
      text: expect.stringMatching(/code: \d{6}/),
    });
  });

  it("refuses an account whose address or phone is not confirmed", async () => {
    const { client, userId } = await signedIn(harness());
    await harness().ctx.db.query(
      "update auth.users set email_confirmed_at = null where id = $1",
      [userId],
    );
    expect((await client.auth.reauthenticate()).error).toMatchObject({
      status: 422,
      code: "email_not_confirmed",
      message: "Please verify your email first.",
    });

    // A phone-only account (phone sign-ins are off in the fixture, so one is made in place).
    const { client: byPhone, userId: phoneUser } = await signedIn(harness());
    await harness().ctx.db.query(
      "update auth.users set email = null, phone = $2, phone_confirmed_at = null where id = $1",
      [phoneUser, `23480${String(Date.now()).slice(-8)}`],
    );
    expect((await byPhone.auth.reauthenticate()).error).toMatchObject({
      status: 422,
      code: "phone_not_confirmed",
      message: "Please verify your phone first.",
    });
  });
});
