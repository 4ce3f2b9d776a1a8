import { AuthApiError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { uniqueEmail } from "../support.ts";
import { harnessPerSuite } from "./harness.ts";
import { claimsOf, codeIn } from "./helpers.ts";

const harness = harnessPerSuite((auth) => {
  auth.enableAnonymousSignIns = true;
});

const testPhone = () =>
  `23480${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function anonymousClient() {
  const client = harness().client();
  const { data, error } = await client.auth.signInAnonymously();
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

describe("anonymous sign-ins", () => {
  it("are refused as GoTrue refuses them while enable_anonymous_sign_ins is off", async () => {
    harness().ctx.config.auth.enableAnonymousSignIns = false;
    const { data, error } = await harness().client().auth.signInAnonymously();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
    expect(data.session).toBeNull();
  });

  it("create an anonymous user with no identity and an `anonymous` session", async () => {
    const client = harness().client();
    const { data, error } = await client.auth.signInAnonymously({
      options: { data: { theme: "dark" } },
    });
    expect(error).toBeNull();
    const user = data.user!;
    expect(user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: "",
      phone: "",
      app_metadata: {},
      user_metadata: { theme: "dark" },
      identities: [],
      is_anonymous: true,
    });
    expect(user).not.toHaveProperty("email_confirmed_at");
    const claims = claimsOf(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      role: "authenticated",
      is_anonymous: true,
      aal: "aal1",
      amr: [{ method: "anonymous", timestamp: expect.any(Number) }],
    });
    const { data: fetched } = await client.auth.getUser();
    expect(fetched.user).toMatchObject({ id: user.id, is_anonymous: true });
    const { rows } = await harness().ctx.db.query(
      "select is_anonymous, email, phone from auth.users where id = $1",
      [user.id],
    );
    expect(rows).toEqual([{ is_anonymous: true, email: null, phone: null }]);
  });

  it("are sign-ups, refused while [auth] enable_signup is off", async () => {
    harness().ctx.config.auth.enableSignup = false;
    const { error } = await harness().client().auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: "signup_disabled",
      message: "Signups not allowed for this instance",
    });
  });

  it("are announced by /settings", async () => {
    const settings = (await (
      await fetch(`${harness().apiUrl}/auth/v1/settings`, {
        headers: { apikey: harness().anonKey },
      })
    ).json()) as { external: Record<string, boolean> };
    expect(settings.external.anonymous_users).toBe(true);
    harness().ctx.config.auth.enableAnonymousSignIns = false;
    const off = (await (
      await fetch(`${harness().apiUrl}/auth/v1/settings`, {
        headers: { apikey: harness().anonKey },
      })
    ).json()) as { external: Record<string, boolean> };
    expect(off.external.anonymous_users).toBe(false);
  });
});

describe("anonymous users and MFA", () => {
  it("are refused every /factors route, as GoTrue's requireNotAnonymous refuses them", async () => {
    const { client } = await anonymousClient();
    const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
    expect(enrolled.error).toBeInstanceOf(AuthApiError);
    expect(enrolled.error).toMatchObject({
      status: 403,
      code: "no_authorization",
      message: "Anonymous user not allowed to perform these actions",
    });
    const challenged = await client.auth.mfa.challenge({
      factorId: "00000000-0000-4000-8000-000000000000",
    });
    expect(challenged.error).toMatchObject({
      status: 403,
      code: "no_authorization",
    });
  });
});

describe("converting an anonymous user", () => {
  it("refuses a password without an e-mail or phone", async () => {
    const { client } = await anonymousClient();
    const { error } = await client.auth.updateUser({
      password: "anonymous-password",
    });
    expect(error).toMatchObject({
      status: 422,
      code: "validation_failed",
      message:
        "Updating password of an anonymous user without an email or phone is not allowed",
    });
  });

  it("signs the user up at once with an e-mail under autoconfirm, keeping the id", async () => {
    const { client, user } = await anonymousClient();
    const email = uniqueEmail("anon-convert");
    const { data, error } = await client.auth.updateUser({
      email,
      password: "converted-password",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email,
      is_anonymous: false,
      identities: [
        expect.objectContaining({
          provider: "email",
          id: user.id,
          identity_data: expect.objectContaining({
            sub: user.id,
            email,
            email_verified: true,
          }),
        }),
      ],
    });
    expect(data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(await harness().mailTo(email)).toEqual([]);

    const signIn = await harness().client().auth.signInWithPassword({
      email,
      password: "converted-password",
    });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.id).toBe(user.id);
    expect(claimsOf(signIn.data.session!.access_token).is_anonymous).toBe(
      false,
    );
  });

  it("mails a confirmation link when e-mail confirmations are on, and stays anonymous", async () => {
    harness().ctx.config.auth.enableConfirmations = true;
    const { client, user } = await anonymousClient();
    const email = uniqueEmail("anon-confirm");
    const { data, error } = await client.auth.updateUser({
      email,
      password: "pending-password",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email: "",
      new_email: email,
      is_anonymous: true,
    });
    const mails = await harness().mailTo(email);
    expect(mails).toHaveLength(1);

    // The link completes the change as verify.go's emailChangeVerify does: the user keeps the id,
    // gets an e-mail identity and stops being anonymous.
    const verified = await harness()
      .client()
      .auth.verifyOtp({
        email,
        token: codeIn(mails[0]),
        type: "email_change",
      });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      id: user.id,
      email,
      is_anonymous: false,
      identities: [
        expect.objectContaining({
          provider: "email",
          identity_data: expect.objectContaining({
            sub: user.id,
            email,
            email_verified: true,
          }),
        }),
      ],
    });
    expect(verified.data.user!.email_confirmed_at).toEqual(expect.any(String));
    expect(claimsOf(verified.data.session!.access_token)).toMatchObject({
      is_anonymous: false,
    });
  });

  it("adds a phone at once under SMS autoconfirm, with a phone identity", async () => {
    const { client, user } = await anonymousClient();
    const phone = testPhone();
    const { data, error } = await client.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      phone,
      is_anonymous: false,
      identities: [
        expect.objectContaining({
          provider: "phone",
          identity_data: expect.objectContaining({
            sub: user.id,
            phone,
            phone_verified: true,
          }),
        }),
      ],
    });
    expect(data.user!.phone_confirmed_at).toEqual(expect.any(String));
  });

  it("sends a phone_change code with SMS confirmations, and verifying it makes the user permanent", async () => {
    const phone = testPhone();
    harness().ctx.config.auth.sms = {
      ...harness().ctx.config.auth.sms,
      enableConfirmations: true,
      provider: "twilio",
      testOtp: { [phone]: "246810" },
    };
    const { client, user } = await anonymousClient();
    const { data, error } = await client.auth.updateUser({ phone });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: "", is_anonymous: true });

    const verified = await harness().client().auth.verifyOtp({
      phone,
      token: "246810",
      type: "phone_change",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      id: user.id,
      phone,
      is_anonymous: false,
      app_metadata: { provider: "phone", providers: ["phone"] },
    });
    expect(claimsOf(verified.data.session!.access_token)).toMatchObject({
      is_anonymous: false,
      amr: [{ method: "otp", timestamp: expect.any(Number) }],
    });
  });
});

describe("the anonymous_users limit", () => {
  const limited = harnessPerSuite((auth) => {
    auth.enableAnonymousSignIns = true;
    auth.rateLimit.anonymousUsers = 2;
  });

  it("allows that many anonymous sign-ins per address, then answers 429", async () => {
    for (let i = 0; i < 2; i++) {
      const { error } = await limited().client().auth.signInAnonymously();
      expect(error).toBeNull();
    }
    const { error } = await limited().client().auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
      message: "Request rate limit reached",
    });
  });
});
