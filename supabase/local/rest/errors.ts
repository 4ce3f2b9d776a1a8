import type { JwtError } from "../keys.ts";

export type Details = string | null | unknown[];

/** An error answered with PostgREST's JSON body `{code, details, hint, message}`. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Details;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    details: Details = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

export function errorResponse(error: RestError): Response {
  const body = {
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      ...error.headers,
    },
  });
}

export const parseError = (
  what: string,
  input: string,
  details: string,
  column = 1,
) =>
  new RestError(
    400,
    "PGRST100",
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );

export function jwtFailure(
  error: JwtError,
  token: string | undefined,
): RestError {
  let message = error.message;
  // jose-jwt's KeyError when no key of the set matches the token's kid and alg; PostgREST 13+
  // passes its text on as the details.
  let details: string | null = null;
  if (error.problem === "expired") message = "JWT expired";
  else if (error.problem === "unknown-key") {
    message = "No suitable key or wrong key type";
    details = "No suitable key was found to decode the JWT";
  } else if (token && token.split(".").length !== 3)
    message = `Expected 3 parts in JWT; got ${token.split(".").length}`;
  else if (message === "invalid JWT")
    message = "JWT cryptographic operation failed";
  const code = error.problem === "expired" ? "PGRST303" : "PGRST301";
  const header = `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`;
  return new RestError(401, code, message, details, null, {
    "WWW-Authenticate": header,
  });
}

interface PgLikeError {
  code?: string;
  message?: string;
  detail?: string;
  hint?: string;
}

/** PostgREST's SQLSTATE → HTTP status table; 42501 depends on whether the caller is anonymous. */
export function statusForSqlState(
  state: string,
  message: string,
  anonymous: boolean,
): number {
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
    P0001: 400,
    "53400": 500,
    "57P01": 503,
  };
  if (state === "42501") return anonymous ? 401 : 403;
  if (state === "21000")
    return message.endsWith("requires a WHERE clause") ? 400 : 500;
  if (state === "22023")
    return message.startsWith("role") && message.endsWith("does not exist")
      ? 401
      : 400;
  if (exact[state]) return exact[state];
  if (state.startsWith("PT")) {
    const status = Number(state.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599
      ? status
      : 500;
  }
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[state.slice(0, 2)] ?? 400;
}

/** Turns whatever a request threw into the error PostgREST would have answered. */
export function toRestError(error: unknown, anonymous: boolean): RestError {
  if (error instanceof RestError) return error;
  const pg = error as PgLikeError;
  if (
    pg &&
    typeof pg.code === "string" &&
    !/^[0-9A-Z]{5}$/.test(pg.code) &&
    pg.code !== "PGRST"
  ) {
    // A driver-level failure (ECONNREFUSED, …): the database is unreachable, as PostgREST's PGRST000.
    return new RestError(
      503,
      "PGRST000",
      "Database connection error. Retrying the connection.",
      pg.message ?? null,
    );
  }
  if (pg && typeof pg.code === "string" && typeof pg.message === "string") {
    if (pg.code === "PGRST")
      return (
        raisedResponse(pg) ??
        new RestError(
          500,
          "PGRST121",
          "Could not parse JSON in the \"RAISE SQLSTATE 'PGRST'\" error",
        )
      );
    const status = statusForSqlState(pg.code, pg.message, anonymous);
    const headers: Record<string, string> =
      status === 401 ? { "WWW-Authenticate": "Bearer" } : {};
    return new RestError(
      status,
      pg.code,
      pg.message,
      pg.detail ?? null,
      pg.hint ?? null,
      headers,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RestError(500, "PGRSTX00", message);
}

/** `raise sqlstate 'PGRST' using message = '{json}', detail = '{"status":…,"headers":…}'`. */
function raisedResponse(pg: PgLikeError): RestError | undefined {
  try {
    const body = JSON.parse(pg.message ?? "") as {
      code?: string;
      message?: string;
      details?: string;
      hint?: string;
    };
    const detail = JSON.parse(pg.detail ?? "") as {
      status?: number;
      headers?: Record<string, string>;
    };
    if (
      typeof body.code !== "string" ||
      typeof body.message !== "string" ||
      typeof detail.status !== "number"
    )
      return undefined;
    return new RestError(
      detail.status,
      body.code,
      body.message,
      body.details ?? null,
      body.hint ?? null,
      detail.headers ?? {},
    );
  } catch {
    return undefined;
  }
}
