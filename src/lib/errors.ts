import { site } from "@/config/site";

const FALLBACK_MESSAGE = "Something went wrong";

export const NETWORK_MESSAGE = `We could not reach ${site.name}. Check your connection and try again.`;

const RATE_LIMIT_MESSAGE =
  "Too many requests — please try again in a few minutes.";

const POSTGREST_MESSAGES: Record<string, string> = {
  "23505": "This record already exists.",
  "23503":
    "This record is linked to other data and cannot be changed that way.",
  "23514": "Some of the values are not allowed.",
  "42501": "You do not have permission to do that.",
  PGRST116: "The requested record was not found.",
  PGRST301: "Your session has expired. Please log in again.",
};

const NETWORK_ERROR_NAMES = new Set(["FunctionsFetchError", "TimeoutError"]);

// What each browser's fetch (and Node's) says when no answer came back, alone or, in a PostgREST
// result, after the error's name ("TypeError: Failed to fetch"); a lazily loaded chunk that
// cannot be downloaded fails the same way, and a request given up on ends in a TimeoutError.
const NETWORK_FAILURE =
  /^(?:TimeoutError\b|(?:(?:TypeError|FetchError): )?(?:Failed to fetch|fetch failed|Load failed|NetworkError when attempting to fetch resource|Network request failed|Failed to fetch dynamically imported module|Importing a module script failed))/;

// AuthRetryableFetchError also covers GoTrue's own 5xx; only "no answer" and gateway errors mean
// the service could not be reached.
const UNREACHABLE_STATUSES = new Set([0, 502, 503, 504]);

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  status?: unknown;
};

function isErrorLike(error: unknown): error is ErrorLike {
  return typeof error === "object" && error !== null;
}

function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** True when the request never got an answer from the backend (offline, refused, timed out). */
export function isNetworkError(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  const name = textOf(error.name);
  const message = textOf(error.message) ?? "";
  if (name && NETWORK_ERROR_NAMES.has(name)) return true;
  if (name === "AuthRetryableFetchError") {
    return (
      error.status === undefined ||
      UNREACHABLE_STATUSES.has(Number(error.status))
    );
  }
  return error.status === 0 || NETWORK_FAILURE.test(message);
}

/**
 * Keeps the HTTP status of a failed PostgREST call on its error (the client returns it beside
 * the error, not on it), so the message can tell "no answer" (0) and rate limits (429) apart.
 */
export function withStatus<T extends object>(error: T, status: number): T {
  return Object.assign(error, { status });
}

function isRateLimited(error: ErrorLike): boolean {
  return (
    error.status === 429 ||
    error.code === "PT429" ||
    error.code === "over_request_rate_limit"
  );
}

/**
 * Turns whatever a Supabase call threw into the sentence a toast shows. Duck-typed on purpose:
 * importing the supabase-js error classes here would pull the client into every page.
 */
export function toUserMessage(error: unknown): string {
  if (typeof error === "string") return textOf(error) ?? FALLBACK_MESSAGE;
  if (!isErrorLike(error)) return FALLBACK_MESSAGE;
  if (isNetworkError(error)) return NETWORK_MESSAGE;

  const name = textOf(error.name);
  const message = textOf(error.message);
  const code = textOf(error.code);

  // The server's own sentence says how long to wait; keep it.
  if (isRateLimited(error)) return message ?? RATE_LIMIT_MESSAGE;
  const known = code ? POSTGREST_MESSAGES[code] : undefined;
  if (known) return known;
  if (name === "FunctionsHttpError" || name === "FunctionsRelayError") {
    return "The service could not complete your request. Please try again.";
  }
  return message ?? FALLBACK_MESSAGE;
}
