import type { RuntimeContext } from "../../context.ts";
import type { Queryable } from "../../db/database.ts";
import { forbidden, type AuthError } from "../errors.ts";
import { OTP_EXPIRY_SECONDS, SECURE_EMAIL_CHANGE } from "../links.ts";
import type { Body } from "../params.ts";
import {
  createSession,
  sessionResponse,
  type AuthMethod,
} from "./session-store.ts";
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
const METHODS: Record<VerifyType, AuthMethod> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
  email: "otp",
};

export const SINGLE_CONFIRMATION =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

const LINK_EXPIRED = "Email link is invalid or has expired";
/** What POST /verify says instead, since it checks codes as well as links. */
export const TOKEN_EXPIRED = "Token has expired or is invalid";

/** A verified link or code: either a new session, or (first half of a secure e-mail change) a message. */
export type Verified = { session: Body } | { message: string };

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
    const kind =
      type === "email"
        ? user.confirmation_token === hash
          ? "signup"
          : "recovery"
        : type;
    const sentAt = {
      signup: user.confirmation_sent_at,
      invite: user.confirmation_sent_at,
      recovery: user.recovery_sent_at,
      magiclink: user.recovery_sent_at,
      email_change: user.email_change_sent_at,
    }[kind];
    const sent = sentAt ? new Date(sentAt as string).getTime() : 0;
    if (Date.now() - sent > OTP_EXPIRY_SECONDS * 1000) throw expired();

    if (kind === "email_change") {
      const message = await confirmEmailChange(tx, user, hash, expired);
      if (message) return { message };
    } else {
      const token =
        kind === "recovery" || kind === "magiclink"
          ? "recovery_token"
          : "confirmation_token";
      await updateUser(tx, user.id, { [token]: "" });
      if (!user.email_confirmed_at) await confirmEmail(tx, user);
    }
    const grant = await createSession(tx, user.id, METHODS[type], userAgent);
    return { session: await sessionResponse(ctx, tx, user.id, grant) };
  });
}

async function confirmEmail(tx: Queryable, user: UserRow): Promise<void> {
  await updateUser(tx, user.id, {
    email_confirmed_at: new Date().toISOString(),
    raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, {
      email_verified: true,
    }),
  });
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id],
  );
}

/** Applies a pending e-mail change; with secure changes the first of the two links only records itself. */
async function confirmEmailChange(
  tx: Queryable,
  user: UserRow,
  hash: string,
  expired: () => AuthError,
): Promise<string | undefined> {
  const pending =
    typeof user.email_change === "string" ? user.email_change : "";
  if (!pending) throw expired();
  if (
    SECURE_EMAIL_CHANGE &&
    user.email &&
    Number(user.email_change_confirm_status ?? 0) === 0
  ) {
    const other =
      user.email_change_token_new === hash
        ? "email_change_token_current"
        : "email_change_token_new";
    if (user[other]) {
      const used =
        other === "email_change_token_new"
          ? "email_change_token_current"
          : "email_change_token_new";
      await updateUser(tx, user.id, {
        email_change_confirm_status: 1,
        [used]: "",
      });
      return SINGLE_CONFIRMATION;
    }
  }
  await updateUser(tx, user.id, {
    email: pending,
    email_change: "",
    email_change_token_new: "",
    email_change_token_current: "",
    email_change_confirm_status: 0,
    email_confirmed_at: new Date().toISOString(),
    raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, {
      ...(user.raw_user_meta_data && "email" in user.raw_user_meta_data
        ? { email: pending }
        : {}),
      email_verified: true,
    }),
  });
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, pending],
  );
  return undefined;
}
