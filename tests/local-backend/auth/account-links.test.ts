import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { LocalConfig } from "../../../supabase/local/index.ts";
import { uniqueEmail } from "../support.ts";
import {
  confirmLinkIn,
  productTemplates,
  readableText,
  signedIn,
  storedTokens,
} from "./account-support.ts";
import { startAuthHarness, type AuthHarness } from "./harness.ts";
import { claimsOf } from "./helpers.ts";

/**
 * Invitations and password recovery end to end through the product's templates, as the app's
 * /auth/confirm page follows them: the link's token hash goes to verifyOtp.
 */
const APP = "http://127.0.0.1:4451";
const CONFIRM = `${APP}/auth/confirm`;
const EXPIRED = {
  status: 403,
  code: "otp_expired",
  message: "Email link is invalid or has expired",
};

let harness: AuthHarness;
let defaults: LocalConfig["auth"];
let templates: LocalConfig["auth"]["email"]["templates"];

beforeAll(async () => {
  harness = await startAuthHarness({
    siteUrl: APP,
    updatePasswordRequireCurrentPassword: true,
  });
  defaults = structuredClone(harness.ctx.config.auth);
  templates = await productTemplates();
});
afterAll(() => harness?.stop());
beforeEach(() => {
  harness.ctx.config.auth = structuredClone(defaults);
  harness.ctx.config.auth.email.templates = templates;
});

const sha224 = (text: string) =>
  createHash("sha224").update(text).digest("hex");
const codeIn = (text: string) => /enter: (\d{6})/.exec(text)![1]!;

async function invite(data: Record<string, unknown>) {
  const email = uniqueEmail("invited");
  const { data: invited, error } = await harness
    .admin()
    .auth.admin.inviteUserByEmail(email, { data, redirectTo: CONFIRM });
  if (error) throw error;
  const [mail] = await harness.mailTo(email);
  return { email, userId: invited.user!.id, mail: mail! };
}

describe("an invitation", () => {
  it("opens /auth/confirm with its token hash, verifies, and lets the person choose a password", async () => {
    const { email, userId, mail } = await invite({
      full_name: "Emeka Nwosu",
      invited_as: "driver",
    });
    expect(mail.subject).toBe("You're invited to the EkoLuxe driver app");
    const text = readableText(mail);
    for (const phrase of [
      "Welcome to the EkoLuxe driver team",
      "Hello Emeka Nwosu,",
      "EkoLuxe operations has invited you to your EkoLuxe driver app",
      "today's trips, go on duty",
      "This link works once and expires in 1 hour.",
      "Didn't expect this invitation? You can safely ignore this email",
      "hello@ekoluxe.ng",
      "+234 700 356 5893",
    ])
      expect(text).toContain(phrase);

    const link = confirmLinkIn(mail);
    const hash = (await storedTokens(harness, userId)).confirmation_token!;
    expect(`${link.origin}${link.pathname}`).toBe(CONFIRM);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      token_hash: hash,
      type: "invite",
      redirect_to: CONFIRM,
    });
    expect(sha224(email + codeIn(text))).toBe(hash);
    expect(text).toContain(
      `${APP}/auth/confirm?token_hash=${hash}&type=invite`,
    );

    const client = harness.client();
    const verified = await client.auth.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "invite",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
    // verify.go issues the session with models.OTP; signupVerify gave the user a random password.
    expect(claimsOf(verified.data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    expect(
      (await client.auth.updateUser({ password: "third mainland bridge" }))
        .error,
    ).toBeNull();
    const signIn = await harness.client().auth.signInWithPassword({
      email,
      password: "third mainland bridge",
    });
    expect(signIn.error).toBeNull();

    const again = await harness.client().auth.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "invite",
    });
    expect(again.error).toMatchObject(EXPIRED);
  });

  it.each([
    [
      "owner",
      "You're invited to the EkoLuxe owner portal",
      "invited you to the EkoLuxe owner portal",
    ],
    [
      "admin",
      "You're invited to the EkoLuxe back office",
      "invited you to the EkoLuxe back office",
    ],
    [
      undefined,
      "You're invited to EkoLuxe",
      "invited you to create your EkoLuxe account",
    ],
  ])("speaks to the role it invites (%s)", async (role, subject, phrase) => {
    const { mail } = await invite(role ? { invited_as: role } : {});
    expect(mail.subject).toBe(subject);
    expect(readableText(mail)).toContain(phrase);
    expect(readableText(mail)).toContain("Hello,");
    expect(confirmLinkIn(mail).searchParams.get("type")).toBe("invite");
  });
});

describe("password recovery", () => {
  it("verifies the link as a recovery session that may set a password without the current one", async () => {
    const { client: elsewhere, email, userId } = await signedIn(harness);
    const elsewhereToken = (await elsewhere.auth.getSession()).data.session!
      .access_token;
    expect(
      (
        await harness
          .client()
          .auth.resetPasswordForEmail(email, { redirectTo: CONFIRM })
      ).error,
    ).toBeNull();
    const [mail] = await harness.mailTo(email);
    expect(mail!.subject).toBe("Reset your EkoLuxe password");
    const text = readableText(mail);
    expect(text).toContain("This link works once and expires in 1 hour.");
    expect(text).toContain("If it wasn't you, ignore this email");
    const link = confirmLinkIn(mail);
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("token_hash")).toBe(
      (await storedTokens(harness, userId)).recovery_token,
    );

    const client = harness.client();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const verified = await client.auth.verifyOtp({
      token_hash: link.searchParams.get("token_hash")!,
      type: "recovery",
    });
    expect(verified.error).toBeNull();
    expect(events).toContain("PASSWORD_RECOVERY");
    expect(
      (await client.auth.updateUser({ password: "a brand new password" }))
        .error,
    ).toBeNull();
    // User.UpdatePassword ends every other session of the person.
    const stale = await fetch(`${harness.apiUrl}/auth/v1/user`, {
      headers: {
        apikey: harness.anonKey,
        authorization: `Bearer ${elsewhereToken}`,
      },
    });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({
      error_code: "session_not_found",
    });
    expect(
      (
        await harness
          .client()
          .auth.signInWithPassword({ email, password: "a brand new password" })
      ).error,
    ).toBeNull();
  });
});
