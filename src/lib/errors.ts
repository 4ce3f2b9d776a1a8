const FALLBACK_MESSAGE = "Something went wrong";

const NETWORK_MESSAGE =
  "We could not reach the server. Check your connection and try again.";

const POSTGREST_MESSAGES: Record<string, string> = {
  "23505": "This record already exists.",
  "23503":
    "This record is linked to other data and cannot be changed that way.",
  "23514": "Some of the values are not allowed.",
  "42501": "You do not have permission to do that.",
  PGRST116: "The requested record was not found.",
  PGRST301: "Your session has expired. Please log in again.",
};

const NETWORK_ERROR_NAMES = new Set([
  "FunctionsFetchError",
  "AuthRetryableFetchError",
]);

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown };

function isErrorLike(error: unknown): error is ErrorLike {
  return typeof error === "object" && error !== null;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * Turns whatever a Supabase call threw into the sentence a toast shows. Duck-typed on purpose:
 * importing the supabase-js error classes here would pull the client into every page.
 */
export function toUserMessage(error: unknown): string {
  if (typeof error === "string") return textOf(error) ?? FALLBACK_MESSAGE;
  if (!isErrorLike(error)) return FALLBACK_MESSAGE;

  const name = textOf(error.name);
  const message = textOf(error.message);
  const code = textOf(error.code);

  if (
    message === "Failed to fetch" ||
    (name && NETWORK_ERROR_NAMES.has(name))
  ) {
    return NETWORK_MESSAGE;
  }
  const known = code ? POSTGREST_MESSAGES[code] : undefined;
  if (known) return known;
  if (name === "FunctionsHttpError" || name === "FunctionsRelayError") {
    return "The service could not complete your request. Please try again.";
  }
  return message ?? FALLBACK_MESSAGE;
}
