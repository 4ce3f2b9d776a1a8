import type { Queryable } from "../../db/database.ts";

/**
 * adminUserUpdate's UpdateIdentityData: the identity's copy of the address, and `<provider>_verified`
 * set to what the request's email_confirm / phone_confirm said (false when it said nothing).
 */
export async function syncIdentity(
  tx: Queryable,
  userId: string,
  provider: "email" | "phone",
  value: string,
  verified: boolean,
) {
  await tx.query(
    `update auth.identities set identity_data = identity_data
       || jsonb_build_object($2::text, $3::text, $2::text || '_verified', $4::boolean), updated_at = now()
     where user_id = $1 and provider = $2`,
    [userId, provider, value, verified],
  );
}

/** GoTrue's soft delete: the row stays for references, but nothing can find or sign into it again. */
export async function softDelete(tx: Queryable, userId: string) {
  await tx.query(
    `update auth.users set
       email = case when email is null then null else encode(extensions.digest(id::text || email, 'sha256'), 'hex') end,
       phone = case when phone is null then null else encode(extensions.digest(id::text || phone, 'sha256'), 'hex') end,
       encrypted_password = '', confirmation_token = '', recovery_token = '', email_change_token_new = '',
       email_change_token_current = '', email_change = '', raw_user_meta_data = '{}', raw_app_meta_data = '{}',
       deleted_at = now(), updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set provider_id = encode(extensions.digest(user_id::text || provider_id, 'sha256'), 'hex'),
       identity_data = '{}' where user_id = $1`,
    [userId],
  );
  await tx.query("delete from auth.sessions where user_id = $1", [userId]);
  await tx.query("delete from auth.mfa_factors where user_id = $1", [userId]);
}
