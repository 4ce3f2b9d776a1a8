import type { Context, Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { goValuesEncode } from "../go-url.ts";
import { tokenHash } from "../links.ts";
import { normalizeEmail, optionalString, readBody } from "../params.ts";
import { referrer } from "../redirects.ts";
import {
  LINK_EXPIRED,
  TOKEN_EXPIRED,
  VERIFY_TYPES,
  verifyToken,
  type VerifyType,
} from "../stores/verify-store.ts";

const invalidType = () => validationFailed("Invalid email verification type");

/**
 * verify.go. GET /verify is the link in GoTrue's default e-mails and answers with 303 redirects
 * (the session, a message or the error in the fragment); POST is verifyOtp(), answering JSON.
 */
export function verifyRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/verify", async (c) => {
    const type = c.req.query("type") ?? "";
    const token = c.req.query("token") ?? "";
    const redirectTo = referrer(ctx, c);
    if (!type) throw validationFailed("Verify requires a verification type");
    if (!token)
      throw validationFailed("Verify requires a token or a token hash");
    try {
      if (!VERIFY_TYPES.includes(type as VerifyType)) throw invalidType();
      const result = await verifyToken(
        ctx,
        type as VerifyType,
        token,
        c.req.header("user-agent"),
      );
      if ("message" in result) {
        const [base, query] = splitUrl(redirectTo);
        const sorted = goValuesEncode(
          Object.fromEntries(new URLSearchParams(query)),
        );
        const fragment = goValuesEncode({ message: result.message, sb: "" });
        return c.redirect(
          `${base}${sorted ? `?${sorted}` : ""}#${fragment}`,
          303,
        );
      }
      const s = result.session;
      const fragment = goValuesEncode({
        access_token: String(s.access_token),
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: String(s.refresh_token),
        sb: "",
        token_type: "bearer",
        type,
      });
      return c.redirect(`${redirectTo}#${fragment}`, 303);
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const [base, query] = splitUrl(redirectTo);
      return c.redirect(
        `${base}${query ? `?${query}` : ""}#${errorFragment(error)}`,
        303,
      );
    }
  });

  app.post("/verify", async (c) => {
    const body = await readBody(c);
    const type = optionalString(body, "type") ?? "";
    const token = optionalString(body, "token") ?? "";
    const hash = optionalString(body, "token_hash") ?? "";
    const email = optionalString(body, "email") ?? "";
    const phone = optionalString(body, "phone") ?? "";
    if (!type) throw validationFailed("Verify requires a verification type");
    if (Boolean(token) === Boolean(hash))
      throw validationFailed("Verify requires either a token or a token hash");
    if (hash && (email || phone || optionalString(body, "redirect_to")))
      throw validationFailed("Only the token_hash and type should be provided");
    if (token && !(email && !phone)) {
      if (phone && !email)
        throw validationFailed("Only email verification is available locally");
      throw validationFailed(
        "Only an email address or phone number should be provided on verify",
      );
    }
    const known = VERIFY_TYPES.includes(type as VerifyType);
    if (!known && hash) throw invalidType();
    const result = await verifyToken(
      ctx,
      (known ? type : "signup") as VerifyType,
      // An unknown type never matches a code: GoTrue answers it as an invalid token.
      hash || (known ? tokenHash(normalizeEmail(email), token) : ""),
      c.req.header("user-agent"),
      hash ? LINK_EXPIRED : TOKEN_EXPIRED,
    );
    return verified(c, result);
  });
}

function verified(c: Context, result: Awaited<ReturnType<typeof verifyToken>>) {
  // verifyPost answers the first of two e-mail change links with strings, code "200" included.
  return "message" in result
    ? c.json({ msg: result.message, code: "200" })
    : c.json(result.session);
}

/** The URL before its query and fragment, and its query. */
function splitUrl(url: string): [string, string] {
  const withoutFragment = url.split("#")[0]!;
  const q = withoutFragment.indexOf("?");
  return q === -1
    ? [withoutFragment, ""]
    : [withoutFragment.slice(0, q), withoutFragment.slice(q + 1)];
}

const OAUTH_ERRORS: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized_client",
  403: "access_denied",
  500: "server_error",
  503: "temporarily_unavailable",
};

/** prepErrorRedirectURL's fragment: error, error_code, error_description and sb, sorted. */
function errorFragment(error: AuthError): string {
  return goValuesEncode({
    ...(OAUTH_ERRORS[error.status]
      ? { error: OAUTH_ERRORS[error.status]! }
      : {}),
    error_code: error.code,
    error_description: error.message,
    sb: "",
  });
}
