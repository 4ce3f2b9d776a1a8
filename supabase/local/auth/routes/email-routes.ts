import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser, signupMetadata } from "../accounts.ts";
import { AuthError, unprocessable, validationFailed } from "../errors.ts";
import { requireUser } from "../guard.ts";
import { composeAuthMail, newOneTimeToken, type LinkType } from "../links.ts";
import {
  normalizeEmail,
  optionalBoolean,
  optionalObject,
  optionalString,
  readBody,
} from "../params.ts";
import { authLimiter } from "../rate-limit.ts";
import { referrer } from "../redirects.ts";
import {
  findUserByEmail,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";

/** Recovery, magic-link, confirmation and reauthentication mails; /verify consumes what they carry. */
export function emailRoutes(app: Hono, ctx: RuntimeContext): void {
  // recover.go: every address gets the same answer, so the endpoint cannot probe accounts.
  app.post("/recover", async (c) => {
    const body = await readBody(c);
    const raw = optionalString(body, "email");
    if (!raw) throw validationFailed("Password recovery requires an email");
    const user = await findUserByEmail(ctx.db, normalizeEmail(raw));
    if (user && !user.deleted_at)
      await sendLink(ctx, user, "recovery", referrer(ctx, c));
    return c.json({});
  });

  app.post("/otp", async (c) => {
    const body = await readBody(c);
    const raw = optionalString(body, "email");
    if (!raw)
      throw validationFailed("Only email sign-in links are available locally");
    const email = normalizeEmail(raw);
    const redirectTo = referrer(ctx, c);
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const type = user.email_confirmed_at ? "magiclink" : "signup";
      await sendLink(ctx, user, type, redirectTo);
      return c.json({});
    }
    if (
      optionalBoolean(body, "create_user") === false ||
      !ctx.config.auth.enableSignup
    ) {
      throw unprocessable("otp_disabled", "Signups not allowed for otp");
    }
    // As GoTrue: a new address is signed up first; with autoconfirm it then gets a magic link.
    const confirm = ctx.config.auth.enableConfirmations;
    const token = newOneTimeToken(ctx, email);
    const id = randomUUID();
    const metadata = signupMetadata(
      id,
      optionalObject(body, "data") ?? {},
      email,
      undefined,
      !confirm,
    );
    const mail = composeAuthMail(ctx, {
      type: confirm ? "signup" : "magiclink",
      to: email,
      token,
      redirectTo,
      email,
      metadata,
    });
    authLimiter(ctx).takeEmail();
    const now = new Date().toISOString();
    await saveNewUser(
      ctx,
      () => unprocessable("user_already_exists", "User already registered"),
      async (tx) => {
        await createAccount(tx, {
          id,
          email,
          emailConfirmed: !confirm,
          userMetadata: metadata,
          columns: confirm
            ? { confirmation_token: token.hash, confirmation_sent_at: now }
            : { recovery_token: token.hash, recovery_sent_at: now },
        });
      },
    );
    await ctx.mail.send(mail);
    return c.json({});
  });

  app.post("/resend", async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, "type");
    const raw = optionalString(body, "email");
    if ((type !== "signup" && type !== "email_change") || !raw) {
      throw validationFailed(
        "Only email signup and email_change confirmations can be resent locally",
      );
    }
    const user = await findUserByEmail(ctx.db, normalizeEmail(raw));
    if (user && type === "signup" && !user.email_confirmed_at)
      await sendLink(ctx, user, "signup", referrer(ctx, c));
    return c.json({});
  });

  // reauthenticate.go: a code for PUT /user's `nonce` (with `[auth.email] secure_password_change`).
  app.get("/reauthenticate", async (c) => {
    const { user } = await requireUser(ctx, c);
    if (!user.email && !user.phone)
      throw validationFailed(
        "Reauthentication requires the user to have an email or a phone number",
      );
    if (!user.email) {
      if (!user.phone_confirmed_at)
        throw unprocessable(
          "phone_not_confirmed",
          "Please verify your phone first.",
        );
      // The code would go by SMS, and no SMS provider exists here.
      throw new AuthError(
        500,
        "unexpected_failure",
        "Unable to get SMS provider",
      );
    }
    if (!user.email_confirmed_at)
      throw unprocessable(
        "email_not_confirmed",
        "Please verify your email first.",
      );
    const token = newOneTimeToken(ctx, user.email);
    const mail = composeAuthMail(ctx, {
      type: "reauthentication",
      to: user.email,
      token,
      email: user.email,
      metadata: user.raw_user_meta_data,
    });
    authLimiter(ctx).takeEmail();
    await updateUser(ctx.db, user.id, {
      reauthentication_token: token.hash,
      reauthentication_sent_at: new Date().toISOString(),
    });
    await ctx.mail.send(mail);
    return c.json({});
  });
}

/** Sends a link of `type`, storing its hash where /verify looks for it once the mail rendered. */
async function sendLink(
  ctx: RuntimeContext,
  user: UserRow,
  type: LinkType,
  redirectTo: string,
): Promise<void> {
  const token = newOneTimeToken(ctx, user.email!);
  const mail = composeAuthMail(ctx, {
    type,
    to: user.email!,
    token,
    redirectTo,
    email: user.email!,
    metadata: user.raw_user_meta_data,
  });
  authLimiter(ctx).takeEmail();
  const now = new Date().toISOString();
  const recovery = type === "recovery" || type === "magiclink";
  await updateUser(
    ctx.db,
    user.id,
    recovery
      ? { recovery_token: token.hash, recovery_sent_at: now }
      : { confirmation_token: token.hash, confirmation_sent_at: now },
  );
  await ctx.mail.send(mail);
}
