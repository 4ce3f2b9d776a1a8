import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { RuntimeContext } from '../context.ts'
import { createAccount, saveNewUser, signupMetadata } from './accounts.ts'
import { AuthError, unprocessable, validationFailed } from './errors.ts'
import { newOneTimeToken, redirectTarget, sendAuthMail, tokenHash, type LinkType } from './links.ts'
import { normalizeEmail, optionalBoolean, optionalObject, optionalString, readBody } from './params.ts'
import { findUserByEmail, updateUser, type UserRow } from './users.ts'
import { TOKEN_EXPIRED, VERIFY_TYPES, verifyToken, type VerifyType } from './verify.ts'

export function emailRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post('/recover', async (c) => {
    const body = await readBody(c)
    const raw = optionalString(body, 'email')
    if (!raw) throw unprocessable('validation_failed', 'Password recovery requires an email')
    const user = await findUserByEmail(ctx.db, normalizeEmail(raw))
    // Unknown addresses get the same answer, so the endpoint cannot probe accounts.
    if (user && !user.deleted_at) await sendLink(ctx, user, 'recovery', redirectTarget(ctx, c.req.query('redirect_to')))
    return c.json({})
  })

  app.post('/otp', async (c) => {
    const body = await readBody(c)
    const raw = optionalString(body, 'email')
    if (!raw) throw validationFailed('Only email sign-in links are available locally')
    const email = normalizeEmail(raw)
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'))
    const user = await findUserByEmail(ctx.db, email)
    if (user) {
      await sendLink(ctx, user, user.email_confirmed_at ? 'magiclink' : 'signup', redirectTo)
      return c.json({})
    }
    if (optionalBoolean(body, 'create_user') === false || !ctx.config.auth.enableSignup) {
      throw unprocessable('otp_disabled', 'Signups not allowed for otp')
    }
    // As GoTrue: a new address is signed up first; with autoconfirm it then gets a magic link.
    const confirm = ctx.config.auth.enableConfirmations
    const token = newOneTimeToken(email)
    const now = new Date().toISOString()
    await saveNewUser(ctx, () => unprocessable('user_already_exists', 'User already registered'), async (tx) => {
      const id = randomUUID()
      await createAccount(tx, {
        id,
        email,
        emailConfirmed: !confirm,
        userMetadata: signupMetadata(id, optionalObject(body, 'data') ?? {}, email, undefined, !confirm),
        columns: confirm
          ? { confirmation_token: token.hash, confirmation_sent_at: now }
          : { recovery_token: token.hash, recovery_sent_at: now },
      })
    })
    await sendAuthMail(ctx, email, confirm ? 'signup' : 'magiclink', token, redirectTo)
    return c.json({})
  })

  app.post('/resend', async (c) => {
    const body = await readBody(c)
    const type = optionalString(body, 'type')
    const raw = optionalString(body, 'email')
    if ((type !== 'signup' && type !== 'email_change') || !raw) {
      throw validationFailed('Only email signup and email_change confirmations can be resent locally')
    }
    const user = await findUserByEmail(ctx.db, normalizeEmail(raw))
    if (user && type === 'signup' && !user.email_confirmed_at) {
      await sendLink(ctx, user, 'signup', redirectTarget(ctx, c.req.query('redirect_to')))
    }
    return c.json({})
  })

  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? ''
    const token = c.req.query('token') ?? ''
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'))
    checkType(type)
    if (!token) throw validationFailed('Verify requires a token or a token hash')
    try {
      const result = await verifyToken(ctx, type as VerifyType, token, c.req.header('user-agent'))
      if ('message' in result) return c.redirect(`${redirectTo}#${new URLSearchParams({ message: result.message })}`, 303)
      const s = result.session
      const fragment = sortedQuery({
        access_token: String(s.access_token),
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: String(s.refresh_token),
        token_type: 'bearer',
        type,
      })
      return c.redirect(`${redirectTo}#${fragment}`, 303)
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      return c.redirect(`${redirectTo.split('?')[0]!.split('#')[0]}#${errorFragment(error)}`, 303)
    }
  })

  app.post('/verify', async (c) => {
    const body = await readBody(c)
    const type = optionalString(body, 'type') ?? ''
    checkType(type)
    const email = optionalString(body, 'email')
    const token = optionalString(body, 'token')
    const hash = optionalString(body, 'token_hash') ?? (email && token ? tokenHash(normalizeEmail(email), token) : token)
    if (!hash) throw validationFailed('Verify requires a token or a token hash')
    const result = await verifyToken(ctx, type as VerifyType, hash, c.req.header('user-agent'), TOKEN_EXPIRED)
    return verified(c, result)
  })
}

function verified(c: Context, result: Awaited<ReturnType<typeof verifyToken>>) {
  return 'message' in result ? c.json({ msg: result.message, code: 200 }) : c.json(result.session)
}

function checkType(type: string): void {
  if (!type) throw validationFailed('Verify requires a verification type')
  if (!VERIFY_TYPES.includes(type as VerifyType)) throw validationFailed('Unsupported verification type')
}

/** Sends a link of `type`, storing its hash where /verify looks for it. */
async function sendLink(ctx: RuntimeContext, user: UserRow, type: LinkType, redirectTo: string): Promise<void> {
  const token = newOneTimeToken(user.email!)
  const now = new Date().toISOString()
  const recovery = type === 'recovery' || type === 'magiclink'
  await updateUser(
    ctx.db,
    user.id,
    recovery
      ? { recovery_token: token.hash, recovery_sent_at: now }
      : { confirmation_token: token.hash, confirmation_sent_at: now },
  )
  await sendAuthMail(ctx, user.email!, type, token, redirectTo)
}

const sortedQuery = (values: Record<string, string>) =>
  new URLSearchParams(Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1))).toString()

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
}

function errorFragment(error: AuthError): string {
  return sortedQuery({
    ...(OAUTH_ERRORS[error.status] ? { error: OAUTH_ERRORS[error.status]! } : {}),
    error_code: error.code,
    error_description: error.message,
  })
}
