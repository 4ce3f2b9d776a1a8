import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { badRequest, unprocessable, validationFailed } from "../errors.ts";
import { requireUser } from "../guard.ts";
import {
  formatPhoneNumber,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import { passwordMatches } from "../passwords.ts";
import { authLimiter } from "../rate-limit.ts";
import { refreshGrant } from "../stores/refresh-store.ts";
import { createSession, sessionResponse } from "../stores/session-store.ts";
import { findUserByEmail, findUserByPhone } from "../stores/user-store.ts";

/** The token grants (password, refresh_token) and sign-out. */
export function tokenRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/token", async (c) => {
    const grantType = c.req.query("grant_type");
    // As GoTrue's Token handler: an unknown grant is refused (with this odd code) before any
    // bucket is touched. pkce, id_token and web3 grants are not supported here.
    if (grantType !== "password" && grantType !== "refresh_token")
      throw badRequest("invalid_credentials", "unsupported_grant_type");
    // GoTrue counts both grants against one bucket, `token_refresh`.
    authLimiter(ctx).take("token", c);
    const body = await readBody(c);
    const userAgent = c.req.header("user-agent");
    if (grantType === "password")
      return c.json(await passwordGrant(ctx, body, userAgent));
    return c.json(await refreshGrant(ctx, body, userAgent));
  });

  app.post("/logout", async (c) => {
    const caller = await requireUser(ctx, c);
    const scope = c.req.query("scope") || "global";
    if (!["global", "local", "others"].includes(scope)) {
      throw validationFailed(`Unsupported logout scope "${scope}"`);
    }
    if (scope === "global" || !caller.sessionId) {
      await ctx.db.query("delete from auth.sessions where user_id = $1", [
        caller.user.id,
      ]);
    } else if (scope === "local") {
      await ctx.db.query("delete from auth.sessions where id = $1", [
        caller.sessionId,
      ]);
    } else {
      await ctx.db.query(
        "delete from auth.sessions where user_id = $1 and id <> $2",
        [caller.user.id, caller.sessionId],
      );
    }
    return c.body(null, 204);
  });
}

async function passwordGrant(
  ctx: RuntimeContext,
  body: Body,
  userAgent: string | undefined,
): Promise<Body> {
  const email = optionalString(body, "email")?.trim().toLowerCase();
  const phone = optionalString(body, "phone");
  const password = optionalString(body, "password") ?? "";
  if (email && phone)
    throw validationFailed(
      "Only an email address or phone number should be provided on login.",
    );
  if ((!email && !phone) || !password) {
    throw validationFailed(
      "You must provide either an email or phone number and a password",
    );
  }
  // As ResourceOwnerPasswordGrant: phone logins need the phone provider, and the number is only
  // stripped of its `+` and spaces (formatPhoneNumber), not validated.
  if (!email && !ctx.config.auth.sms.enableSignup)
    throw unprocessable("phone_provider_disabled", "Phone logins are disabled");
  const user = email
    ? await findUserByEmail(ctx.db, email)
    : await findUserByPhone(ctx.db, formatPhoneNumber(phone!));
  if (
    !user ||
    user.deleted_at ||
    !(await passwordMatches(password, user.encrypted_password))
  ) {
    throw badRequest("invalid_credentials", "Invalid login credentials");
  }
  if (user.banned) throw badRequest("user_banned", "User is banned");
  if (email && !user.email_confirmed_at)
    throw badRequest("email_not_confirmed", "Email not confirmed");
  if (!email && !user.phone_confirmed_at)
    throw badRequest("phone_not_confirmed", "Phone not confirmed");
  return ctx.db.transaction(async (tx) =>
    sessionResponse(
      ctx,
      tx,
      user.id,
      await createSession(tx, user.id, "password", userAgent),
    ),
  );
}
