import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { completePhoneChange } from "../contact-changes.ts";
import {
  badRequest,
  forbidden,
  unprocessable,
  validationFailed,
} from "../errors.ts";
import {
  normalizePhone,
  optionalBoolean,
  optionalObject,
  optionalString,
  readBody,
} from "../params.ts";
import { randomPassword } from "../passwords.ts";
import {
  checkChannel,
  confirmPhone,
  phoneCodeMatches,
  sendPhoneOtp,
  signUpPhone,
} from "../phone-otp.ts";
import { createSession, sessionResponse } from "../stores/session-store.ts";
import {
  findUserByPhone,
  findUserByPhoneChange,
  syncProviders,
  updateUser,
} from "../stores/user-store.ts";

const TOKEN_EXPIRED = "Token has expired or is invalid";

/**
 * The phone halves of POST /otp (otp.go's SmsOtp) and POST /verify (verify.go with `phone`):
 * requests without a phone go on to the e-mail handlers. Registered before them.
 */
export function phoneRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/otp", async (c, next) => {
    const body = await readBody(c);
    const email = optionalString(body, "email") ?? "";
    const rawPhone = optionalString(body, "phone") ?? "";
    if (email && rawPhone)
      throw validationFailed(
        "Only an email address or phone number should be provided",
      );
    if (!rawPhone) return next();
    const sms = ctx.config.auth.sms;
    if (optionalBoolean(body, "create_user") === false) {
      if (!(await findUserByPhone(ctx.db, normalizePhone(rawPhone))))
        throw unprocessable("otp_disabled", "Signups not allowed for otp");
    }
    if (!sms.enableSignup)
      throw badRequest("phone_provider_disabled", "Unsupported phone provider");
    const channel = optionalString(body, "channel") || "sms";
    const phone = normalizePhone(rawPhone);
    checkChannel(ctx, channel);

    const user = await findUserByPhone(ctx.db, phone);
    if (!user?.phone_confirmed_at) {
      // SmsOtp signs a new (or unconfirmed) number up with a throw-away password; with
      // autoconfirm it then sends the code as to any confirmed number.
      if (!ctx.config.auth.enableSignup)
        throw unprocessable(
          "signup_disabled",
          "Signups not allowed for this instance",
        );
      const result = await signUpPhone(ctx, {
        phone,
        password: randomPassword(),
        data: optionalObject(body, "data") ?? {},
      });
      if (result.kind === "code-sent") return c.json({});
    }
    const messageId = await ctx.db.transaction(async (tx) =>
      sendPhoneOtp(
        ctx,
        tx,
        (await findUserByPhone(tx, phone))!,
        phone,
        "confirmation",
      ),
    );
    return c.json({ message_id: messageId });
  });

  app.post("/verify", async (c, next) => {
    const body = await readBody(c);
    const type = optionalString(body, "type") ?? "";
    const token = optionalString(body, "token") ?? "";
    const hash = optionalString(body, "token_hash") ?? "";
    const email = optionalString(body, "email") ?? "";
    const rawPhone = optionalString(body, "phone") ?? "";
    // Only a code with a phone and no e-mail is a phone verification (isPhoneOtpVerification).
    if (!type || !token || hash || email || !rawPhone) return next();
    const phone = normalizePhone(rawPhone);
    const expired = () => forbidden("otp_expired", TOKEN_EXPIRED);
    if (type !== "sms" && type !== "phone_change") throw expired();
    const session = await ctx.db.transaction(async (tx) => {
      const kind = type === "sms" ? "confirmation" : "phone_change";
      const user =
        kind === "confirmation"
          ? await findUserByPhone(tx, phone)
          : await findUserByPhoneChange(tx, phone);
      if (!user) throw expired();
      if (user.banned) throw forbidden("user_banned", "User is banned");
      if (!phoneCodeMatches(ctx, user, phone, token, kind)) throw expired();
      if (kind === "phone_change") await completePhoneChange(tx, user, phone);
      else {
        await confirmPhone(tx, user.id);
        if (user.is_anonymous === true)
          await updateUser(tx, user.id, { is_anonymous: false });
      }
      await syncProviders(tx, user.id);
      const grant = await createSession(
        tx,
        user.id,
        "otp",
        c.req.header("user-agent"),
      );
      return sessionResponse(ctx, tx, user.id, grant);
    });
    return c.json(session);
  });
}
