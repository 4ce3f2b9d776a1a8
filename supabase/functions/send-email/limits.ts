import { HttpError } from "../_shared/http.ts";

/** How much send-email may send; each cap counts email_outbox rows that are queued or sent. */
export interface EmailLimits {
  /** Booking confirmations to one address in 24 hours. */
  confirmationsPerAddressPerDay: number;
  /** Operations notices about one sender's submissions in an hour. */
  opsNoticesPerSenderPerHour: number;
  /** Operations notices about submissions, from everyone, in an hour. */
  opsNoticesPerHour: number;
  /** A submission older than this is never mailed about. */
  submissionMaxAgeMinutes: number;
  /**
   * A booking update (assigned, completed, cancelled, a payment or refund that went through) older
   * than this is never mailed about: no receipt for last year's ride because someone asked today.
   */
  bookingUpdateMaxAgeHours: number;
}

export const DEFAULT_LIMITS: EmailLimits = {
  confirmationsPerAddressPerDay: 3,
  opsNoticesPerSenderPerHour: 3,
  opsNoticesPerHour: 60,
  submissionMaxAgeMinutes: 60,
  bookingUpdateMaxAgeHours: 48,
};

const ENV_NAMES: Record<keyof EmailLimits, string> = {
  confirmationsPerAddressPerDay: "EMAIL_CONFIRMATIONS_PER_ADDRESS_PER_DAY",
  opsNoticesPerSenderPerHour: "OPS_NOTICES_PER_SENDER_PER_HOUR",
  opsNoticesPerHour: "OPS_NOTICES_PER_HOUR",
  submissionMaxAgeMinutes: "SUBMISSION_EMAIL_MAX_AGE_MINUTES",
  bookingUpdateMaxAgeHours: "BOOKING_UPDATE_EMAIL_MAX_AGE_HOURS",
};

/** The limits from the function's secrets; a value that is not a whole number ≥ 1 is refused. */
export function limitsFromEnv(
  env: (key: string) => string | undefined,
): EmailLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as (keyof EmailLimits)[]) {
    const raw = env(ENV_NAMES[key])?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${ENV_NAMES[key]} must be a whole number of at least 1`);
    limits[key] = value;
  }
  return limits;
}

/** One cap as reserve_outbox_email takes it. */
export interface OutboxLimit {
  types: string[];
  to_email?: string;
  reply_to?: string;
  window_seconds: number;
  max: number;
}

const HOUR = 3600;
const DAY = 24 * HOUR;

const SUBMISSION_TYPES = [
  "driver_application",
  "contact_sales",
  "contact",
] as const;

export function confirmationLimits(
  limits: EmailLimits,
  toEmail: string,
): OutboxLimit[] {
  return [
    {
      types: ["new_booking"],
      to_email: toEmail,
      window_seconds: DAY,
      max: limits.confirmationsPerAddressPerDay,
    },
  ];
}

export function opsNoticeLimits(
  limits: EmailLimits,
  sender: string,
): OutboxLimit[] {
  const types = [...SUBMISSION_TYPES];
  return [
    {
      types,
      reply_to: sender,
      window_seconds: HOUR,
      max: limits.opsNoticesPerSenderPerHour,
    },
    { types, window_seconds: HOUR, max: limits.opsNoticesPerHour },
  ];
}

/** The 429 every cap answers, in the same words as the database's own limits. */
export function rateLimited(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    "rate_limited",
    `Too many requests — please try again in ${minutes} minutes.`,
    { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}
