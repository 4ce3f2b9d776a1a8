import { randomBytes, randomUUID } from "node:crypto";
import { decodeJwt } from "jose";

import type { RuntimeContext } from "../../context.ts";
import type { Queryable } from "../../db/database.ts";
import type { Body } from "../params.ts";
import { userJson } from "../user-json.ts";
import { findUser, type UserRow } from "./user-store.ts";

/** GoTrue's authentication method names as they appear in `amr`. */
export type AuthMethod =
  | "password"
  | "otp"
  | "totp"
  | "recovery"
  | "invite"
  | "magiclink"
  | "email/signup"
  | "email_change"
  | "anonymous";

const SECOND_FACTORS = new Set(["totp", "mfa/phone", "mfa/webauthn"]);

export interface Grant {
  sessionId: string;
  refreshToken: string;
}

export async function createSession(
  tx: Queryable,
  userId: string,
  method: AuthMethod,
  userAgent: string | undefined,
): Promise<Grant> {
  const sessionId = randomUUID();
  await tx.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
     values ($1, $2, now(), now(), 'aal1', $3)`,
    [sessionId, userId, userAgent ?? null],
  );
  await addAmrClaim(tx, sessionId, method);
  await tx.query(
    "update auth.users set last_sign_in_at = now() where id = $1",
    [userId],
  );
  await tx.query(
    "update auth.identities set last_sign_in_at = now() where user_id = $1",
    [userId],
  );
  return {
    sessionId,
    refreshToken: await insertRefreshToken(tx, userId, sessionId, null),
  };
}

export async function addAmrClaim(
  tx: Queryable,
  sessionId: string,
  method: string,
): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
     values ($1, now(), now(), $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function insertRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(16).toString("base64url");
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Revokes `token` and issues its child, as GoTrue's refresh-token swap does. */
export async function swapRefreshToken(
  tx: Queryable,
  userId: string,
  sessionId: string,
  token: string,
): Promise<string> {
  await tx.query(
    "update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1",
    [token],
  );
  return insertRefreshToken(tx, userId, sessionId, token);
}

export async function sessionAssurance(tx: Queryable, sessionId: string) {
  const { rows } = await tx.query<{ method: string; at: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::float8 as at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  const amr = rows.map((row) => ({
    method: row.method,
    timestamp: Math.floor(Number(row.at)),
  }));
  const aal = amr.some((entry) => SECOND_FACTORS.has(entry.method))
    ? "aal2"
    : "aal1";
  return { aal, amr };
}

export async function accessToken(
  ctx: RuntimeContext,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
) {
  const { aal, amr } = await sessionAssurance(tx, sessionId);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // Placeholders keep GoTrue's claim order; signAccessToken() fills in exp and iat.
  const claims = {
    iss: `${ctx.apiUrl}/auth/v1`,
    sub: user.id,
    aud: text(user.aud) || "authenticated",
    exp: 0,
    iat: 0,
    email: text(user.email),
    phone: text(user.phone),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: text(user.role) || "authenticated",
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous === true,
  };
  const token = await ctx.keys.signAccessToken(
    claims,
    ctx.config.auth.jwtExpiry,
  );
  return { token, expiresAt: decodeJwt(token).exp ?? 0 };
}

/** The session body of /token, /verify and MFA verify. */
export async function sessionResponse(
  ctx: RuntimeContext,
  tx: Queryable,
  userId: string,
  grant: Grant,
): Promise<Body> {
  const user = await findUser(tx, userId);
  if (!user) throw new Error(`user ${userId} vanished while issuing a session`);
  const { token, expiresAt } = await accessToken(
    ctx,
    tx,
    user,
    grant.sessionId,
  );
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.auth.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: grant.refreshToken,
    user: await userJson(tx, user),
  };
}
