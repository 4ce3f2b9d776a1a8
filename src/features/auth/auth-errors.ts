import { toUserMessage } from "@/lib/errors";

export const DUPLICATE_EMAIL_MESSAGE =
  "An account with this email already exists.";

export interface Failure {
  title: string;
  description: string;
}

type ErrorLike = { code?: unknown; message?: unknown };

function fields(error: unknown): ErrorLike {
  return typeof error === "object" && error !== null ? error : {};
}

export function isInvalidCredentials(error: unknown): boolean {
  const { code, message } = fields(error);
  return (
    code === "invalid_credentials" || message === "Invalid login credentials"
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

export function signInFailure(error: unknown): Failure {
  if (isInvalidCredentials(error))
    return {
      title: "Login Failed",
      description: "Invalid username or password",
    };
  return { title: "Sign in Failed", description: toUserMessage(error) };
}

export function signUpFailure(error: unknown): Failure {
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
