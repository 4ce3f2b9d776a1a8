import { randomUUID } from "node:crypto";

import type { RuntimeContext } from "../context.ts";
import type { Queryable } from "../db/database.ts";
import { createAccount, saveNewUser, signupMetadata } from "./accounts.ts";
import { AuthError, badRequest, unprocessable } from "./errors.ts";
import { tokenHash } from "./links.ts";
import type { Body } from "./params.ts";
import { hashPassword } from "./passwords.ts";
import { authLimiter } from "./rate-limit.ts";
import { clearOneTimeTokens } from "./stores/one-time-tokens.ts";
import {
  findUser,
  findUserByPhone,
  updateUser,
  type UserRow,
} from "./stores/user-store.ts";

/**
 * Phone codes as GoTrue's sendPhoneConfirmation (internal/api/phone.go) makes them. No SMS ever
 * leaves this backend: a number of `[auth.sms.test_otp]` gets its fixed code (GoTrue sends none
 * for those either); any other number fails where GoTrue would call the provider.
 */
export type PhoneOtpKind = "confirmation" | "phone_change";

/** GOTRUE_SMS_OTP_EXP as the CLI starts GoTrue: codes work for 6000 seconds. */
export const SMS_OTP_EXPIRY = 6000;

const COLUMNS: Record<PhoneOtpKind, { token: string; sentAt: string }> = {
  confirmation: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  phone_change: { token: "phone_change_token", sentAt: "phone_change_sent_at" },
};

export const phoneSignupsDisabled = () =>
  badRequest("phone_provider_disabled", "Phone signups are disabled");

/** GoTrue's InvalidChannelError: `whatsapp` only goes through Twilio or Twilio Verify. */
export function checkChannel(ctx: RuntimeContext, channel: string): void {
  const provider = ctx.config.auth.sms.provider;
  const whatsapp =
    channel === "whatsapp" &&
    (provider === "twilio" || provider === "twilio_verify");
  if (channel !== "sms" && !whatsapp) {
    throw badRequest(
      "validation_failed",
      "Invalid channel, supported values are 'sms' or 'whatsapp'. 'whatsapp' is only supported if Twilio or Twilio Verify is used as the provider.",
    );
  }
}

/** Sms.GetTestOTP: the fixed code of a test number (test_otp_valid_until is not read). */
export const testOtp = (ctx: RuntimeContext, phone: string) =>
  Object.hasOwn(ctx.config.auth.sms.testOtp, phone)
    ? ctx.config.auth.sms.testOtp[phone]
    : undefined;

/**
 * Issues a code of `kind` to `phone` for `user` and stores its hash, sha224(phone + code), where
 * /verify looks for it. Answers GoTrue's message id: "test-otp" for test numbers.
 */
export async function sendPhoneOtp(
  ctx: RuntimeContext,
  tx: Queryable,
  user: UserRow,
  phone: string,
  kind: PhoneOtpKind,
): Promise<string> {
  const sms = ctx.config.auth.sms;
  const columns = COLUMNS[kind];
  // As GoTrue, the frequency check comes before the test number, so both behave alike.
  const sentAt = user[columns.sentAt];
  if (sentAt) {
    const waitMs =
      new Date(String(sentAt)).getTime() + sms.maxFrequency * 1000 - Date.now();
    if (waitMs >= 0) {
      throw new AuthError(
        429,
        "over_sms_send_rate_limit",
        `For security purposes, you can only request this after ${Math.trunc(waitMs / 1000)} seconds.`,
      );
    }
  }
  const otp = testOtp(ctx, phone);
  if (otp === undefined) {
    if (sms.enableConfirmations) authLimiter(ctx).takeSms();
    if (!sms.provider)
      throw new AuthError(
        500,
        "unexpected_failure",
        "Unable to get SMS provider",
      );
    throw unprocessable(
      "sms_send_failed",
      `Error sending ${kind} OTP to provider: the local backend sends no SMS; list the number under [auth.sms.test_otp]`,
    );
  }
  await updateUser(tx, user.id, {
    [columns.token]: tokenHash(phone, otp),
    [columns.sentAt]: new Date().toISOString(),
    ...(kind === "phone_change" ? { phone_change: phone } : {}),
  });
  return "test-otp";
}

/** isOtpValid for a phone code: a test number's fixed code, or the stored hash within its expiry. */
export function phoneCodeMatches(
  ctx: RuntimeContext,
  user: UserRow,
  phone: string,
  code: string,
  kind: PhoneOtpKind,
): boolean {
  if (testOtp(ctx, phone) === code) return true;
  const columns = COLUMNS[kind];
  const expected = user[columns.token];
  const sentAt = user[columns.sentAt];
  if (typeof expected !== "string" || !expected || !sentAt) return false;
  const expired =
    Date.now() > new Date(String(sentAt)).getTime() + SMS_OTP_EXPIRY * 1000;
  const hash = tokenHash(phone, code);
  return !expired && (expected === hash || expected === `pkce_${hash}`);
}

/** User.ConfirmPhone: the code is spent with every other outstanding link. */
export async function confirmPhone(tx: Queryable, userId: string) {
  await updateUser(tx, userId, {
    confirmation_token: "",
    phone_confirmed_at: new Date().toISOString(),
  });
  await clearOneTimeTokens(tx, userId);
}

export interface PhoneSignup {
  phone: string;
  password: string;
  data: Body;
}

export type PhoneSignupResult =
  | { kind: "signed-in"; userId: string }
  | { kind: "code-sent"; userId: string }
  | { kind: "exists"; user: UserRow };

/**
 * Signup's phone branch (signup.go) after its checks: a new number is created, confirmed at once
 * with `[auth.sms] enable_confirmations = false` (GOTRUE_SMS_AUTOCONFIRM), else sent a code; an
 * unconfirmed one is confirmed or sent a code the same way, its password untouched; a confirmed
 * one is GoTrue's UserExistsError.
 */
export async function signUpPhone(
  ctx: RuntimeContext,
  input: PhoneSignup,
): Promise<PhoneSignupResult> {
  const autoconfirm = !ctx.config.auth.sms.enableConfirmations;
  const existing = await findUserByPhone(ctx.db, input.phone);
  if (existing?.phone_confirmed_at) return { kind: "exists", user: existing };
  const encryptedPassword = existing
    ? undefined
    : await hashPassword(input.password);
  const id = existing?.id ?? randomUUID();
  return saveNewUser(
    ctx,
    () => unprocessable("user_already_exists", "User already registered"),
    async (tx) => {
      if (!existing)
        await createAccount(tx, {
          id,
          phone: input.phone,
          encryptedPassword,
          phoneConfirmed: false,
          userMetadata: signupMetadata(
            id,
            input.data,
            undefined,
            input.phone,
            autoconfirm,
          ),
        });
      if (autoconfirm) {
        await confirmPhone(tx, id);
        return { kind: "signed-in", userId: id };
      }
      await sendPhoneOtp(
        ctx,
        tx,
        (await findUser(tx, id))!,
        input.phone,
        "confirmation",
      );
      return { kind: "code-sent", userId: id };
    },
  );
}
