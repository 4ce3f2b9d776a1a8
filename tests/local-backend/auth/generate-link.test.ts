import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";

import { anonClient, serviceClient, uniqueEmail } from "../support.ts";
import { harnessPerSuite } from "./harness.ts";
import { claimsOf, openLink } from "./helpers.ts";

/**
 * POST /admin/generate_link (supabase/auth internal/api/mail.go, adminGenerateLink) through
 * auth-js's admin.generateLink, and each link or code verified as GoTrue's verify.go does.
 * The fixture runs with enable_confirmations = false (GOTRUE_MAILER_AUTOCONFIRM) and
 * double_confirm_changes = true (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED).
 */
const admin = () => serviceClient().auth.admin;
const sha224 = (text: string) =>
  createHash("sha224").update(text).digest("hex");

function linkQuery(actionLink: string): URLSearchParams {
  const url = new URL(actionLink);
  expect(url.pathname).toBe("/auth/v1/verify");
  return url.searchParams;
}

describe("admin.generateLink", () => {
  it("signup: creates the unconfirmed account, and its code confirms it", async () => {
    const email = uniqueEmail("gl-signup");
    const { data, error } = await admin().generateLink({
      type: "signup",
      email: email.toUpperCase(),
      password: "signup-password",
      options: { data: { full_name: "Ada" } },
    });
    expect(error).toBeNull();
    const props = data.properties!;
    expect(props).toMatchObject({
      verification_type: "signup",
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: sha224(email + props.email_otp),
      redirect_to: "http://127.0.0.1:5173",
    });
    expect(Object.fromEntries(linkQuery(props.action_link))).toEqual({
      token: props.hashed_token,
      type: "signup",
      redirect_to: "http://127.0.0.1:5173",
    });
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: "Ada" },
      confirmation_sent_at: expect.any(String),
    });
    expect(data.user).not.toHaveProperty("email_confirmed_at");

    const verified = await anonClient().auth.verifyOtp({
      email,
      token: props.email_otp,
      type: "signup",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({
      email,
      email_confirmed_at: expect.any(String),
    });
    // The password given to generate_link is the account's.
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email,
          password: "signup-password",
        })
      ).error,
    ).toBeNull();
  });

  it("signup: needs a valid password for a new address, merges data into an unconfirmed one, refuses a confirmed one", async () => {
    const email = uniqueEmail("gl-signup-rules");
    expect(
      (await admin().generateLink({ type: "signup", email, password: "" }))
        .error,
    ).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Signup requires a valid password",
    });
    expect(
      (await admin().generateLink({ type: "signup", email, password: "abc" }))
        .error,
    ).toMatchObject({ status: 422, code: "weak_password" });

    await admin().generateLink({
      type: "signup",
      email,
      password: "first-password",
      options: { data: { full_name: "Ada", city: "Lagos" } },
    });
    const again = await admin().generateLink({
      type: "signup",
      email,
      password: "",
      options: { data: { city: "Abuja" } },
    });
    expect(again.error).toBeNull();
    expect(again.data.user?.user_metadata).toMatchObject({
      full_name: "Ada",
      city: "Abuja",
    });
    // Only the newest link works.
    const verified = await anonClient().auth.verifyOtp({
      token_hash: again.data.properties!.hashed_token,
      type: "signup",
    });
    expect(verified.error).toBeNull();

    expect(
      (
        await admin().generateLink({
          type: "signup",
          email,
          password: "first-password",
        })
      ).error,
    ).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });
  });

  it("invite: creates an invited account whose link signs it in; a confirmed address is refused", async () => {
    const email = uniqueEmail("gl-invite");
    const { data, error } = await admin().generateLink({
      type: "invite",
      email,
      options: {
        data: { team: "Ikeja" },
        redirectTo: "http://127.0.0.1:5173/welcome",
      },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      invited_at: expect.any(String),
      user_metadata: { team: "Ikeja" },
    });
    expect(data.properties).toMatchObject({
      verification_type: "invite",
      redirect_to: "http://127.0.0.1:5173/welcome",
    });
    const opened = await openLink(data.properties!.action_link);
    expect(opened.status).toBe(303);
    expect(opened.location.pathname).toBe("/welcome");
    expect(opened.fragment.get("type")).toBe("invite");
    expect(claimsOf(opened.fragment.get("access_token")!)).toMatchObject({
      email,
    });
    expect(
      (await admin().generateLink({ type: "invite", email })).error,
    ).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("magiclink: signs in an existing account; a new address is signed up instead", async () => {
    const email = uniqueEmail("gl-magic");
    await admin().createUser({ email, email_confirm: true });
    const { data, error } = await admin().generateLink({
      type: "magiclink",
      email,
    });
    expect(error).toBeNull();
    expect(data.properties!.verification_type).toBe("magiclink");
    expect(linkQuery(data.properties!.action_link).get("type")).toBe(
      "magiclink",
    );
    expect(data.user).toMatchObject({ recovery_sent_at: expect.any(String) });
    const verified = await anonClient().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: "magiclink",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const fresh = uniqueEmail("gl-magic-new");
    const created = await admin().generateLink({
      type: "magiclink",
      email: fresh,
    });
    expect(created.error).toBeNull();
    expect(created.data.properties!.verification_type).toBe("signup");
    expect(linkQuery(created.data.properties!.action_link).get("type")).toBe(
      "signup",
    );
    expect(created.data.user).toMatchObject({
      email: fresh,
      confirmation_sent_at: expect.any(String),
    });
    expect(created.data.user).not.toHaveProperty("email_confirmed_at");
    const confirmed = await anonClient().auth.verifyOtp({
      email: fresh,
      token: created.data.properties!.email_otp,
      type: "email",
    });
    expect(confirmed.error).toBeNull();
  });

  it("recovery: refuses an unknown address; the code opens a recovery session", async () => {
    expect(
      (
        await admin().generateLink({
          type: "recovery",
          email: uniqueEmail("gl-nobody"),
        })
      ).error,
    ).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User with this email not found",
    });
    const email = uniqueEmail("gl-recovery");
    await admin().createUser({ email, email_confirm: true });
    const { data } = await admin().generateLink({ type: "recovery", email });
    expect(data.properties!.hashed_token).toBe(
      sha224(email + data.properties!.email_otp),
    );
    const verified = await anonClient().auth.verifyOtp({
      email,
      token: data.properties!.email_otp,
      type: "recovery",
    });
    expect(verified.error).toBeNull();
    expect(claimsOf(verified.data.session!.access_token)).toMatchObject({
      amr: [{ method: "otp", timestamp: expect.any(Number) }],
    });
  });

  it("email_change_new: the link and the new address's code change the address; hashed_token is the current address's hash, as GoTrue answers it", async () => {
    const email = uniqueEmail("gl-change-new");
    const newEmail = uniqueEmail("gl-changed-new");
    await admin().createUser({ email, email_confirm: true });
    const { data, error } = await admin().generateLink({
      type: "email_change_new",
      email,
      newEmail,
    });
    expect(error).toBeNull();
    const props = data.properties!;
    expect(props.verification_type).toBe("email_change_new");
    expect(data.user).toMatchObject({
      email,
      new_email: newEmail,
      email_change_sent_at: expect.any(String),
    });
    const linkToken = linkQuery(props.action_link).get("token");
    expect(linkQuery(props.action_link).get("type")).toBe("email_change");
    expect(linkToken).toBe(sha224(newEmail + props.email_otp));
    // supabase/auth#2538: the answered hash is sha224(email + otp), which no column holds.
    expect(props.hashed_token).toBe(sha224(email + props.email_otp));
    expect(
      (
        await anonClient().auth.verifyOtp({
          token_hash: props.hashed_token,
          type: "email_change",
        })
      ).error,
    ).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });

    const verified = await anonClient().auth.verifyOtp({
      email: newEmail,
      token: props.email_otp,
      type: "email_change",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
  });

  it("email_change_current: its link carries hashed_token and changes the address", async () => {
    const email = uniqueEmail("gl-change-cur");
    const newEmail = uniqueEmail("gl-changed-cur");
    await admin().createUser({ email, email_confirm: true });
    const { data, error } = await admin().generateLink({
      type: "email_change_current",
      email,
      newEmail,
      options: { redirectTo: "http://127.0.0.1:5173/account" },
    });
    expect(error).toBeNull();
    const props = data.properties!;
    expect(Object.fromEntries(linkQuery(props.action_link))).toEqual({
      token: props.hashed_token,
      type: "email_change",
      redirect_to: "http://127.0.0.1:5173/account",
    });
    const opened = await openLink(props.action_link);
    expect(opened.location.href.split("#")[0]).toBe(
      "http://127.0.0.1:5173/account",
    );
    expect(opened.fragment.get("type")).toBe("email_change");
    expect(claimsOf(opened.fragment.get("access_token")!)).toMatchObject({
      email: newEmail,
    });
  });

  it("answers GoTrue's refusals for addresses, types and new addresses", async () => {
    const email = uniqueEmail("gl-refusals");
    await admin().createUser({ email, email_confirm: true });
    const taken = uniqueEmail("gl-taken");
    await admin().createUser({ email: taken, email_confirm: true });
    const cases: [
      Parameters<ReturnType<typeof admin>["generateLink"]>[0],
      number,
      string,
      string,
    ][] = [
      [
        { type: "magiclink", email: "" },
        400,
        "validation_failed",
        "An email address is required",
      ],
      [
        { type: "magiclink", email: "not an address" },
        400,
        "validation_failed",
        "Unable to validate email address: invalid format",
      ],
      [
        { type: "bogus" as "magiclink", email },
        400,
        "validation_failed",
        "Invalid email action link type requested: bogus",
      ],
      [
        {
          type: "email_change_new",
          email: uniqueEmail("gl-x"),
          newEmail: taken,
        },
        404,
        "user_not_found",
        "User with this email not found",
      ],
      [
        { type: "email_change_new", email, newEmail: "" },
        400,
        "validation_failed",
        "An email address is required",
      ],
      [
        { type: "email_change_current", email, newEmail: "a@@b" },
        400,
        "validation_failed",
        "Unable to validate email address: invalid format",
      ],
      [
        { type: "email_change_new", email, newEmail: taken },
        422,
        "email_exists",
        "A user with this email address has already been registered",
      ],
    ];
    for (const [params, status, code, message] of cases) {
      const { data, error } = await admin().generateLink(params);
      expect(error, JSON.stringify(params)).toMatchObject({
        status,
        code,
        message,
      });
      expect(data).toEqual({ properties: null, user: null });
    }
  });
});

