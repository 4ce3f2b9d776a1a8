import { randomUUID } from "node:crypto";

import type { Queryable } from "../../db/database.ts";
import type { Body } from "../params.ts";

/** An `auth.users` row plus `banned` (banned_until in the future), as every query here selects it. */
export type UserRow = Record<string, unknown> & {
  id: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  raw_app_meta_data: Body | null;
  raw_user_meta_data: Body | null;
  banned: boolean;
};

const SELECT = `select u.*, coalesce(u.banned_until > now(), false) as banned from auth.users u`;
const NIL_INSTANCE = "00000000-0000-0000-0000-000000000000";

export async function findUser(
  q: Queryable,
  id: string,
): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`${SELECT} where u.id = $1`, [id])).rows[0];
}

export async function findUserByEmail(
  q: Queryable,
  email: string,
): Promise<UserRow | undefined> {
  const sql = `${SELECT} where lower(u.email) = $1 and not u.is_sso_user order by u.created_at limit 1`;
  return (await q.query<UserRow>(sql, [email])).rows[0];
}

export async function findUserByPhone(
  q: Queryable,
  phone: string,
): Promise<UserRow | undefined> {
  return (await q.query<UserRow>(`${SELECT} where u.phone = $1`, [phone]))
    .rows[0];
}

/** The user waiting to change their phone to `phone` (FindUserByPhoneChangeAndAudience). */
export async function findUserByPhoneChange(
  q: Queryable,
  phone: string,
): Promise<UserRow | undefined> {
  const sql = `${SELECT} where u.phone_change = $1 limit 1`;
  return (await q.query<UserRow>(sql, [phone])).rows[0];
}

/** Finds the user holding a one-time token in one of the given columns (NULL columns never match). */
export async function findUserByToken(
  q: Queryable,
  columns: string[],
  tokenHash: string,
) {
  const where = columns.map((column) => `u.${column} = $1`).join(" or ");
  return (
    await q.query<UserRow>(`${SELECT} where ${where} limit 1`, [tokenHash])
  ).rows[0];
}

/**
 * Inserts the user and its identity together, so triggers on auth.users see a complete account.
 * An anonymous user (provider null) has no identity, as GoTrue's SignupAnonymously creates none.
 */
export async function insertUser(
  q: Queryable,
  columns: Body,
  provider: "email" | "phone" | null,
): Promise<string> {
  const id = typeof columns.id === "string" ? columns.id : randomUUID();
  const row: Body = {
    instance_id: NIL_INSTANCE,
    aud: "authenticated",
    role: "authenticated",
    confirmation_token: "",
    recovery_token: "",
    email_change_token_new: "",
    email_change: "",
    email_change_token_current: "",
    is_super_admin: false,
    ...columns,
    id,
  };
  const names = Object.keys(row);
  await q.query(
    `insert into auth.users (${names.join(", ")}, created_at, updated_at)
     values (${names.map((_, i) => `$${i + 1}`).join(", ")}, now(), now())`,
    names.map((name) => jsonParam(row[name])),
  );
  if (!provider) return id;
  const meta = (row.raw_user_meta_data ?? {}) as Body;
  await insertIdentity(q, id, provider, {
    sub: id,
    [provider]: row[provider],
    email_verified: meta.email_verified ?? false,
    phone_verified: meta.phone_verified ?? false,
  });
  return id;
}

/** GoTrue's createNewIdentity: provider_id is the identity data's `sub`. */
export async function insertIdentity(
  q: Queryable,
  userId: string,
  provider: string,
  identityData: Body,
): Promise<void> {
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())`,
    [identityData.sub, userId, JSON.stringify(identityData), provider],
  );
}

/**
 * User.UpdateAppMetaDataProviders: `providers` is the user's identity providers by creation, and
 * `provider` the first of them (left as it was when there is none).
 */
export async function syncProviders(q: Queryable, userId: string) {
  const { rows } = await q.query<{ provider: string }>(
    `select provider from auth.identities where user_id = $1 order by created_at, id`,
    [userId],
  );
  const providers = [...new Set(rows.map((row) => row.provider))];
  const patch: Body = { providers };
  if (providers.length) patch.provider = providers[0];
  await q.query(
    `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb, updated_at = now() where id = $1`,
    [userId, JSON.stringify(patch)],
  );
}

/** Updates whitelisted columns chosen by this module's callers; `updated_at` always moves. */
export async function updateUser(
  q: Queryable,
  id: string,
  columns: Body,
): Promise<void> {
  const names = Object.keys(columns);
  const sets = names.map((name, i) => `${name} = $${i + 2}`);
  await q.query(
    `update auth.users set ${[...sets, "updated_at = now()"].join(", ")} where id = $1`,
    [id, ...names.map((name) => jsonParam(columns[name]))],
  );
}

/** GoTrue's shallow metadata merge: each top-level key is replaced, a null value deletes it. */
export function mergeMetadata(current: Body | null, patch: Body): Body {
  const merged: Body = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

function jsonParam(value: unknown): unknown {
  return value !== null && typeof value === "object" && !(value instanceof Date)
    ? JSON.stringify(value)
    : value;
}
