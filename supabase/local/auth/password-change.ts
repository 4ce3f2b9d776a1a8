import type { RuntimeContext } from "../context.ts";
import type { Queryable } from "../db/database.ts";
import { badRequest, unprocessable } from "./errors.ts";
import type { Caller } from "./guard.ts";
import { tokenHash } from "./links.ts";
import { hashPassword, passwordMatches } from "./passwords.ts";
import { clearOneTimeTokens } from "./stores/one-time-tokens.ts";
import { sessionAssurance } from "./stores/session-store.ts";
import { updateUser } from "./stores/user-store.ts";

/** The authentication methods models.AuthenticationMethod.IsRecovery counts (e-mailed links and codes). */
const RECOVERY_METHODS = new Set(["otp", "magiclink", "recovery"]);
const DAY_MS = 24 * 3600 * 1000;
const CURRENT_PASSWORD_REQUIRED =
  "Current password required when setting new password.";
const INVALID_NONCE = "Nonce has expired or is invalid";

/**
 * UserUpdate's password branch (internal/api/user.go), before anything is written: the
 * reauthentication nonce (`[auth.email] secure_password_change`), the current password
 * (Security.UpdatePasswordRequireCurrentPassword, waived for sessions opened by an e-mailed link
 * or code, Session.IsRecovery), and "same password". Returns the new bcrypt hash.
 */
export async function checkNewPassword(
  ctx: RuntimeContext,
  caller: Caller,
  password: string,
  params: { currentPassword?: string; nonce?: string },
): Promise<string> {
  const { user, sessionId } = caller;
  if (ctx.config.auth.email.securePasswordChange) {
    const { rows } = await ctx.db.query<{ created: number }>(
      "select extract(epoch from created_at)::float8 * 1000 as created from auth.sessions where id = $1",
      [sessionId ?? null],
    );
    const created = rows[0] ? Number(rows[0].created) : undefined;
    if (created === undefined || Date.now() > created + DAY_MS) {
      if (!params.nonce)
        throw badRequest(
          "reauthentication_needed",
          "Password update requires reauthentication",
        );
      await verifyNonce(ctx, caller, params.nonce);
    }
  }
  const hasPassword = Boolean(user.encrypted_password);
  if (password && hasPassword) {
    if (
      ctx.config.auth.updatePasswordRequireCurrentPassword &&
      !(await isRecoverySession(ctx.db, sessionId))
    ) {
      if (!params.currentPassword)
        throw badRequest(
          "current_password_required",
          CURRENT_PASSWORD_REQUIRED,
        );
      if (
        !(await passwordMatches(
          params.currentPassword,
          user.encrypted_password,
        ))
      )
        throw badRequest("current_password_invalid", CURRENT_PASSWORD_REQUIRED);
    }
    if (await passwordMatches(password, user.encrypted_password))
      throw unprocessable(
        "same_password",
        "New password should be different from the old password.",
      );
  }
  return hashPassword(password);
}

async function isRecoverySession(
  db: Queryable,
  sessionId: string | undefined,
): Promise<boolean> {
  if (!sessionId) return false;
  const { amr } = await sessionAssurance(db, sessionId);
  return amr.some((entry) => RECOVERY_METHODS.has(entry.method));
}

/** verifyReauthentication (reauthenticate.go): the code GET /reauthenticate mailed, unexpired, then spent. */
async function verifyNonce(
  ctx: RuntimeContext,
  { user }: Caller,
  nonce: string,
): Promise<void> {
  const stored =
    typeof user.reauthentication_token === "string"
      ? user.reauthentication_token
      : "";
  const sentAt = user.reauthentication_sent_at;
  if (!stored || !sentAt || !user.email)
    throw unprocessable("reauthentication_not_valid", INVALID_NONCE);
  const sent = new Date(sentAt as string).getTime();
  const fresh = Date.now() <= sent + ctx.config.auth.email.otpExpiry * 1000;
  if (!fresh || tokenHash(user.email, nonce) !== stored)
    throw unprocessable("reauthentication_not_valid", INVALID_NONCE);
  // User.ConfirmReauthentication, outside the update's transaction as GoTrue runs it: the code is
  // spent (its sent-at time stays) with every other outstanding link, even if the update then fails.
  await clearOneTimeTokens(ctx.db, user.id);
}

/**
 * User.UpdatePassword's effects: every outstanding link is spent and every other session ends
 * (all of them when the token names no session), so whoever held the old password is signed out.
 */
export async function afterPasswordChange(
  tx: Queryable,
  userId: string,
  sessionId: string | undefined,
): Promise<void> {
  await clearOneTimeTokens(tx, userId);
  await updateUser(tx, userId, {
    confirmation_sent_at: null,
    recovery_sent_at: null,
    email_change_sent_at: null,
    reauthentication_sent_at: null,
  });
  if (sessionId)
    await tx.query(
      "delete from auth.sessions where user_id = $1 and id <> $2",
      [userId, sessionId],
    );
  else await tx.query("delete from auth.sessions where user_id = $1", [userId]);
}
