import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import {
  completeEmailChange,
  completePhoneChange,
} from "../contact-changes.ts";
import { AuthError, forbidden, unprocessable } from "../errors.ts";
import { requireUser } from "../guard.ts";
import { composeAuthMail, newOneTimeToken } from "../links.ts";
import {
  normalizeEmail,
  normalizePhone,
  optionalObject,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import { afterPasswordChange, checkNewPassword } from "../password-change.ts";
import { checkPasswordStrength } from "../passwords.ts";
import { sendPhoneOtp } from "../phone-otp.ts";
import { authLimiter } from "../rate-limit.ts";
import { referrer } from "../redirects.ts";
import {
  findUser,
  findUserByEmail,
  findUserByPhone,
  mergeMetadata,
  updateUser,
} from "../stores/user-store.ts";
import { userJson } from "../user-json.ts";

export const emailExists = () =>
  unprocessable(
    "email_exists",
    "A user with this email address has already been registered",
  );

/** GET and PUT /user (internal/api/user.go). */
export function userRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/user", async (c) => {
    const { user } = await requireUser(ctx, c);
    return c.json(await userJson(ctx.db, user));
  });

  app.put("/user", async (c) => {
    const caller = await requireUser(ctx, c);
    const { user, aal } = caller;
    authLimiter(ctx).take("user", c);
    const body = await readBody(c);
    const rawEmail = optionalString(body, "email");
    const rawPhone = optionalString(body, "phone");
    const password = optionalString(body, "password");
    const data = optionalObject(body, "data");
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw forbidden(
        "not_admin",
        "Updating app_metadata requires admin privileges",
      );
    }
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const phone = rawPhone ? normalizePhone(rawPhone) : undefined;
    if (password !== undefined)
      checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
    const changesEmail = email !== undefined && email !== (user.email ?? "");
    const changesPhone = phone !== undefined && phone !== (user.phone ?? "");

    const { rows: verified } = await ctx.db.query(
      `select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1`,
      [user.id],
    );
    if (
      verified.length &&
      aal !== "aal2" &&
      (password || changesEmail || changesPhone)
    ) {
      throw new AuthError(
        401,
        "insufficient_aal",
        "AAL2 session is required to update email or password when MFA is enabled.",
      );
    }
    if (user.is_anonymous === true && password && !rawEmail && !rawPhone)
      throw unprocessable(
        "validation_failed",
        "Updating password of an anonymous user without an email or phone is not allowed",
      );
    if (changesEmail) {
      const other = await findUserByEmail(ctx.db, email);
      if (other && other.id !== user.id) throw emailExists();
    }
    if (changesPhone && (await findUserByPhone(ctx.db, phone)))
      throw unprocessable(
        "phone_exists",
        "A user with this phone number has already been registered",
      );
    const columns: Body = {};
    if (password) {
      columns.encrypted_password = await checkNewPassword(
        ctx,
        caller,
        password,
        {
          currentPassword: optionalString(body, "current_password"),
          nonce: optionalString(body, "nonce"),
        },
      );
    }
    const metadata = data
      ? mergeMetadata(user.raw_user_meta_data, data)
      : user.raw_user_meta_data;
    if (data) columns.raw_user_meta_data = metadata;

    // sendEmailChange: a link to the new address and, with double_confirm_changes, one to the
    // current address, each with its own code; both rendered before anything is stored.
    const mails = [];
    // An anonymous user adding an e-mail under autoconfirm is signed up at once (user.go), as
    // emailChangeVerify would on the link; everyone else confirms by mail.
    const emailAtOnce =
      changesEmail &&
      user.is_anonymous === true &&
      !ctx.config.auth.enableConfirmations;
    if (changesEmail && !emailAtOnce) {
      const redirectTo = referrer(ctx, c);
      const mail = (to: string, token = newOneTimeToken(ctx, to)) => ({
        token,
        message: composeAuthMail(ctx, {
          type: "email_change",
          to,
          token,
          redirectTo,
          email: user.email ?? "",
          newEmail: email,
          metadata,
        }),
      });
      mails.push(mail(email));
      if (ctx.config.auth.email.doubleConfirmChanges && user.email)
        mails.push(mail(user.email));
      Object.assign(columns, {
        email_change: email,
        email_change_token_new: mails[0]!.token.hash,
        email_change_token_current: mails[1]?.token.hash ?? "",
        email_change_confirm_status: 0,
        email_change_sent_at: new Date().toISOString(),
      });
    }
    if (mails.length) authLimiter(ctx).takeEmail();
    await ctx.db.transaction(async (tx) => {
      if (password) await afterPasswordChange(tx, user.id, caller.sessionId);
      if (Object.keys(columns).length) await updateUser(tx, user.id, columns);
      if (emailAtOnce)
        await completeEmailChange(tx, (await findUser(tx, user.id))!, email);
      // A new phone: confirmed at once under SMS autoconfirm (smsVerify), else a code to verify
      // with type phone_change.
      if (changesPhone) {
        const current = (await findUser(tx, user.id))!;
        if (ctx.config.auth.sms.enableConfirmations)
          await sendPhoneOtp(ctx, tx, current, phone, "phone_change");
        else await completePhoneChange(tx, current, phone);
      }
    });
    for (const { message } of mails) await ctx.mail.send(message);
    return c.json(await userJson(ctx.db, (await findUser(ctx.db, user.id))!));
  });
}
