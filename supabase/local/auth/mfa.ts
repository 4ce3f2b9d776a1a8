import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import * as OTPAuth from 'otpauth'
import type { RuntimeContext } from '../context.ts'
import { forbidden, notFound, unprocessable, validationFailed } from './errors.ts'
import { requireUser } from './guard.ts'
import { CHALLENGE_EXPIRY_SECONDS, deleteFactor, findFactor, listFactors, secretSvg } from './mfa-store.ts'
import { optionalString, readBody } from './params.ts'
import { addAmrClaim, insertRefreshToken, sessionResponse, swapRefreshToken } from './sessions.ts'

const totp = (secret: string, issuer = '', label = '') =>
  new OTPAuth.TOTP({ issuer, label, secret, algorithm: 'SHA1', digits: 6, period: 30 })

export function mfaRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post('/factors', async (c) => {
    const { user, aal } = await requireUser(ctx, c)
    const body = await readBody(c)
    const type = optionalString(body, 'factor_type')
    if (type === 'phone' || type === 'webauthn') {
      throw unprocessable(`mfa_${type}_enroll_not_enabled`, `MFA enroll is disabled for ${type}`)
    }
    if (type !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn')
    const mfa = ctx.config.auth.mfa
    if (!mfa.totpEnroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    const factors = await listFactors(ctx.db, user.id)
    if (factors.length >= mfa.maxEnrolledFactors) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue')
    }
    if (factors.some((f) => f.status === 'verified') && aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    const friendlyName = optionalString(body, 'friendly_name') ?? ''
    if (friendlyName.trim() && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      )
    }
    const issuer = optionalString(body, 'issuer') || new URL(ctx.config.auth.siteUrl).host
    const secret = new OTPAuth.Secret({ size: 20 }).base32
    const uri = totp(secret, issuer, user.email || user.phone || user.id).toString()
    const id = randomUUID()
    await ctx.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    )
    return c.json({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: secretSvg(secret, issuer), secret, uri } })
  })

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await requireUser(ctx, c)
    await readBody(c)
    const factor = await findFactor(ctx.db, user.id, c.req.param('id'))
    if (!ctx.config.auth.mfa.totpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
    }
    const id = randomUUID()
    const { rows } = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1', [factor.id])
      return tx.query<{ expires_at: number }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at) values ($1, $2, now())
         returning extract(epoch from created_at)::bigint + ${CHALLENGE_EXPIRY_SECONDS} as expires_at`,
        [id, factor.id],
      )
    })
    return c.json({ id, type: 'totp', expires_at: Number(rows[0]!.expires_at) })
  })

  app.post('/factors/:id/verify', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c)
    const body = await readBody(c)
    const factor = await findFactor(ctx.db, user.id, c.req.param('id'))
    if (!ctx.config.auth.mfa.totpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
    }
    const challengeId = optionalString(body, 'challenge_id') ?? ''
    const code = optionalString(body, 'code') ?? ''
    const { rows } = await ctx.db.query<{ verified: boolean; age: number }>(
      `select verified_at is not null as verified, extract(epoch from now() - created_at)::float8 as age
       from auth.mfa_challenges where id::text = $1 and factor_id = $2`,
      [challengeId, factor.id],
    )
    const challenge = rows[0]
    if (!challenge) throw notFound('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
    if (challenge.verified || Number(challenge.age) > CHALLENGE_EXPIRY_SECONDS) {
      throw unprocessable(
        'mfa_challenge_expired',
        'Challenge has expired, verify against another challenge or create a new challenge.',
      )
    }
    if (!/^\d{6}$/.test(code) || totp(factor.secret).validate({ token: code, window: 1 }) === null) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    }
    if (!sessionId) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    const session = await ctx.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId])
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and id <> $2`, [
        user.id,
        factor.id,
      ])
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        sessionId,
        factor.id,
      ])
      await addAmrClaim(tx, sessionId, 'totp')
      const active = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not coalesce(revoked, false)
         order by id desc limit 1`,
        [sessionId],
      )
      const refreshToken = active.rows[0]
        ? await swapRefreshToken(tx, user.id, sessionId, active.rows[0].token)
        : await insertRefreshToken(tx, user.id, sessionId, null)
      return sessionResponse(ctx, tx, user.id, { sessionId, refreshToken })
    })
    return c.json(session)
  })

  app.delete('/factors/:id', async (c) => {
    const { user, aal } = await requireUser(ctx, c)
    const factor = await findFactor(ctx.db, user.id, c.req.param('id'))
    if (factor.status === 'verified' && aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await ctx.db.transaction((tx) => deleteFactor(tx, factor.id))
    return c.json({ id: factor.id })
  })
}
