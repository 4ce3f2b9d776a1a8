import { toUserMessage } from "@/lib/errors";

export const DUPLICATE_EMAIL_MESSAGE =
  "An account with this email already exists.";

export const SIGN_IN_RATE_LIMIT_MESSAGE =
  "Too many sign-in attempts — please wait a few minutes and try again.";

export const SIGN_UP_RATE_LIMIT_MESSAGE =
  "Too many sign-up attempts — please wait a few minutes and try again.";

export interface Failure {
  title: string;
  description: string;
}

type ErrorLike = { code?: unknown; message?: unknown; status?: unknown };

function fields(error: unknown): ErrorLike {
  return typeof error === "object" && error !== null ? error : {};
}

export function isInvalidCredentials(error: unknown): boolean {
  const { code, message } = fields(error);
  return (
    code === "invalid_credentials" || message === "Invalid login credentials"
  );
}

/** GoTrue's 429s: over_request_rate_limit, over_email_send_rate_limit, over_sms_send_rate_limit. */
export function isRateLimited(error: unknown): boolean {
  const { code, status } = fields(error);
  return (
    status === 429 ||
    (typeof code === "string" && /^over_\w+_rate_limit$/.test(code))
  );
}

export function isDuplicateEmail(error: unknown): boolean {
  const { code, message } = fields(error);
  return (
    code === "user_already_exists" ||
    code === "email_exists" ||
    (typeof message === "string" && /already (been )?registered/i.test(message))
  );
}

export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Please confirm your email address first: open the link we sent when you signed up.";

export function signInFailure(error: unknown): Failure {
  if (fields(error).code === "email_not_confirmed")
    return { title: "Login Failed", description: EMAIL_NOT_CONFIRMED_MESSAGE };
  if (isRateLimited(error))
    return { title: "Login Failed", description: SIGN_IN_RATE_LIMIT_MESSAGE };
  if (isInvalidCredentials(error))
    return {
      title: "Login Failed",
      description: "Invalid username or password",
    };
  return { title: "Sign in Failed", description: toUserMessage(error) };
}

export function signUpFailure(error: unknown): Failure {
  if (isRateLimited(error))
    return { title: "Sign up Failed", description: SIGN_UP_RATE_LIMIT_MESSAGE };
  if (isDuplicateEmail(error))
    return { title: "Sign-up Failed", description: DUPLICATE_EMAIL_MESSAGE };
  return { title: "Sign up Failed", description: toUserMessage(error) };
}

/** What hosted Supabase answers, with confirmations on, to a sign-up for an existing address. */
export function duplicateEmailError(): Error & { code: string } {
  return Object.assign(new Error("User already registered"), {
    code: "user_already_exists",
  });
}

const SECOND_FACTOR_MESSAGES: Record<string, string> = {
  mfa_verification_failed:
    "That code is not valid. Enter the current code from your authenticator app.",
  mfa_challenge_expired: "That code request expired. Please try again.",
  mfa_factor_not_found:
    "No authenticator app is set up for this account any more. Please log in again.",
};

/** What the code step says when the authenticator code is refused. */
export function secondFactorFailure(error: unknown): Failure {
  const { code } = fields(error);
  if (isRateLimited(error))
    return { title: "Login Failed", description: SIGN_IN_RATE_LIMIT_MESSAGE };
  const known = typeof code === "string" ? SECOND_FACTOR_MESSAGES[code] : null;
  return {
    title: "Login Failed",
    description: known ?? toUserMessage(error),
  };
}
