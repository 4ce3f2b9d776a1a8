import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser, signupMetadata } from "../accounts.ts";
import { unprocessable } from "../errors.ts";
import { composeAuthMail, newOneTimeToken } from "../links.ts";
import {
  normalizeEmail,
  normalizePhone,
  optionalObject,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { authLimiter } from "../rate-limit.ts";
import { referrer } from "../redirects.ts";
import { createSession, sessionResponse } from "../stores/session-store.ts";
import {
  findUser,
  findUserByEmail,
  findUserByPhone,
  mergeMetadata,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";
import { userJson } from "../user-json.ts";

const alreadyRegistered = () =>
  unprocessable("user_already_exists", "User already registered");

/** POST /signup: auto-confirmed sessions, or confirmation mails when the project asks for them. */
export function signupRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/signup", async (c) => {
    const auth = ctx.config.auth;
    const body = await readBody(c);
    const rawEmail = optionalString(body, "email");
    const rawPhone = optionalString(body, "phone");
    const password = optionalString(body, "password") ?? "";
    const data = optionalObject(body, "data") ?? {};
    // As GoTrue's /signup route: no e-mail or phone is an anonymous sign-in (not supported here,
    // as with the CLI's default enable_anonymous_sign_ins = false); anything else spends the
    // caller's sign-up bucket before the handler looks further, even when sign-ups are off.
    if (!rawEmail && !rawPhone)
      throw unprocessable(
        "anonymous_provider_disabled",
        "Anonymous sign-ins are disabled",
      );
    authLimiter(ctx).take("signup", c);
    if (!auth.enableSignup)
      throw unprocessable(
        "signup_disabled",
        "Signups not allowed for this instance",
      );
    const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
    const phone = !email && rawPhone ? normalizePhone(rawPhone) : undefined;
    checkPasswordStrength(password, auth.minimumPasswordLength);
    // There is no SMS provider locally, so phone sign-ups are always auto-confirmed.
    const confirm = auth.enableConfirmations && email !== undefined;
    const redirectTo = referrer(ctx, c);

    const existing = email
      ? await findUserByEmail(ctx.db, email)
      : await findUserByPhone(ctx.db, phone!);
    if (existing) {
      if (!confirm) throw alreadyRegistered();
      if (existing.email_confirmed_at) return c.json(obfuscatedUser(existing));
      return c.json(await resendConfirmation(ctx, existing, data, redirectTo));
    }

    const id = randomUUID();
    const token = confirm ? newOneTimeToken(ctx, email!) : undefined;
    const metadata = signupMetadata(id, data, email, phone, !confirm);
    const mail =
      token &&
      composeAuthMail(ctx, {
        type: "signup",
        to: email!,
        token,
        redirectTo,
        email: email!,
        metadata,
      });
    if (token) authLimiter(ctx).takeEmail();
    const encryptedPassword = await hashPassword(password);
    const result = await saveNewUser(ctx, alreadyRegistered, async (tx) => {
      await createAccount(tx, {
        id,
        email,
        phone,
        encryptedPassword,
        emailConfirmed: !confirm,
        phoneConfirmed: true,
        userMetadata: metadata,
        columns: token
          ? {
              confirmation_token: token.hash,
              confirmation_sent_at: new Date().toISOString(),
            }
          : {},
      });
      if (token) return userJson(tx, (await findUser(tx, id))!);
      return sessionResponse(
        ctx,
        tx,
        id,
        await createSession(tx, id, "password", c.req.header("user-agent")),
      );
    });
    if (mail) await ctx.mail.send(mail);
    return c.json(result);
  });
}

/** Signing up again with an unconfirmed address sends a fresh confirmation link. */
async function resendConfirmation(
  ctx: RuntimeContext,
  user: UserRow,
  data: Body,
  redirectTo: string,
) {
  const token = newOneTimeToken(ctx, user.email!);
  const metadata = mergeMetadata(user.raw_user_meta_data, data);
  const mail = composeAuthMail(ctx, {
    type: "signup",
    to: user.email!,
    token,
    redirectTo,
    email: user.email!,
    metadata,
  });
  authLimiter(ctx).takeEmail();
  await updateUser(ctx.db, user.id, {
    confirmation_token: token.hash,
    confirmation_sent_at: new Date().toISOString(),
    raw_user_meta_data: metadata,
  });
  await ctx.mail.send(mail);
  return userJson(ctx.db, (await findUser(ctx.db, user.id))!);
}

/** Confirmations on: a signed-up address gets a look-alike user, so sign-up cannot probe accounts. */
function obfuscatedUser(user: UserRow): Body {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email: user.email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
