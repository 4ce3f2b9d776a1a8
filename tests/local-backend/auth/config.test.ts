import { AuthRetryableFetchError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { uniqueEmail } from "../support.ts";
import { harnessPerSuite } from "./harness.ts";
import { codeIn, linkIn, openLink } from "./helpers.ts";

const harness = harnessPerSuite();

const mailFor = async (email: string) => harness().ctx.mail.list({ to: email });

describe("auth against the database and the project config", () => {
  it("runs app triggers on auth.users in the sign-up transaction", async () => {
    const email = uniqueEmail("trigger");
    const { data, error } = await harness()
      .client()
      .auth.signUp({
        email,
        password: "trigger-password",
        options: { data: { full_name: "Funke Akindele" } },
      });
    expect(error).toBeNull();
    const { rows } = await harness().ctx.db.query(
      "select full_name, email from public.auth_fixture_profiles where id = $1",
      [data.user!.id],
    );
    expect(rows).toEqual([{ full_name: "Funke Akindele", email }]);
  });

  it("rolls the user back and answers 500 when a trigger fails", async () => {
    const email = uniqueEmail("refused");
    const { data, error } = await harness()
      .client()
      .auth.signUp({
        email,
        password: "trigger-password",
        options: { data: { full_name: "Trigger Failure" } },
      });
    expect(error).toBeInstanceOf(AuthRetryableFetchError);
    expect(error).toMatchObject({
      status: 500,
      message: "Database error saving new user",
    });
    expect(data.session).toBeNull();
    const { rows } = await harness().ctx.db.query(
      "select 1 from auth.users where email = $1",
      [email],
    );
    expect(rows).toEqual([]);
    const identities = await harness().ctx.db.query(
      `select 1 from auth.identities where identity_data ->> 'email' = $1`,
      [email],
    );
    expect(identities.rows).toEqual([]);
  });

  it("stores bcrypt hashes of cost 10", async () => {
    const { data } = await harness()
      .client()
      .auth.signUp({ email: uniqueEmail("hash"), password: "hash-password" });
    const { rows } = await harness().ctx.db.query<{
      encrypted_password: string;
    }>("select encrypted_password from auth.users where id = $1", [
      data.user!.id,
    ]);
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[ab]\$10\$.{53}$/);
  });

  it("with confirmations on, mails a confirmation link instead of starting a session", async () => {
    harness().ctx.config.auth.enableConfirmations = true;
    const client = harness().client();
    const email = uniqueEmail("confirm");
    const { data, error } = await client.auth.signUp({
      email,
      password: "confirm-password",
      options: { emailRedirectTo: "http://127.0.0.1:5173/welcome" },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      confirmation_sent_at: expect.any(String),
    });
    expect(data.user).not.toHaveProperty("email_confirmed_at");

    const notYet = await client.auth.signInWithPassword({
      email,
      password: "confirm-password",
    });
    expect(notYet.error).toMatchObject({
      status: 400,
      code: "email_not_confirmed",
    });

    const [mail] = await mailFor(email);
    expect(mail).toMatchObject({
      subject: "Confirm Your Signup",
      source: "auth.confirmation",
    });
    const opened = await openLink(linkIn(mail));
    expect(opened.status).toBe(303);
    expect(opened.location.pathname).toBe("/welcome");
    expect(opened.fragment.get("type")).toBe("signup");
    expect(opened.fragment.get("access_token")).toEqual(expect.any(String));
    expect(
      (
        await client.auth.signInWithPassword({
          email,
          password: "confirm-password",
        })
      ).error,
    ).toBeNull();

    const again = await harness()
      .client()
      .auth.signUp({ email, password: "someone-else" });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.identities).toEqual([]);
    expect(again.data.user?.id).not.toBe(data.user?.id);
  });

  it("confirms a sign-up with the e-mailed code, and resends it", async () => {
    harness().ctx.config.auth.enableConfirmations = true;
    const email = uniqueEmail("code");
    await harness().client().auth.signUp({ email, password: "code-password" });
    expect(
      (await harness().client().auth.resend({ type: "signup", email })).error,
    ).toBeNull();
    const mails = await mailFor(email);
    expect(mails).toHaveLength(2);
    const verified = await harness()
      .client()
      .auth.verifyOtp({ email, token: codeIn(mails[0]), type: "email" });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(verified.data.user?.user_metadata).toMatchObject({
      email_verified: true,
    });
  });

  it("refuses sign-ups when they are disabled, and honours the password minimum", async () => {
    harness().ctx.config.auth.enableSignup = false;
    const disabled = await harness()
      .client()
      .auth.signUp({ email: uniqueEmail("closed"), password: "long-enough" });
    expect(disabled.error).toMatchObject({
      status: 422,
      code: "signup_disabled",
    });

    harness().ctx.config.auth.enableSignup = true;
    harness().ctx.config.auth.minimumPasswordLength = 12;
    const weak = await harness()
      .client()
      .auth.signUp({ email: uniqueEmail("short"), password: "eleven-char" });
    expect(weak.error).toMatchObject({
      code: "weak_password",
      message: "Password should be at least 12 characters.",
    });
  });

  it("treats reuse of a rotated refresh token outside the interval as theft", async () => {
    harness().ctx.config.auth.refreshTokenReuseInterval = 0;
    const client = harness().client();
    const { data } = await client.auth.signUp({
      email: uniqueEmail("reuse"),
      password: "reuse-password",
    });
    const a = data.session!.refresh_token;
    const b = (await client.auth.refreshSession()).data.session!.refresh_token;
    const c = (await client.auth.refreshSession()).data.session!.refresh_token;
    expect(new Set([a, b, c]).size).toBe(3);

    const stolen = await harness()
      .client()
      .auth.refreshSession({ refresh_token: a });
    expect(stolen.error).toMatchObject({
      status: 400,
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });
    const family = await harness()
      .client()
      .auth.refreshSession({ refresh_token: c });
    expect(family.error?.code).toBe("refresh_token_already_used");
  });

  it("keeps the session when rotation is off, and honours the reuse interval", async () => {
    harness().ctx.config.auth.refreshTokenReuseInterval = 0;
    harness().ctx.config.auth.refreshTokenRotation = false;
    const client = harness().client();
    const { data } = await client.auth.signUp({
      email: uniqueEmail("norotate"),
      password: "reuse-password",
    });
    const a = data.session!.refresh_token;
    await client.auth.refreshSession();
    const c = (await client.auth.refreshSession()).data.session!.refresh_token;
    expect(
      (await harness().client().auth.refreshSession({ refresh_token: a })).error
        ?.code,
    ).toBe("refresh_token_already_used");
    expect(
      (await harness().client().auth.refreshSession({ refresh_token: c }))
        .error,
    ).toBeNull();

    harness().ctx.config.auth.refreshTokenReuseInterval = 60;
    harness().ctx.config.auth.refreshTokenRotation = true;
    const late = await harness()
      .client()
      .auth.refreshSession({ refresh_token: a });
    expect(late.error).toBeNull();
  });

  it("refuses MFA enrolment when TOTP is disabled", async () => {
    harness().ctx.config.auth.mfa.totpEnroll = false;
    const client = harness().client();
    await client.auth.signUp({
      email: uniqueEmail("nomfa"),
      password: "nomfa-password",
    });
    const { error } = await client.auth.mfa.enroll({ factorType: "totp" });
    expect(error).toMatchObject({
      status: 422,
      code: "mfa_totp_enroll_not_enabled",
    });
  });
});
