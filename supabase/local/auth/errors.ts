import type { Context } from "hono";

const API_VERSION_HEADER = "X-Supabase-Api-Version";
const API_VERSION_2024 = "2024-01-01";

/** An error GoTrue would answer with: HTTP status, machine code, human message. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown> | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    extra?: Record<string, unknown>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (code: string, message: string) =>
  new AuthError(400, code, message);
export const forbidden = (code: string, message: string) =>
  new AuthError(403, code, message);
export const notFound = (code: string, message: string) =>
  new AuthError(404, code, message);
export const unprocessable = (code: string, message: string) =>
  new AuthError(422, code, message);
export const validationFailed = (message: string) =>
  badRequest("validation_failed", message);

/** Dated API versions at or after 2024-01-01 switch GoTrue to the `{code, message}` error body. */
export function requestApiVersion(c: Context): string | undefined {
  const value = c.req.header(API_VERSION_HEADER)?.trim();
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(date) ||
    date < Date.parse(`${API_VERSION_2024}T00:00:00Z`)
    ? undefined
    : API_VERSION_2024;
}

export function echoApiVersion(c: Context): void {
  const version = requestApiVersion(c);
  if (version) c.header(API_VERSION_HEADER, version);
}

export function errorResponse(c: Context, error: AuthError): Response {
  const modern = requestApiVersion(c) !== undefined;
  const body = modern
    ? { code: error.code, message: error.message, ...error.extra }
    : {
        code: error.status,
        error_code: error.code,
        msg: error.message,
        ...error.extra,
      };
  echoApiVersion(c);
  c.header("x-sb-error-code", error.code);
  return c.json(body, error.status as 400);
}

export const unexpectedFailure = () =>
  new AuthError(
    500,
    "unexpected_failure",
    "Unexpected failure, please check server logs for more information",
  );
