import type { Queryable } from "../db/database.ts";
import { clearOneTimeTokens } from "./stores/one-time-tokens.ts";
import {
  insertIdentity,
  mergeMetadata,
  updateUser,
  type UserRow,
} from "./stores/user-store.ts";

/**
 * The identity an e-mail or phone change completes (verify.go's emailChangeVerify and smsVerify):
 * the user's identity of that provider takes the new value, verified, or one is created; the
 * user stops being anonymous, as a permanent user now.
 */
async function upsertContactIdentity(
  tx: Queryable,
  user: UserRow,
  provider: "email" | "phone",
  value: string,
): Promise<void> {
  const { rows } = await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object($3::text, $4::text, $3::text || '_verified', true), updated_at = now()
     where user_id = $1 and provider_id = $1::text and provider = $2
     returning 1`,
    [user.id, provider, provider, value],
  );
  if (!rows.length)
    await insertIdentity(tx, user.id, provider, {
      sub: user.id,
      [provider]: value,
      email_verified: provider === "email",
      phone_verified: provider === "phone",
    });
  if (user.is_anonymous === true)
    await updateUser(tx, user.id, { is_anonymous: false });
}

/** smsVerify's phone_change: the identity, then User.ConfirmPhoneChange. */
export async function completePhoneChange(
  tx: Queryable,
  user: UserRow,
  phone: string,
): Promise<void> {
  await upsertContactIdentity(tx, user, "phone", phone);
  await updateUser(tx, user.id, {
    phone,
    phone_change: "",
    phone_change_token: "",
    phone_confirmed_at: new Date().toISOString(),
  });
  await clearOneTimeTokens(tx, user.id);
}

/**
 * emailChangeVerify's completion (User.ConfirmEmailChange, Confirm when not yet confirmed), also run
 * at once by PUT /user for an anonymous user when e-mail is autoconfirmed: the identity takes the
 * address (an anonymous user gets one and becomes permanent), the metadata's `email` follows it
 * when it holds one, and every outstanding link is spent.
 */
export async function completeEmailChange(
  tx: Queryable,
  user: UserRow,
  email: string,
): Promise<void> {
  await upsertContactIdentity(tx, user, "email", email);
  const metadata = user.raw_user_meta_data;
  await updateUser(tx, user.id, {
    email,
    email_change: "",
    email_change_token_new: "",
    email_change_token_current: "",
    email_change_confirm_status: 0,
    ...(user.email_confirmed_at
      ? {}
      : {
          email_confirmed_at: new Date().toISOString(),
          confirmation_token: "",
        }),
    raw_user_meta_data: mergeMetadata(metadata, {
      ...(metadata && "email" in metadata ? { email } : {}),
      email_verified: true,
    }),
  });
  await clearOneTimeTokens(tx, user.id);
}
