import type { Queryable } from "../db/database.ts";
import { iso, type Body } from "./params.ts";
import type { UserRow } from "./stores/user-store.ts";

/** GoTrue's user object: NULL timestamps are left out, text columns default to "". */
export async function userJson(q: Queryable, row: UserRow): Promise<Body> {
  const [identities, factors] = await Promise.all([
    q.query<Body>(
      "select * from auth.identities where user_id = $1 order by created_at",
      [row.id],
    ),
    q.query<Body>(
      "select * from auth.mfa_factors where user_id = $1 order by created_at",
      [row.id],
    ),
  ]);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const user: Body = {
    id: row.id,
    aud: text(row.aud) || "authenticated",
    role: text(row.role) || "authenticated",
    email: text(row.email),
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: text(row.phone),
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    new_email: text(row.email_change) || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    invited_at: iso(row.invited_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    factors: factors.rows.length ? factors.rows.map(factorJson) : undefined,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    banned_until: iso(row.banned_until),
    deleted_at: iso(row.deleted_at),
    is_anonymous: row.is_anonymous === true,
  };
  return user;
}

export function factorJson(factor: Body): Body {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? "",
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
    phone: factor.phone ?? undefined,
  };
}
