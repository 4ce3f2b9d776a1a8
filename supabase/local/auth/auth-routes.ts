import { Hono } from "hono";

import type { RuntimeContext } from "../context.ts";
import {
  AuthError,
  echoApiVersion,
  errorResponse,
  notFound,
  unexpectedFailure,
} from "./errors.ts";
import { requireAdmin } from "./guard.ts";
import { jwksRoutes } from "./jwks-routes.ts";
import { limited } from "./rate-limit.ts";
import { adminLinkRoutes } from "./routes/admin-link-routes.ts";
import { adminUserRoutes } from "./routes/admin-user-routes.ts";
import { emailRoutes } from "./routes/email-routes.ts";
import { identityRoutes } from "./routes/identity-routes.ts";
import { mfaRoutes } from "./routes/mfa-routes.ts";
import { mfaVerifyRoutes } from "./routes/mfa-verify-routes.ts";
import { phoneRoutes } from "./routes/phone-routes.ts";
import { signupRoutes } from "./routes/signup-routes.ts";
import { tokenRoutes } from "./routes/token-routes.ts";
import { userRoutes } from "./routes/user-routes.ts";
import { verifyRoutes } from "./routes/verify-routes.ts";

/** GoTrue's HTTP API over the project's own `auth` schema. */
export async function createAuthApi(ctx: RuntimeContext): Promise<Hono> {
  const app = new Hono();
  // No apikey check: the CLI's local gateway has no key-auth, and GoTrue itself never reads it.
  app.use("*", async (c, next) => {
    await next();
    echoApiVersion(c);
  });
  app.use("/admin/*", async (c, next) => {
    await requireAdmin(ctx, c);
    await next();
  });
  app.use("/invite", async (c, next) => {
    await requireAdmin(ctx, c);
    await next();
  });

  app.post("/recover", limited(ctx, "recover"));
  app.post("/resend", limited(ctx, "resend"));
  app.post("/otp", limited(ctx, "otp"));
  app.on(["GET", "POST"], "/verify", limited(ctx, "verify"));

  signupRoutes(app, ctx);
  tokenRoutes(app, ctx);
  userRoutes(app, ctx);
  identityRoutes(app, ctx);
  // Before the e-mail handlers of /otp and /verify, which get every request without a phone.
  phoneRoutes(app, ctx);
  emailRoutes(app, ctx);
  verifyRoutes(app, ctx);
  mfaRoutes(app, ctx);
  mfaVerifyRoutes(app, ctx);
  adminUserRoutes(app, ctx);
  adminLinkRoutes(app, ctx);

  app.get("/health", (c) =>
    c.json({
      version: "v2-local",
      name: "GoTrue",
      description: "GoTrue is a user registration and authentication API",
    }),
  );
  app.get("/settings", (c) => c.json(settings(ctx)));
  jwksRoutes(app, ctx);
  app.all("*", () => {
    throw notFound("not_found", "Not Found");
  });

  app.onError((error, c) => {
    if (error instanceof AuthError) return errorResponse(c, error);
    ctx.log(
      `auth: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return errorResponse(c, unexpectedFailure());
  });
  return app;
}

function settings(ctx: RuntimeContext) {
  const { enableSignup, enableConfirmations } = ctx.config.auth;
  const providers = [
    "apple",
    "azure",
    "bitbucket",
    "discord",
    "facebook",
    "figma",
    "github",
    "gitlab",
    "google",
    "keycloak",
    "kakao",
    "linkedin",
    "linkedin_oidc",
    "notion",
    "slack",
    "slack_oidc",
    "spotify",
    "twitch",
    "twitter",
    "workos",
    "zoom",
  ];
  return {
    external: {
      anonymous_users: ctx.config.auth.enableAnonymousSignIns,
      ...Object.fromEntries(providers.map((p) => [p, false])),
      email: true,
      phone: ctx.config.auth.sms.enableSignup,
    },
    disable_signup: !enableSignup,
    mailer_autoconfirm: !enableConfirmations,
    phone_autoconfirm: !ctx.config.auth.sms.enableConfirmations,
    sms_provider: ctx.config.auth.sms.provider,
    saml_enabled: false,
  };
}
