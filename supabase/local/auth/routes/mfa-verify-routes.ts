import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { forbidden, notFound, unprocessable } from "../errors.ts";
import { requirePermanentUser } from "../guard.ts";
import { optionalString, readBody } from "../params.ts";
import {
  CHALLENGE_EXPIRY_SECONDS,
  findFactor,
  totp,
} from "../stores/mfa-store.ts";
import {
  addAmrClaim,
  insertRefreshToken,
  sessionResponse,
  swapRefreshToken,
} from "../stores/session-store.ts";

/** Challenge and verify: a right code raises the caller's session to aal2. */
export function mfaVerifyRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/factors/:id/challenge", async (c) => {
    const { user } = await requirePermanentUser(ctx, c);
    await readBody(c);
    const factor = await findFactor(ctx.db, user.id, c.req.param("id"));
    if (!ctx.config.auth.mfa.totpVerify) {
      throw unprocessable(
        "mfa_totp_verify_not_enabled",
        "MFA verification is disabled for TOTP",
      );
    }
    const id = randomUUID();
    const { rows } = await ctx.db.transaction(async (tx) => {
      await tx.query(
        "update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1",
        [factor.id],
      );
      return tx.query<{ expires_at: number }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at) values ($1, $2, now())
         returning extract(epoch from created_at)::bigint + ${CHALLENGE_EXPIRY_SECONDS} as expires_at`,
        [id, factor.id],
      );
    });
    return c.json({
      id,
      type: "totp",
      expires_at: Number(rows[0]!.expires_at),
    });
  });

  app.post("/factors/:id/verify", async (c) => {
    const { user, sessionId } = await requirePermanentUser(ctx, c);
    const body = await readBody(c);
    const factor = await findFactor(ctx.db, user.id, c.req.param("id"));
    if (!ctx.config.auth.mfa.totpVerify) {
      throw unprocessable(
        "mfa_totp_verify_not_enabled",
        "MFA verification is disabled for TOTP",
      );
    }
    const challengeId = optionalString(body, "challenge_id") ?? "";
    const code = optionalString(body, "code") ?? "";
    const { rows } = await ctx.db.query<{ verified: boolean; age: number }>(
      `select verified_at is not null as verified, extract(epoch from now() - created_at)::float8 as age
       from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
      [challengeId, factor.id],
    );
    const challenge = rows[0];
    if (!challenge)
      throw notFound(
        "mfa_factor_not_found",
        "MFA factor with the provided challenge ID not found",
      );
    if (
      challenge.verified ||
      Number(challenge.age) > CHALLENGE_EXPIRY_SECONDS
    ) {
      throw unprocessable(
        "mfa_challenge_expired",
        "Challenge has expired, verify against another challenge or create a new challenge.",
      );
    }
    if (
      !/^\d{6}$/.test(code) ||
      totp(factor.secret).validate({ token: code, window: 1 }) === null
    ) {
      throw unprocessable(
        "mfa_verification_failed",
        "Invalid TOTP code entered",
      );
    }
    if (!sessionId)
      throw forbidden(
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    const session = await ctx.db.transaction(async (tx) => {
      await tx.query(
        "update auth.mfa_challenges set verified_at = now() where id = $1",
        [challengeId],
      );
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factor.id],
      );
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`,
        [user.id, factor.id],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [sessionId, factor.id],
      );
      await addAmrClaim(tx, sessionId, "totp");
      // As GoTrue does: the user's sessions still below aal2 (a password alone) end here.
      await tx.query(
        `delete from auth.sessions where user_id = $1 and id <> $2 and (aal is null or aal < 'aal2')`,
        [user.id, sessionId],
      );
      const active = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not coalesce(revoked, false)
         order by id desc limit 1`,
        [sessionId],
      );
      const refreshToken = active.rows[0]
        ? await swapRefreshToken(tx, user.id, sessionId, active.rows[0].token)
        : await insertRefreshToken(tx, user.id, sessionId, null);
      return sessionResponse(ctx, tx, user.id, { sessionId, refreshToken });
    });
    return c.json(session);
  });
}
