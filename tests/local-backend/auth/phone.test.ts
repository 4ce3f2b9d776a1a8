import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AuthApiError, AuthRetryableFetchError } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadConfig, type LocalConfig } from "../../../supabase/local/index.ts";
import { harnessPerSuite } from "./harness.ts";
import { claimsOf } from "./helpers.ts";

const harness = harnessPerSuite();

const CODE = "135790";
/** A fresh Nigerian number, listed in [auth.sms.test_otp] with CODE. */
function testNumber(): string {
  const phone = `23481${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  harness().ctx.config.auth.sms.testOtp[phone] = CODE;
  return phone;
}

/** Phone sign-ins as a project with Twilio configured and SMS autoconfirm (the CLI's default). */
function enablePhone(changes: Partial<LocalConfig["auth"]["sms"]> = {}) {
  harness().ctx.config.auth.sms = {
    enableSignup: true,
    enableConfirmations: false,
    testOtp: {},
    maxFrequency: 0,
    provider: "twilio",
    ...changes,
  };
}

async function settings() {
  const response = await fetch(`${harness().apiUrl}/auth/v1/settings`, {
    headers: { apikey: harness().anonKey },
  });
  return (await response.json()) as {
    external: Record<string, boolean>;
    phone_autoconfirm: boolean;
    sms_provider: string;
  };
}

describe("phone sign-ins while the phone provider is off", () => {
  it("answer GoTrue's phone_provider_disabled errors", async () => {
    harness().ctx.config.auth.sms.enableSignup = false;
    const client = harness().client();
    const otp = await client.auth.signInWithOtp({ phone: "+2348012345678" });
    expect(otp.error).toBeInstanceOf(AuthApiError);
    expect(otp.error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Unsupported phone provider",
    });
    const signUp = await client.auth.signUp({
      phone: "+2348012345678",
      password: "phone-password",
    });
    expect(signUp.error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Phone signups are disabled",
    });
    const signIn = await client.auth.signInWithPassword({
      phone: "+2348012345678",
      password: "phone-password",
    });
    expect(signIn.error).toMatchObject({
      status: 422,
      code: "phone_provider_disabled",
      message: "Phone logins are disabled",
    });
    expect((await settings()).external.phone).toBe(false);
  });
});

describe("phone sign-ins with test OTPs", () => {
  it("sign a new number up by a code and verify it with type sms", async () => {
    enablePhone();
    const phone = testNumber();
    const client = harness().client();
    const sent = await client.auth.signInWithOtp({
      phone: `+${phone}`,
      options: { data: { full_name: "Chidi Okeke" } },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({
      user: null,
      session: null,
      messageId: "test-otp",
    });

    const { data, error } = await client.auth.verifyOtp({
      phone: `+${phone}`,
      token: CODE,
      type: "sms",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      phone,
      email: "",
      is_anonymous: false,
      app_metadata: { provider: "phone", providers: ["phone"] },
      user_metadata: expect.objectContaining({ full_name: "Chidi Okeke" }),
      identities: [expect.objectContaining({ provider: "phone" })],
    });
    expect(data.user!.phone_confirmed_at).toEqual(expect.any(String));
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      phone,
      role: "authenticated",
      amr: [{ method: "otp", timestamp: expect.any(Number) }],
    });
  });

  it("refuses a wrong code as GoTrue does", async () => {
    enablePhone();
    const phone = testNumber();
    const client = harness().client();
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const { error } = await client.auth.verifyOtp({
      phone,
      token: "000000",
      type: "sms",
    });
    expect(error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
  });

  it("fails where GoTrue would call the SMS provider for a number without a test code", async () => {
    enablePhone();
    const client = harness().client();
    const { error } = await client.auth.signInWithOtp({
      phone: "+2348099999999",
    });
    expect(error).toMatchObject({
      status: 422,
      code: "sms_send_failed",
      message: expect.stringMatching(
        /^Error sending confirmation OTP to provider: /,
      ),
    });
    enablePhone({ provider: "" });
    const unconfigured = await client.auth.signInWithOtp({
      phone: "+2348099999998",
    });
    expect(unconfigured.error).toBeInstanceOf(AuthRetryableFetchError);
    expect(unconfigured.error).toMatchObject({
      status: 500,
      message: "Unable to get SMS provider",
    });
  });

  it("with create_user false, refuses an unknown number", async () => {
    enablePhone();
    const { error } = await harness()
      .client()
      .auth.signInWithOtp({
        phone: testNumber(),
        options: { shouldCreateUser: false },
      });
    expect(error).toMatchObject({
      status: 422,
      code: "otp_disabled",
      message: "Signups not allowed for otp",
    });
  });

  it("refuses WhatsApp unless Twilio sends the codes", async () => {
    enablePhone({ provider: "messagebird" });
    const { error } = await harness()
      .client()
      .auth.signInWithOtp({
        phone: testNumber(),
        options: { channel: "whatsapp" },
      });
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message:
        "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    });
  });

  it("holds a second code back for [auth.sms] max_frequency", async () => {
    enablePhone({ maxFrequency: 60 });
    const phone = testNumber();
    const client = harness().client();
    expect((await client.auth.signInWithOtp({ phone })).error).toBeNull();
    const { error } = await client.auth.signInWithOtp({ phone });
    expect(error).toMatchObject({
      status: 429,
      code: "over_sms_send_rate_limit",
      message: expect.stringMatching(
        /^For security purposes, you can only request this after (59|60) seconds\.$/,
      ),
    });
  });

  it("are announced by /settings", async () => {
    enablePhone({ enableConfirmations: true });
    expect(await settings()).toMatchObject({
      external: expect.objectContaining({ phone: true }),
      phone_autoconfirm: false,
      sms_provider: "twilio",
    });
  });
});

describe("phone and password", () => {
  it("signs up and in at once under SMS autoconfirm; a second sign-up is refused", async () => {
    enablePhone();
    const phone = testNumber();
    const client = harness().client();
    const { data, error } = await client.auth.signUp({
      phone,
      password: "phone-password",
    });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
    expect(data.user).toMatchObject({ phone, is_anonymous: false });
    expect(claimsOf(data.session!.access_token).amr).toEqual([
      { method: "password", timestamp: expect.any(Number) },
    ]);
    const again = await client.auth.signUp({
      phone,
      password: "phone-password",
    });
    expect(again.error).toMatchObject({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
    const signIn = await harness()
      .client()
      .auth.signInWithPassword({
        phone: `+${phone}`,
        password: "phone-password",
      });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user!.id).toBe(data.user!.id);
  });

  it("needs the code first with [auth.sms] enable_confirmations", async () => {
    enablePhone({ enableConfirmations: true });
    const phone = testNumber();
    const client = harness().client();
    const { data, error } = await client.auth.signUp({
      phone,
      password: "phone-password",
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ phone });
    expect(data.user).not.toHaveProperty("phone_confirmed_at");

    const early = await client.auth.signInWithPassword({
      phone,
      password: "phone-password",
    });
    expect(early.error).toMatchObject({
      status: 400,
      code: "phone_not_confirmed",
      message: "Phone not confirmed",
    });
    const verified = await client.auth.verifyOtp({
      phone,
      token: CODE,
      type: "sms",
    });
    expect(verified.error).toBeNull();
    const signIn = await client.auth.signInWithPassword({
      phone,
      password: "phone-password",
    });
    expect(signIn.error).toBeNull();
  });
});

describe("[auth.sms] in config.toml", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "sms-config-"));
    await mkdir(join(dir, "supabase"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const load = async (toml: string) => {
    await writeFile(join(dir, "supabase", "config.toml"), toml);
    return (await loadConfig(join(dir, "supabase"))).auth;
  };

  it("keeps phone sign-ins off without an SMS provider, as the CLI does", async () => {
    const auth = await load(`[auth.sms]\nenable_signup = true\n`);
    expect(auth.sms).toMatchObject({ enableSignup: false, provider: "" });
    expect(auth.enableAnonymousSignIns).toBe(false);
    expect(auth.enableManualLinking).toBe(false);
  });

  it("reads the provider, confirmations, max_frequency and test numbers", async () => {
    const auth = await load(
      [
        "[auth]",
        "enable_anonymous_sign_ins = true",
        "enable_manual_linking = true",
        "[auth.sms]",
        "enable_signup = true",
        "enable_confirmations = true",
        'max_frequency = "5s"',
        "[auth.sms.twilio]",
        "enabled = true",
        "[auth.sms.test_otp]",
        '"+234 801 234 5678" = "123456"',
        '4152127777 = "654321"',
      ].join("\n"),
    );
    expect(auth.sms).toEqual({
      enableSignup: true,
      enableConfirmations: true,
      maxFrequency: 5,
      provider: "twilio",
      testOtp: { "2348012345678": "123456", "4152127777": "654321" },
    });
    expect(auth.enableAnonymousSignIns).toBe(true);
    expect(auth.enableManualLinking).toBe(true);
  });
});
