import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser, signupMetadata } from "../accounts.ts";
import { AuthError, unprocessable, validationFailed } from "../errors.ts";
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
import {
  checkChannel,
  phoneSignupsDisabled,
  signUpPhone,
} from "../phone-otp.ts";
import { authLimiter } from "../rate-limit.ts";
import { referrer } from "../redirects.ts";
import { createSession, sessionResponse } from "../stores/session-store.ts";
import {
  findUser,
  findUserByEmail,
  mergeMetadata,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";
import { userJson } from "../user-json.ts";

const alreadyRegistered = () =>
  unprocessable("user_already_exists", "User already registered");

/**
 * POST /signup: anonymous sign-ins, e-mail and phone sign-ups (signup.go, anonymous.go):
 * auto-confirmed sessions, or confirmation mails / codes when the project asks for them.
 */
export function signupRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/signup", async (c) => {
    const auth = ctx.config.auth;
    const body = await readBody(c);
    const rawEmail = optionalString(body, "email");
    const rawPhone = optionalString(body, "phone");
    const password = optionalString(body, "password") ?? "";
    const data = optionalObject(body, "data") ?? {};
    // As GoTrue's /signup route: no e-mail or phone is an anonymous sign-in, refused unless
    // `enable_anonymous_sign_ins`, then counted per hour on `anonymous_users`; anything else
    // spends the caller's sign-up bucket before the handler looks further, even when sign-ups
    // are off.
    if (!rawEmail && !rawPhone) {
      if (!auth.enableAnonymousSignIns)
        throw unprocessable(
          "anonymous_provider_disabled",
          "Anonymous sign-ins are disabled",
        );
      authLimiter(ctx).take("anonymous", c);
      if (!auth.enableSignup)
        throw unprocessable(
          "signup_disabled",
          "Signups not allowed for this instance",
        );
      return c.json(
        await signInAnonymously(ctx, data, c.req.header("user-agent")),
      );
    }
    authLimiter(ctx).take("signup", c);
    if (!auth.enableSignup)
      throw unprocessable(
        "signup_disabled",
        "Signups not allowed for this instance",
      );
    if (!password) throw validationFailed("Signup requires a valid password");
    checkPasswordStrength(password, auth.minimumPasswordLength);
    if (rawEmail && rawPhone)
      throw validationFailed(
        "Only an email address or phone number should be provided on signup.",
      );
    if (rawPhone) {
      return c.json(
        await phoneSignup(ctx, {
          phone: rawPhone,
          password,
          data,
          channel: optionalString(body, "channel") || "sms",
          userAgent: c.req.header("user-agent"),
        }),
      );
    }
    const email = normalizeEmail(rawEmail!);
    const confirm = auth.enableConfirmations;
    const redirectTo = referrer(ctx, c);

    const existing = await findUserByEmail(ctx.db, email);
    if (existing) {
      if (!confirm) throw alreadyRegistered();
      if (existing.email_confirmed_at) return c.json(obfuscatedUser(existing));
      return c.json(await resendConfirmation(ctx, existing, data, redirectTo));
    }

    const id = randomUUID();
    const token = confirm ? newOneTimeToken(ctx, email) : undefined;
    const metadata = signupMetadata(id, data, email, undefined, !confirm);
    const mail =
      token &&
      composeAuthMail(ctx, {
        type: "signup",
        to: email,
        token,
        redirectTo,
        email,
        metadata,
      });
    if (token) authLimiter(ctx).takeEmail();
    const encryptedPassword = await hashPassword(password);
    const result = await saveNewUser(ctx, alreadyRegistered, async (tx) => {
      await createAccount(tx, {
        id,
        email,
        encryptedPassword,
        emailConfirmed: !confirm,
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

/** SignupAnonymously: a user with no identity, signed in with amr `anonymous`. */
async function signInAnonymously(
  ctx: RuntimeContext,
  data: Body,
  userAgent: string | undefined,
): Promise<Body> {
  const id = randomUUID();
  try {
    return await ctx.db.transaction(async (tx) => {
      await createAccount(tx, { id, anonymous: true, userMetadata: data });
      const grant = await createSession(tx, id, "anonymous", userAgent);
      return sessionResponse(ctx, tx, id, grant);
    });
  } catch (error) {
    ctx.log(
      `auth: anonymous sign-in failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new AuthError(
      500,
      "unexpected_failure",
      "Database error creating anonymous user",
    );
  }
}

/** Signup's phone branch: the phone provider's checks, then phone-otp.ts's signUpPhone. */
async function phoneSignup(
  ctx: RuntimeContext,
  input: {
    phone: string;
    password: string;
    data: Body;
    channel: string;
    userAgent: string | undefined;
  },
): Promise<Body> {
  checkChannel(ctx, input.channel);
  if (!ctx.config.auth.sms.enableSignup) throw phoneSignupsDisabled();
  const phone = normalizePhone(input.phone);
  const result = await signUpPhone(ctx, {
    phone,
    password: input.password,
    data: input.data,
  });
  if (result.kind === "exists") {
    // Either autoconfirm (e-mail's or SMS's) makes a repeated sign-up an error, as in GoTrue.
    if (
      !ctx.config.auth.enableConfirmations ||
      !ctx.config.auth.sms.enableConfirmations
    )
      throw alreadyRegistered();
    return {
      ...obfuscatedUser(result.user),
      email: "",
      phone,
      app_metadata: { provider: "phone", providers: ["phone"] },
      user_metadata: input.data,
    };
  }
  if (result.kind === "code-sent")
    return userJson(ctx.db, (await findUser(ctx.db, result.userId))!);
  return ctx.db.transaction(async (tx) =>
    sessionResponse(
      ctx,
      tx,
      result.userId,
      await createSession(tx, result.userId, "password", input.userAgent),
    ),
  );
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
