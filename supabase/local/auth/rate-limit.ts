import type { Context, MiddlewareHandler } from "hono";

import type { AuthRateLimits } from "../config.ts";
import type { RuntimeContext } from "../context.ts";
import { AuthError } from "./errors.ts";

/**
 * GoTrue's limiters (internal/api/apilimiter), fed from `[auth.rate_limit]` as the CLI feeds them:
 * per-address token buckets that start full at 30 (GoTrue's fixed burst) and refill at the
 * configured rate, plus a project-wide hourly count of e-mails (config.ts: `email_sent` only with
 * `[auth.email.smtp]`, as the CLI passes it). As in GoTrue, a password sign-in is
 * a token grant, so it draws on `token_refresh`; `sign_in_sign_ups` (GOTRUE_RATE_LIMIT_OTP) limits
 * sign-up, recovery, OTP, resend and user updates, each endpoint with a bucket of its own.
 */
export type LimitedEndpoint =
  | "token"
  | "signup"
  | "recover"
  | "resend"
  | "otp"
  | "user"
  | "verify"
  | "anonymous";

/**
 * GoTrue keys the buckets on GOTRUE_RATE_LIMIT_HEADER and skips limiting when it is absent. The
 * CLI's GoTrue is started without one, so it applies no per-address limit at all; the hosted
 * platform does, per client address, and so does this backend, so that a flow that trips them in
 * production trips them here. The gateway (http/forwarded-headers.ts) sets X-Real-IP to the
 * connecting peer, overwriting whatever the client sent, so a client cannot pick its own bucket.
 */
export const RATE_LIMIT_HEADER = "x-real-ip";

const FIVE_MINUTES = 300;
const HOUR = 3600;
const BURST = 30;

/** What each bucket refills by per five minutes once its burst is spent. */
const REFILL: Record<LimitedEndpoint, (limits: AuthRateLimits) => number> = {
  token: (l) => l.tokenRefresh,
  signup: (l) => l.signInSignUps,
  recover: (l) => l.signInSignUps,
  resend: (l) => l.signInSignUps,
  otp: (l) => l.signInSignUps,
  user: (l) => l.signInSignUps,
  verify: (l) => l.tokenVerifications,
  anonymous: (l) => l.anonymousUsers,
};

/**
 * Anonymous sign-ins are GoTrue's one hourly bucket: it refills `anonymous_users` an hour and
 * holds as many (SetBurst(RateLimitAnonymousUsers)), where the others hold 30 per five minutes.
 */
const SHAPE: Partial<
  Record<
    LimitedEndpoint,
    (limits: AuthRateLimits) => { burst: number; period: number }
  >
> = {
  anonymous: (l) => ({ burst: l.anonymousUsers, period: HOUR }),
};

/** A bucket is dropped an hour after it was made, as tollbooth's expiring cache does. */
const BUCKET_TTL = HOUR;

interface Bucket {
  tokens: number;
  at: number;
  created: number;
}

const seconds = () => performance.now() / 1000;

class AuthLimiter {
  readonly #ctx: RuntimeContext;
  readonly #buckets = new Map<string, Bucket>();
  #emailWindow = seconds();
  #emailsSent = 0;
  #smsWindow = seconds();
  #smsSent = 0;

  constructor(ctx: RuntimeContext) {
    this.#ctx = ctx;
  }

  /** Spends one request of `endpoint` for the caller's address, or answers 429. */
  take(endpoint: LimitedEndpoint, c: Context): void {
    const address = c.req.header(RATE_LIMIT_HEADER)?.split(",")[0]?.trim();
    if (!address) return;
    const limits = this.#ctx.config.auth.rateLimit;
    const perPeriod = REFILL[endpoint](limits);
    const { burst, period } = SHAPE[endpoint]?.(limits) ?? {
      burst: BURST,
      period: FIVE_MINUTES,
    };
    const now = seconds();
    const id = `${endpoint} ${address}`;
    let bucket = this.#buckets.get(id);
    if (!bucket || now - bucket.created >= BUCKET_TTL) {
      bucket = { tokens: burst, at: now, created: now };
      this.#buckets.set(id, bucket);
    }
    const refill = ((now - bucket.at) * perPeriod) / period;
    bucket.tokens = Math.min(burst, bucket.tokens + refill);
    bucket.at = now;
    if (bucket.tokens < 1) {
      throw new AuthError(
        429,
        "over_request_rate_limit",
        "Request rate limit reached",
      );
    }
    bucket.tokens -= 1;
  }

  /**
   * Counts one outgoing e-mail against the project's hourly allowance, or answers 429. As GoTrue's
   * interval limiter (internal/ratelimit): every e-mail it sends counts, in fixed one-hour windows
   * from start, and an allowance of 0 refuses them all.
   */
  takeEmail(): void {
    const allowance = this.#ctx.config.auth.rateLimit.emailSent;
    const now = seconds();
    const elapsed = Math.floor((now - this.#emailWindow) / HOUR);
    if (elapsed > 0) {
      this.#emailWindow += elapsed * HOUR;
      this.#emailsSent = 0;
    }
    if (this.#emailsSent >= allowance) {
      throw new AuthError(
        429,
        "over_email_send_rate_limit",
        "email rate limit exceeded",
      );
    }
    this.#emailsSent += 1;
  }

  /**
   * Counts one SMS against `sms_sent`, GoTrue's interval limiter for texts, or answers 429. GoTrue
   * counts only codes it would send without autoconfirm, and never test numbers.
   */
  takeSms(): void {
    const now = seconds();
    const elapsed = Math.floor((now - this.#smsWindow) / HOUR);
    if (elapsed > 0) {
      this.#smsWindow += elapsed * HOUR;
      this.#smsSent = 0;
    }
    if (this.#smsSent >= this.#ctx.config.auth.rateLimit.smsSent) {
      throw new AuthError(
        429,
        "over_sms_send_rate_limit",
        "SMS rate limit exceeded",
      );
    }
    this.#smsSent += 1;
  }
}

const limiters = new WeakMap<RuntimeContext, AuthLimiter>();

/** The limiter state of one running auth API. */
export function authLimiter(ctx: RuntimeContext): AuthLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new AuthLimiter(ctx);
    limiters.set(ctx, limiter);
  }
  return limiter;
}

/** GoTrue's `limitHandler`: the request is counted before the endpoint looks at it. */
export const limited =
  (ctx: RuntimeContext, endpoint: LimitedEndpoint): MiddlewareHandler =>
  async (c, next) => {
    authLimiter(ctx).take(endpoint, c);
    await next();
  };
