import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser, signupMetadata } from "../accounts.ts";
import { unprocessable, validationFailed } from "../errors.ts";
import {
  newOneTimeToken,
  redirectTarget,
  sendAuthMail,
  type LinkType,
} from "../links.ts";
import {
  normalizeEmail,
  optionalBoolean,
  optionalObject,
  optionalString,
  readBody,
} from "../params.ts";
import { authLimiter } from "../rate-limit.ts";
import {
  findUserByEmail,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";

/** Recovery, magic-link and confirmation mails; /verify consumes what they carry. */
export function emailRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/recover", async (c) => {
    const body = await readBody(c);
    const raw = optionalString(body, "email");
    if (!raw)
      throw unprocessable(
        "validation_failed",
        "Password recovery requires an email",
      );
    const user = await findUserByEmail(ctx.db, normalizeEmail(raw));
    // Unknown addresses get the same answer, so the endpoint cannot probe accounts.
    if (user && !user.deleted_at)
      await sendLink(
        ctx,
        user,
        "recovery",
        redirectTarget(ctx, c.req.query("redirect_to")),
      );
    return c.json({});
  });

  app.post("/otp", async (c) => {
    const body = await readBody(c);
    const raw = optionalString(body, "email");
    if (!raw)
      throw validationFailed("Only email sign-in links are available locally");
    const email = normalizeEmail(raw);
    const redirectTo = redirectTarget(ctx, c.req.query("redirect_to"));
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      await sendLink(
        ctx,
        user,
        user.email_confirmed_at ? "magiclink" : "signup",
        redirectTo,
      );
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
    const token = newOneTimeToken(email);
    authLimiter(ctx).takeEmail();
    const now = new Date().toISOString();
    await saveNewUser(
      ctx,
      () => unprocessable("user_already_exists", "User already registered"),
      async (tx) => {
        const id = randomUUID();
        await createAccount(tx, {
          id,
          email,
          emailConfirmed: !confirm,
          userMetadata: signupMetadata(
            id,
            optionalObject(body, "data") ?? {},
            email,
            undefined,
            !confirm,
          ),
          columns: confirm
            ? { confirmation_token: token.hash, confirmation_sent_at: now }
            : { recovery_token: token.hash, recovery_sent_at: now },
        });
      },
    );
    await sendAuthMail(
      ctx,
      email,
      confirm ? "signup" : "magiclink",
      token,
      redirectTo,
    );
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
    if (user && type === "signup" && !user.email_confirmed_at) {
      await sendLink(
        ctx,
        user,
        "signup",
        redirectTarget(ctx, c.req.query("redirect_to")),
      );
    }
    return c.json({});
  });
}

/** Sends a link of `type`, storing its hash where /verify looks for it. */
async function sendLink(
  ctx: RuntimeContext,
  user: UserRow,
  type: LinkType,
  redirectTo: string,
): Promise<void> {
  const token = newOneTimeToken(user.email!);
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
  await sendAuthMail(ctx, user.email!, type, token, redirectTo);
}
