import type { Context, Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { redirectTarget, tokenHash } from "../links.ts";
import { normalizeEmail, optionalString, readBody } from "../params.ts";
import {
  TOKEN_EXPIRED,
  VERIFY_TYPES,
  verifyToken,
  type VerifyType,
} from "../stores/verify-store.ts";

/** GET /verify is the link in the e-mail and answers with redirects; POST is verifyOtp(). */
export function verifyRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/verify", async (c) => {
    const type = c.req.query("type") ?? "";
    const token = c.req.query("token") ?? "";
    const redirectTo = redirectTarget(ctx, c.req.query("redirect_to"));
    checkType(type);
    if (!token)
      throw validationFailed("Verify requires a token or a token hash");
    try {
      const result = await verifyToken(
        ctx,
        type as VerifyType,
        token,
        c.req.header("user-agent"),
      );
      if ("message" in result)
        return c.redirect(
          `${redirectTo}#${new URLSearchParams({ message: result.message })}`,
          303,
        );
      const s = result.session;
      const fragment = sortedQuery({
        access_token: String(s.access_token),
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: String(s.refresh_token),
        token_type: "bearer",
        type,
      });
      return c.redirect(`${redirectTo}#${fragment}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return c.redirect(
        `${redirectTo.split("?")[0]!.split("#")[0]}#${errorFragment(error)}`,
        303,
      );
    }
  });

  app.post("/verify", async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, "type") ?? "";
    checkType(type);
    const email = optionalString(body, "email");
    const token = optionalString(body, "token");
    const hash =
      optionalString(body, "token_hash") ??
      (email && token ? tokenHash(normalizeEmail(email), token) : token);
    if (!hash)
      throw validationFailed("Verify requires a token or a token hash");
    const result = await verifyToken(
      ctx,
      type as VerifyType,
      hash,
      c.req.header("user-agent"),
      TOKEN_EXPIRED,
    );
    return verified(c, result);
  });
}

function verified(c: Context, result: Awaited<ReturnType<typeof verifyToken>>) {
  return "message" in result
    ? c.json({ msg: result.message, code: 200 })
    : c.json(result.session);
}

function checkType(type: string): void {
  if (!type) throw validationFailed("Verify requires a verification type");
  if (!VERIFY_TYPES.includes(type as VerifyType))
    throw validationFailed("Unsupported verification type");
}

const sortedQuery = (values: Record<string, string>) =>
  new URLSearchParams(
    Object.entries(values).sort(([a], [b]) => (a < b ? -1 : 1)),
  ).toString();

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
};

function errorFragment(error: AuthError): string {
  return sortedQuery({
    ...(OAUTH_ERRORS[error.status]
      ? { error: OAUTH_ERRORS[error.status]! }
      : {}),
    error_code: error.code,
    error_description: error.message,
  });
}
