import type { Context } from "hono";
import { decodeProtectedHeader } from "jose";

import type { RuntimeContext } from "../context.ts";
import { JwtError, type Claims } from "../keys.ts";
import { AuthError, badRequest, forbidden } from "./errors.ts";
import { isUuid } from "./params.ts";
import { sessionAssurance } from "./stores/session-store.ts";
import { findUser, type UserRow } from "./stores/user-store.ts";

export interface Caller {
  claims: Claims;
  user: UserRow;
  /** The `auth.sessions` row named by the token's session_id, if it names one. */
  sessionId: string | undefined;
  aal: string;
}

const noAuthorization = () =>
  new AuthError(
    401,
    "no_authorization",
    "This endpoint requires a valid Bearer token",
  );

function badJwt(error: unknown, token: string): AuthError {
  const problem = error instanceof JwtError ? error.problem : "invalid";
  const reason =
    problem === "expired"
      ? "token has invalid claims: token is expired"
      : problem === "unknown-key"
        ? `token is unverifiable: error while executing keyfunc: ${unrecognizedKey(token)}`
        : "token signature is invalid";
  return forbidden(
    "bad_jwt",
    `invalid JWT: unable to parse or verify signature, ${reason}`,
  );
}

async function bearerClaims(ctx: RuntimeContext, c: Context): Promise<Claims> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(
    c.req.header("authorization") ?? "",
  )?.[1];
  if (!bearer) throw noAuthorization();
  try {
    // Opaque sb_ keys stand for the role JWTs, as the gateway translates them.
    return bearer.startsWith("sb_")
      ? (await ctx.keys.resolve(undefined, bearer)).claims
      : await ctx.keys.verify(bearer);
  } catch (error) {
    throw badJwt(error, bearer);
  }
}

/** GoTrue's key lookup refusal, with Go's rendering of an absent header value. */
function unrecognizedKey(token: string): string {
  let header: { kid?: unknown; alg?: unknown } = {};
  try {
    header = decodeProtectedHeader(token);
  } catch {
    // Unreadable headers fail before the key lookup; keep the placeholders.
  }
  const shown = (value: unknown) =>
    value === undefined || value === null ? "<nil>" : String(value);
  return `unrecognized JWT kid ${shown(header.kid)} for algorithm ${shown(header.alg)}`;
}

/** GoTrue's requireAuthentication: a valid user JWT whose user and session still exist. */
export async function requireUser(
  ctx: RuntimeContext,
  c: Context,
): Promise<Caller> {
  const claims = await bearerClaims(ctx, c);
  const sub = typeof claims.sub === "string" ? claims.sub : "";
  if (!sub) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(sub))
    throw badRequest("bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUser(ctx.db, sub);
  if (!user)
    throw forbidden(
      "user_not_found",
      "User from sub claim in JWT does not exist",
    );
  let sessionId: string | undefined;
  if (typeof claims.session_id === "string" && isUuid(claims.session_id)) {
    const { rows } = await ctx.db.query<{ id: string }>(
      "select id from auth.sessions where id = $1 and user_id = $2",
      [claims.session_id, sub],
    );
    if (!rows[0])
      throw forbidden(
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    sessionId = rows[0].id;
  }
  if (user.banned) throw forbidden("user_banned", "User is banned");
  const aal = sessionId
    ? (await sessionAssurance(ctx.db, sessionId)).aal
    : "aal1";
  return { claims, user, sessionId, aal };
}

/** GoTrue's requireNotAnonymous, which guards every `/factors` route: a signed-in permanent user. */
export async function requirePermanentUser(
  ctx: RuntimeContext,
  c: Context,
): Promise<Caller> {
  const caller = await requireUser(ctx, c);
  if (caller.claims.is_anonymous === true)
    throw forbidden(
      "no_authorization",
      "Anonymous user not allowed to perform these actions",
    );
  return caller;
}

/** Admin routes authorise by the bearer's role claim, as GoTrue's JWT admin roles do. */
export async function requireAdmin(
  ctx: RuntimeContext,
  c: Context,
): Promise<Claims> {
  const claims = await bearerClaims(ctx, c);
  if (claims.role !== "service_role" && claims.role !== "supabase_admin") {
    throw forbidden("not_admin", "User not allowed");
  }
  return claims;
}