describe("admin.generateLink with other e-mail settings", () => {
  const harness = harnessPerSuite();

  it("refuses email_change_current without secure e-mail change (double_confirm_changes = false)", async () => {
    harness().ctx.config.auth.email.doubleConfirmChanges = false;
    const email = uniqueEmail("gl-insecure");
    await harness()
      .admin()
      .auth.admin.createUser({ email, email_confirm: true });
    expect(
      (
        await harness()
          .admin()
          .auth.admin.generateLink({
            type: "email_change_current",
            email,
            newEmail: uniqueEmail("gl-insecure-new"),
          })
      ).error,
    ).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Enable secure email change to generate link for current email",
    });
    const single = await harness()
      .admin()
      .auth.admin.generateLink({
        type: "email_change_new",
        email,
        newEmail: uniqueEmail("gl-insecure-new"),
      });
    expect(single.error).toBeNull();
  });

  it("with confirmations on, needs both e-mail change links: the first answers GoTrue's message", async () => {
    harness().ctx.config.auth.enableConfirmations = true;
    const email = uniqueEmail("gl-double");
    const newEmail = uniqueEmail("gl-double-new");
    await harness()
      .admin()
      .auth.admin.createUser({ email, email_confirm: true });
    const current = await harness().admin().auth.admin.generateLink({
      type: "email_change_current",
      email,
      newEmail,
    });
    const next = await harness().admin().auth.admin.generateLink({
      type: "email_change_new",
      email,
      newEmail,
    });
    expect(next.data.user).toMatchObject({ new_email: newEmail });

    const first = await harness().client().auth.verifyOtp({
      token_hash: current.data.properties!.hashed_token,
      type: "email_change",
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ user: null, session: null });

    const second = await harness().client().auth.verifyOtp({
      email: newEmail,
      token: next.data.properties!.email_otp,
      type: "email_change",
    });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
  });
});
