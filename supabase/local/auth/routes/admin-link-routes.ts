import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser, signupMetadata } from "../accounts.ts";
import { emailExists } from "../admin-attributes.ts";
import { notFound, validationFailed } from "../errors.ts";
import {
  composeAuthMail,
  newOneTimeToken,
  verifyLink,
  type OneTimeToken,
} from "../links.ts";
import {
  normalizeEmail,
  optionalObject,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { authLimiter } from "../rate-limit.ts";
import { isRedirectUrlValid, referrer } from "../redirects.ts";
import { deleteFactor, findFactor, listFactors } from "../stores/mfa-store.ts";
import {
  findUser,
  findUserByEmail,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";
import { factorJson, userJson } from "../user-json.ts";
import { adminTarget } from "./admin-user-routes.ts";

type LinkKind = "signup" | "invite" | "magiclink" | "recovery";

export function adminLinkRoutes(app: Hono, ctx: RuntimeContext): void {
  // invite.go: a new address gets an account (user_metadata = data) and the invite; an address
  // not yet confirmed gets a new invite; a confirmed one is refused.
  app.post("/invite", async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(optionalString(body, "email") ?? "");
    const data = optionalObject(body, "data") ?? {};
    const existing = await findUserByEmail(ctx.db, email);
    if (existing?.email_confirmed_at) throw emailExists();
    const token = newOneTimeToken(ctx, email);
    const mail = composeAuthMail(ctx, {
      type: "invite",
      to: email,
      token,
      redirectTo: referrer(ctx, c),
      email,
      metadata: existing ? existing.raw_user_meta_data : data,
    });
    authLimiter(ctx).takeEmail();
    const user = await inviteOrSignUp(
      ctx,
      "invite",
      email,
      token,
      data,
      undefined,
    );
    await ctx.mail.send(mail);
    return c.json(user);
  });

  app.post("/admin/generate_link", async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, "type") as LinkKind | undefined;
    if (
      !type ||
      !["signup", "invite", "magiclink", "recovery"].includes(type)
    ) {
      throw validationFailed(
        "Invalid link type: only signup, invite, magiclink and recovery are available locally",
      );
    }
    const email = normalizeEmail(optionalString(body, "email") ?? "");
    // mail.go's GenerateLink: the body's redirect_to when allowed, else GetReferrer.
    const requested = optionalString(body, "redirect_to") ?? "";
    const redirectTo = isRedirectUrlValid(ctx, requested)
      ? requested
      : referrer(ctx, c);
    const token = newOneTimeToken(ctx, email);
    let user: Body;
    if (type === "signup" || type === "invite") {
      const password = optionalString(body, "password");
      if (type === "signup")
        checkPasswordStrength(
          password ?? "",
          ctx.config.auth.minimumPasswordLength,
        );
      user = await inviteOrSignUp(
        ctx,
        type,
        email,
        token,
        optionalObject(body, "data") ?? {},
        password,
      );
    } else {
      const existing = await findUserByEmail(ctx.db, email);
      if (!existing)
        throw notFound("user_not_found", "User with this email not found");
      await updateUser(ctx.db, existing.id, {
        recovery_token: token.hash,
        recovery_sent_at: new Date().toISOString(),
      });
      user = await userJson(ctx.db, (await findUser(ctx.db, existing.id))!);
    }
    return c.json({
      ...user,
      action_link: verifyLink(ctx, token.hash, type, redirectTo),
      email_otp: token.otp,
      hashed_token: token.hash,
      verification_type: type,
      redirect_to: redirectTo,
    });
  });

  app.get("/admin/users/:id/factors", async (c) => {
    const user = await adminTarget(ctx, c);
    return c.json((await listFactors(ctx.db, user.id)).map(factorJson));
  });

  app.delete("/admin/users/:id/factors/:factorId", async (c) => {
    const user = await adminTarget(ctx, c);
    const factor = await findFactor(ctx.db, user.id, c.req.param("factorId"));
    await ctx.db.transaction((tx) => deleteFactor(tx, factor.id));
    return c.json(factorJson(factor));
  });
}

/** Creates (or re-arms) an unconfirmed account whose confirmation token is `token`. */
async function inviteOrSignUp(
  ctx: RuntimeContext,
  kind: "signup" | "invite",
  email: string,
  token: OneTimeToken,
  data: Body,
  password: string | undefined,
): Promise<Body> {
  const now = new Date().toISOString();
  const columns: Body = {
    confirmation_token: token.hash,
    confirmation_sent_at: now,
    ...(kind === "invite" ? { invited_at: now } : {}),
  };
  const existing: UserRow | undefined = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  if (existing) {
    await updateUser(ctx.db, existing.id, columns);
    return userJson(ctx.db, (await findUser(ctx.db, existing.id))!);
  }
  const encryptedPassword = password ? await hashPassword(password) : "";
  return saveNewUser(ctx, emailExists, async (tx) => {
    const id = randomUUID();
    const userMetadata =
      kind === "signup"
        ? signupMetadata(id, data, email, undefined, false)
        : data;
    await createAccount(tx, {
      id,
      email,
      encryptedPassword,
      userMetadata,
      columns,
    });
    return userJson(tx, (await findUser(tx, id))!);
  });
}
