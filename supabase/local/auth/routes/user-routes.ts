import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { AuthError, forbidden, unprocessable } from "../errors.ts";
import { requireUser } from "../guard.ts";
import {
  newOneTimeToken,
  redirectTarget,
  SECURE_EMAIL_CHANGE,
  sendAuthMail,
  type OneTimeToken,
} from "../links.ts";
import {
  normalizeEmail,
  normalizePhone,
  optionalObject,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import {
  checkPasswordStrength,
  hashPassword,
  passwordMatches,
} from "../passwords.ts";
import { authLimiter } from "../rate-limit.ts";
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

export function userRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/user", async (c) => {
    const { user } = await requireUser(ctx, c);
    return c.json(await userJson(ctx.db, user));
  });

  app.put("/user", async (c) => {
    const { user, aal } = await requireUser(ctx, c);
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
      if (await passwordMatches(password, user.encrypted_password)) {
        throw unprocessable(
          "same_password",
          "New password should be different from the old password.",
        );
      }
      columns.encrypted_password = await hashPassword(password);
    }
    if (data)
      columns.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, data);
    if (changesPhone)
      Object.assign(columns, {
        phone,
        phone_confirmed_at: new Date().toISOString(),
      });

    const mails: [string, OneTimeToken][] = [];
    if (changesEmail) {
      const toNew = newOneTimeToken(email);
      mails.push([email, toNew]);
      Object.assign(columns, {
        email_change: email,
        email_change_token_new: toNew.hash,
        email_change_token_current: "",
        email_change_confirm_status: 0,
        email_change_sent_at: new Date().toISOString(),
      });
      if (SECURE_EMAIL_CHANGE && user.email) {
        const toCurrent = newOneTimeToken(user.email);
        mails.push([user.email, toCurrent]);
        columns.email_change_token_current = toCurrent.hash;
      }
    }
    if (mails.length) authLimiter(ctx).takeEmail();
    if (Object.keys(columns).length) await updateUser(ctx.db, user.id, columns);
    const redirectTo = redirectTarget(ctx, c.req.query("redirect_to"));
    for (const [to, token] of mails)
      await sendAuthMail(ctx, to, "email_change", token, redirectTo);
    return c.json(await userJson(ctx.db, (await findUser(ctx.db, user.id))!));
  });
}
