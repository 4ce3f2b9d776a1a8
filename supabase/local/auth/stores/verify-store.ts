import type { RuntimeContext } from "../../context.ts";
import type { Queryable } from "../../db/database.ts";
import { completeEmailChange } from "../contact-changes.ts";
import { forbidden, type AuthError } from "../errors.ts";
import type { Body } from "../params.ts";
import { hashPassword, randomPassword } from "../passwords.ts";
import { clearOneTimeTokens } from "./one-time-tokens.ts";
import { createSession, sessionResponse } from "./session-store.ts";
import {
  findUserByToken,
  mergeMetadata,
  updateUser,
  type UserRow,
} from "./user-store.ts";

export type VerifyType =
  "signup" | "invite" | "recovery" | "magiclink" | "email_change" | "email";
export const VERIFY_TYPES: VerifyType[] = [
  "signup",
  "invite",
  "recovery",
  "magiclink",
  "email_change",
  "email",
];

const TOKEN_COLUMNS: Record<VerifyType, string[]> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email_change: ["email_change_token_new", "email_change_token_current"],
  email: ["confirmation_token", "recovery_token"],
};
const SENT_AT: Record<Exclude<VerifyType, "email">, string> = {
  signup: "confirmation_sent_at",
  invite: "confirmation_sent_at",
  recovery: "recovery_sent_at",
  magiclink: "recovery_sent_at",
  email_change: "email_change_sent_at",
};

/** verify.go's singleConfirmationAccepted: the first of two e-mail change links. */
export const SINGLE_CONFIRMATION =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";
/** verifyTokenHash: links and `token_hash`. */
export const LINK_EXPIRED = "Email link is invalid or has expired";
/** verifyUserAndToken: an e-mail address with its code. */
export const TOKEN_EXPIRED = "Token has expired or is invalid";

/** A verified link or code: either a new session, or (first half of a secure e-mail change) a message. */
export type Verified = { session: Body } | { message: string };

/**
 * verify.go: finds the user holding `hash`, refuses it once spent or older than `[auth.email]
 * otp_expiry`, applies signupVerify / recoverVerify / emailChangeVerify, and issues a session
 * whose `amr` is `otp` whatever the link was (issueRefreshToken(…, models.OTP, …)).
 */
export async function verifyToken(
  ctx: RuntimeContext,
  type: VerifyType,
  hash: string,
  userAgent: string | undefined,
  expiredMessage = LINK_EXPIRED,
): Promise<Verified> {
  const expired = () => forbidden("otp_expired", expiredMessage);
  if (!hash) throw expired();
  return ctx.db.transaction(async (tx) => {
    const user = await findUserByToken(tx, TOKEN_COLUMNS[type], hash);
    if (!user) throw expired();
    if (user.banned) throw forbidden("user_banned", "User is banned");
    // With type "email", GoTrue takes a confirmation token as signup, a recovery one as magiclink.
    const kind =
      type === "email"
        ? user.confirmation_token === hash
          ? "signup"
          : "magiclink"
        : type;
    const sentAt = user[SENT_AT[kind]];
    const sent = sentAt ? new Date(sentAt as string).getTime() : 0;
    if (Date.now() > sent + ctx.config.auth.email.otpExpiry * 1000)
      throw expired();

    if (kind === "email_change") {
      const message = await confirmEmailChange(ctx, tx, user, hash, expired);
      if (message) return { message };
    } else if (kind === "signup" || kind === "invite") {
      await signupVerify(tx, user);
    } else {
      await updateUser(tx, user.id, { recovery_token: "" });
      await clearOneTimeTokens(tx, user.id);
      if (!user.email_confirmed_at) await confirm(tx, user);
    }
    const grant = await createSession(tx, user.id, "otp", userAgent);
    return { session: await sessionResponse(ctx, tx, user.id, grant) };
  });
}

/**
 * signupVerify: an invited user without a password gets a random one (so the app must show a
 * set-password form), which, as any password change, ends their sessions; then Confirm.
 */
async function signupVerify(tx: Queryable, user: UserRow): Promise<void> {
  if (!user.encrypted_password && user.invited_at) {
    await updateUser(tx, user.id, {
      encrypted_password: await hashPassword(randomPassword()),
    });
    await clearOneTimeTokens(tx, user.id);
    await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
  }
  await confirm(tx, user);
}

/** User.Confirm: confirmed now, email_verified in metadata and identity, every one-time token spent. */
async function confirm(tx: Queryable, user: UserRow): Promise<void> {
  await updateUser(tx, user.id, {
    confirmation_token: "",
    email_confirmed_at: new Date().toISOString(),
    raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, {
      email_verified: true,
    }),
  });
  await clearOneTimeTokens(tx, user.id);
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
}

/**
 * emailChangeVerify: with double_confirm_changes, and only while e-mail confirmations are on
 * (GoTrue skips the double confirmation under GOTRUE_MAILER_AUTOCONFIRM, which the CLI sets from
 * `enable_confirmations = false`), the first of the two links only records itself.
 */
async function confirmEmailChange(
  ctx: RuntimeContext,
  tx: Queryable,
  user: UserRow,
  hash: string,
  expired: () => AuthError,
): Promise<string | undefined> {
  const pending =
    typeof user.email_change === "string" ? user.email_change : "";
  if (!pending) throw expired();
  const { enableConfirmations, email } = ctx.config.auth;
  if (
    enableConfirmations &&
    email.doubleConfirmChanges &&
    Number(user.email_change_confirm_status ?? 0) === 0 &&
    user.email
  ) {
    const used =
      user.email_change_token_current === hash
        ? "email_change_token_current"
        : "email_change_token_new";
    await updateUser(tx, user.id, {
      email_change_confirm_status: 1,
      [used]: "",
    });
    return SINGLE_CONFIRMATION;
  }
  await completeEmailChange(tx, user, pending);
  return undefined;
}
