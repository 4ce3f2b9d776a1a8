import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { createAccount, saveNewUser, signupMetadata } from "../accounts.ts";
import { emailExists } from "../admin-attributes.ts";
import { notFound, validationFailed } from "../errors.ts";
import {
  composeAuthMail,
  newOneTimeToken,
  tokenHash,
  verifyLink,
  type LinkType,
  type OneTimeToken,
} from "../links.ts";
import {
  normalizeEmail,
  optionalObject,
  optionalString,
  readBody,
  type Body,
} from "../params.ts";
import {
  checkPasswordStrength,
  hashPassword,
  randomPassword,
} from "../passwords.ts";
import { authLimiter } from "../rate-limit.ts";
import { isRedirectUrlValid, referrer } from "../redirects.ts";
import { deleteFactor, findFactor, listFactors } from "../stores/mfa-store.ts";
import {
  findUser,
  findUserByEmail,
  mergeMetadata,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";
import { factorJson, userJson } from "../user-json.ts";
import { adminTarget } from "./admin-user-routes.ts";

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
    return c.json(await userJson(ctx.db, (await findUser(ctx.db, user.id))!));
  });

  // mail.go's adminGenerateLink: stores the link's token as sending the mail would, mails nothing.
  app.post("/admin/generate_link", async (c) => {
    const body = await readBody(c);
    let type = optionalString(body, "type") ?? "";
    const email = normalizeEmail(optionalString(body, "email") ?? "");
    // The body's redirect_to when allowed, else GetReferrer.
    const requested = optionalString(body, "redirect_to") ?? "";
    const redirectTo = isRedirectUrlValid(ctx, requested)
      ? requested
      : referrer(ctx, c);
    const data = optionalObject(body, "data");
    let password = optionalString(body, "password") ?? "";
    let existing = await findUserByEmail(ctx.db, email);
    if (!existing) {
      if (type === "magiclink") {
        // A magic link for a new address signs it up, with a random password.
        type = "signup";
        password = randomPassword();
      } else if (["recovery", ...EMAIL_CHANGE_KINDS].includes(type)) {
        throw notFound("user_not_found", "User with this email not found");
      }
      if (type === "signup") {
        if (!password)
          throw validationFailed("Signup requires a valid password");
        checkPasswordStrength(password, ctx.config.auth.minimumPasswordLength);
      }
    }
    const token = newOneTimeToken(ctx, email);
    const now = new Date().toISOString();
    let linkToken = token.hash;
    let linkType: LinkType;
    if (type === "magiclink" || type === "recovery") {
      await updateUser(ctx.db, existing!.id, {
        recovery_token: token.hash,
        recovery_sent_at: now,
      });
      linkType = type;
    } else if (type === "signup" || type === "invite") {
      if (existing?.email_confirmed_at) throw emailExists();
      existing = await inviteOrSignUp(
        ctx,
        type,
        email,
        token,
        data ?? {},
        password || undefined,
      );
      linkType = type;
    } else if (isEmailChangeKind(type)) {
      linkToken = await armEmailChange(ctx, existing!, type, body, token);
      linkType = "email_change";
    } else {
      throw validationFailed(
        `Invalid email action link type requested: ${type}`,
      );
    }
    const user = await userJson(
      ctx.db,
      (await findUser(ctx.db, existing!.id))!,
    );
    return c.json({
      ...user,
      action_link: verifyLink(ctx, linkToken, linkType, redirectTo),
      email_otp: token.otp,
      // GoTrue answers sha224(email + otp) whatever the type, so for email_change_new this is
      // not the stored token (supabase/auth#2538): the link and new address + code verify.
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

const EMAIL_CHANGE_KINDS = ["email_change_current", "email_change_new"];
type EmailChangeKind = "email_change_current" | "email_change_new";
const isEmailChangeKind = (type: string): type is EmailChangeKind =>
  EMAIL_CHANGE_KINDS.includes(type);

/**
 * adminGenerateLink's email change: the current address's token (secure e-mail change only) or
 * the new one's, sha224(new_email + otp), for the same code; the other token stays as it was.
 * Returns the token the link carries.
 */
async function armEmailChange(
  ctx: RuntimeContext,
  user: UserRow,
  type: EmailChangeKind,
  body: Body,
  token: OneTimeToken,
): Promise<string> {
  if (
    type === "email_change_current" &&
    !ctx.config.auth.email.doubleConfirmChanges
  )
    throw validationFailed(
      "Enable secure email change to generate link for current email",
    );
  const newEmail = normalizeEmail(optionalString(body, "new_email") ?? "");
  const other = await findUserByEmail(ctx.db, newEmail);
  if (other && other.id !== user.id) throw emailExists();
  const newToken = tokenHash(newEmail, token.otp);
  await updateUser(ctx.db, user.id, {
    email_change: newEmail,
    email_change_sent_at: new Date().toISOString(),
    email_change_confirm_status: 0,
    ...(type === "email_change_current"
      ? { email_change_token_current: token.hash }
      : { email_change_token_new: newToken }),
  });
  return type === "email_change_current" ? token.hash : newToken;
}

/**
 * Creates (or re-arms) an unconfirmed account whose confirmation token is `token`. A signup link
 * for an account not yet confirmed merges `data` into its user_metadata (UpdateUserMetaData).
 */
async function inviteOrSignUp(
  ctx: RuntimeContext,
  kind: "signup" | "invite",
  email: string,
  token: OneTimeToken,
  data: Body,
  password: string | undefined,
): Promise<UserRow> {
  const now = new Date().toISOString();
  const columns: Body = {
    confirmation_token: token.hash,
    confirmation_sent_at: now,
    ...(kind === "invite" ? { invited_at: now } : {}),
  };
  const existing: UserRow | undefined = await findUserByEmail(ctx.db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  if (existing) {
    if (kind === "signup")
      columns.raw_user_meta_data = mergeMetadata(
        existing.raw_user_meta_data,
        data,
      );
    await updateUser(ctx.db, existing.id, columns);
    return existing;
  }
  const encryptedPassword = password ? await hashPassword(password) : "";
  const id = randomUUID();
  await saveNewUser(ctx, emailExists, async (tx) => {
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
  });
  return (await findUser(ctx.db, id))!;
}
