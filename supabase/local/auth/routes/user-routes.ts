import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
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
import { authLimiter } from "../rate-limit.ts";
import { referrer } from "../redirects.ts";
import {
  findUser,
  findUserByEmail,
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
    if (changesEmail) {
      const other = await findUserByEmail(ctx.db, email);
      if (other && other.id !== user.id) throw emailExists();
    }
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
    if (changesPhone)
      Object.assign(columns, {
        phone,
        phone_confirmed_at: new Date().toISOString(),
      });

    // sendEmailChange: a link to the new address and, with double_confirm_changes, one to the
    // current address, each with its own code; both rendered before anything is stored.
    const mails = [];
    if (changesEmail) {
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
    });
    for (const { message } of mails) await ctx.mail.send(message);
    return c.json(await userJson(ctx.db, (await findUser(ctx.db, user.id))!));
  });
}
