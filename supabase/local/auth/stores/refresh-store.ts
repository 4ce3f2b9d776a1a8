import type { RuntimeContext } from "../../context.ts";
import { AuthError, badRequest, validationFailed } from "../errors.ts";
import { optionalString, type Body } from "../params.ts";
import { sessionResponse, swapRefreshToken } from "./session-store.ts";
import { findUser } from "./user-store.ts";

interface TokenRow {
  revoked: boolean;
  session_id: string;
  user_id: string;
  age: number;
}

const notFound = () =>
  badRequest(
    "refresh_token_not_found",
    "Invalid Refresh Token: Refresh Token Not Found",
  );

/**
 * grant_type=refresh_token with GoTrue's rotation rules: a revoked token is still honoured when it is
 * the parent of the session's active token (the client lost the last answer) or within the reuse
 * interval; later reuse is treated as theft and, with rotation on, revokes the whole session.
 */
export async function refreshGrant(
  ctx: RuntimeContext,
  body: Body,
  userAgent: string | undefined,
): Promise<Body> {
  const token = optionalString(body, "refresh_token");
  if (!token) throw validationFailed("refresh_token required");
  const { refreshTokenRotation, refreshTokenReuseInterval } = ctx.config.auth;
  // Errors that must still commit (the family revocation) come back as values.
  const outcome = await ctx.db.transaction(
    async (tx): Promise<Body | AuthError> => {
      const { rows } = await tx.query<TokenRow>(
        `select coalesce(t.revoked, false) as revoked, t.session_id, s.user_id,
              extract(epoch from now() - coalesce(t.updated_at, t.created_at, now()))::float8 as age
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
       where t.token = $1 for update of t`,
        [token],
      );
      const row = rows[0];
      const user = row && (await findUser(tx, row.user_id));
      if (!row || !user) return notFound();
      if (user.banned)
        return badRequest("user_banned", "Invalid Refresh Token: User Banned");

      let issued: string | undefined;
      if (row.revoked) {
        const active = (
          await tx.query<{ token: string; parent: string | null }>(
            `select token, parent from auth.refresh_tokens
           where session_id = $1 and not coalesce(revoked, false) order by id desc limit 1`,
            [row.session_id],
          )
        ).rows[0];
        if (active && active.parent === token) {
          issued = active.token;
        } else if (Number(row.age) > refreshTokenReuseInterval) {
          if (refreshTokenRotation) {
            await tx.query(
              "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1",
              [row.session_id],
            );
          }
          return badRequest(
            "refresh_token_already_used",
            "Invalid Refresh Token: Already Used",
          );
        }
      }
      issued ??= await swapRefreshToken(tx, user.id, row.session_id, token);
      await tx.query(
        `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(),
              user_agent = coalesce($2, user_agent)
       where id = $1`,
        [row.session_id, userAgent ?? null],
      );
      return sessionResponse(ctx, tx, user.id, {
        sessionId: row.session_id,
        refreshToken: issued,
      });
    },
  );
  if (outcome instanceof AuthError) throw outcome;
  return outcome;
}
