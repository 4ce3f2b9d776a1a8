import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { LocalConfig } from "../../../supabase/local/index.ts";
import { uniqueEmail } from "../support.ts";
import {
  confirmLinkIn,
  productTemplates,
  readableText,
  signedIn,
} from "./account-support.ts";
import { startAuthHarness, type AuthHarness } from "./harness.ts";
import { claimsOf } from "./helpers.ts";

/** The product's confirmation, magic-link, e-mail change and reauthentication mails, followed. */
const APP = "http://127.0.0.1:4451";
const SINGLE_CONFIRMATION =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

let harness: AuthHarness;
let defaults: LocalConfig["auth"];
let templates: LocalConfig["auth"]["email"]["templates"];

beforeAll(async () => {
  harness = await startAuthHarness({ siteUrl: APP });
  defaults = structuredClone(harness.ctx.config.auth);
  templates = await productTemplates();
});
afterAll(() => harness?.stop());
beforeEach(() => {
  harness.ctx.config.auth = structuredClone(defaults);
  harness.ctx.config.auth.email.templates = templates;
});

const hashOf = (link: URL) => link.searchParams.get("token_hash")!;

describe("an e-mail change", () => {
  it("with confirmations on, mails each address its own link; the first answers a message, the second completes", async () => {
    harness.ctx.config.auth.enableConfirmations = true;
    const { client, email, password } = await signedIn(harness);
    const newEmail = uniqueEmail("moved");
    const { error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: `${APP}/account` },
    );
    expect(error).toBeNull();
    const [toNew] = await harness.mailTo(newEmail);
    const [toCurrent] = await harness.mailTo(email);
    for (const mail of [toNew, toCurrent]) {
      expect(mail!.subject).toBe("Confirm your new EkoLuxe email address");
      expect(readableText(mail)).toContain(`from ${email} to ${newEmail}`);
      const link = confirmLinkIn(mail);
      expect(link.searchParams.get("type")).toBe("email_change");
      expect(link.searchParams.get("redirect_to")).toBe(`${APP}/account`);
    }
    expect(readableText(toNew)).toContain(
      "This message went to your new address.",
    );
    expect(readableText(toCurrent)).toContain(
      "This message went to your current address.",
    );
    expect(hashOf(confirmLinkIn(toNew))).not.toBe(
      hashOf(confirmLinkIn(toCurrent)),
    );

    const first = await harness.client().auth.verifyOtp({
      token_hash: hashOf(confirmLinkIn(toCurrent)),
      type: "email_change",
    });
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ session: null, user: null });
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    const raw = await fetch(`${harness.apiUrl}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: harness.anonKey, "content-type": "application/json" },
      body: JSON.stringify({
        type: "email_change",
        token_hash: hashOf(confirmLinkIn(toCurrent)),
      }),
    });
    expect(raw.status).toBe(403);

    const second = await harness.client().auth.verifyOtp({
      token_hash: hashOf(confirmLinkIn(toNew)),
      type: "email_change",
    });
    expect(second.error).toBeNull();
    expect(second.data.session?.user.email).toBe(newEmail);
    expect(
      (
        await harness
          .client()
          .auth.signInWithPassword({ email: newEmail, password })
      ).error,
    ).toBeNull();
  });

  it("answers GoTrue's message body to the first link", async () => {
    harness.ctx.config.auth.enableConfirmations = true;
    const { client, email } = await signedIn(harness);
    await client.auth.updateUser({ email: uniqueEmail("moved") });
    const response = await fetch(`${harness.apiUrl}/auth/v1/verify`, {
      method: "POST",
      headers: { apikey: harness.anonKey, "content-type": "application/json" },
      body: JSON.stringify({
        type: "email_change",
        token_hash: hashOf(confirmLinkIn((await harness.mailTo(email))[0])),
      }),
    });
    expect(await response.json()).toEqual({
      msg: SINGLE_CONFIRMATION,
      code: "200",
    });
  });

  it("without double_confirm_changes, mails only the new address", async () => {
    harness.ctx.config.auth.enableConfirmations = true;
    harness.ctx.config.auth.email.doubleConfirmChanges = false;
    const { client, email } = await signedIn(harness);
    const newEmail = uniqueEmail("single");
    await client.auth.updateUser({ email: newEmail });
    expect(await harness.mailTo(email)).toEqual([]);
    const verified = await harness.client().auth.verifyOtp({
      token_hash: hashOf(confirmLinkIn((await harness.mailTo(newEmail))[0])),
      type: "email_change",
    });
    expect(verified.data.session?.user.email).toBe(newEmail);
  });
});

describe("sign-in and sign-up links", () => {
  it("mails a magic link to /auth/confirm that verifies into an otp session", async () => {
    const { email } = await signedIn(harness);
    expect(
      (await harness.client().auth.signInWithOtp({ email })).error,
    ).toBeNull();
    const [mail] = await harness.mailTo(email);
    expect(mail!.subject).toBe("Your EkoLuxe sign-in link");
    expect(readableText(mail)).toContain(
      "This link works once and expires in 1 hour.",
    );
    const link = confirmLinkIn(mail);
    expect(link.searchParams.get("type")).toBe("magiclink");
    expect(link.searchParams.get("redirect_to")).toBe(APP);
    const verified = await harness.client().auth.verifyOtp({
      token_hash: hashOf(link),
      type: "magiclink",
    });
    expect(claimsOf(verified.data.session!.access_token)).toMatchObject({
      email,
      amr: [{ method: "otp" }],
    });
  });

  it("with confirmations on, mails a sign-up confirmation that verifies as signup (or as email)", async () => {
    harness.ctx.config.auth.enableConfirmations = true;
    const email = uniqueEmail("signup");
    const signUp = await harness.client().auth.signUp({
      email,
      password: "signup-password",
      options: {
        data: { full_name: "Bisi Ade" },
        emailRedirectTo: `${APP}/auth/confirm`,
      },
    });
    expect(signUp.data.session).toBeNull();
    const [mail] = await harness.mailTo(email);
    expect(mail!.subject).toBe("Confirm your EkoLuxe account");
    expect(readableText(mail)).toContain("Hello Bisi Ade,");
    const link = confirmLinkIn(mail);
    expect(link.searchParams.get("type")).toBe("signup");
    const verified = await harness.client().auth.verifyOtp({
      token_hash: hashOf(link),
      type: "email",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it("mails the reauthentication code with the product's subject", async () => {
    const { client, email } = await signedIn(harness);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const [mail] = await harness.mailTo(email);
    expect(mail!.subject).toBe("Your EkoLuxe verification code");
    expect(readableText(mail)).toMatch(
      /Your one-time code: \d{6} The code works once/,
    );
  });
});
