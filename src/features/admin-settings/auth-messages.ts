import { PASSWORD_REFUSALS } from "@/components/form/password-rules";

import { NO_ADMIN_MESSAGE } from "./schemas";

// GoTrue's codes for refusals an administrator can act on, in words that say what to do.
const MESSAGES: Record<string, string> = {
  ...PASSWORD_REFUSALS,
  insufficient_aal:
    "This needs a sign-in confirmed with your authenticator code. Log out, log in again with the code, then try once more.",
  reauthentication_needed:
    "For your security, log out and log in again, then change your password.",
  mfa_verification_failed:
    "That code is not valid. Enter the current code from your authenticator app.",
  mfa_challenge_expired: "That code request expired. Please try again.",
  mfa_factor_name_conflict:
    "You already have an authenticator with this name. Choose another name.",
  mfa_factor_not_found:
    "This authenticator no longer exists. Reload the page and start again.",
  session_not_found: NO_ADMIN_MESSAGE,
};

/** The auth server's refusal with a sentence the settings screen can show as it is. */
export function readableAuthError(error: unknown): unknown {
  const code =
    typeof error === "object" && error !== null && "code" in error
      ? error.code
      : undefined;
  const message = typeof code === "string" ? MESSAGES[code] : undefined;
  return message ? Object.assign(new Error(message), { code }) : error;
}
