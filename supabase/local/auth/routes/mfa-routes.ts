import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import * as OTPAuth from "otpauth";

import type { RuntimeContext } from "../../context.ts";
import { forbidden, unprocessable, validationFailed } from "../errors.ts";
import { requirePermanentUser } from "../guard.ts";
import { optionalString, readBody } from "../params.ts";
import {
  deleteFactor,
  findFactor,
  listFactors,
  secretSvg,
  totp,
} from "../stores/mfa-store.ts";

/** TOTP enrolment and removal; challenges live in mfa-verify-routes.ts. */
export function mfaRoutes(app: Hono, ctx: RuntimeContext): void {
  app.post("/factors", async (c) => {
    const { user, aal } = await requirePermanentUser(ctx, c);
    const body = await readBody(c);
    const type = optionalString(body, "factor_type");
    if (type === "phone" || type === "webauthn") {
      throw unprocessable(
        `mfa_${type}_enroll_not_enabled`,
        `MFA enroll is disabled for ${type}`,
      );
    }
    if (type !== "totp")
      throw validationFailed(
        "factor_type needs to be totp, phone, or webauthn",
      );
    const mfa = ctx.config.auth.mfa;
    if (!mfa.totpEnroll)
      throw unprocessable(
        "mfa_totp_enroll_not_enabled",
        "MFA enroll is disabled for TOTP",
      );
    const factors = await listFactors(ctx.db, user.id);
    if (factors.length >= mfa.maxEnrolledFactors) {
      throw unprocessable(
        "too_many_enrolled_mfa_factors",
        "Maximum number of verified factors reached, unenroll to continue",
      );
    }
    if (factors.some((f) => f.status === "verified") && aal !== "aal2") {
      throw forbidden(
        "insufficient_aal",
        "AAL2 required to enroll a new factor",
      );
    }
    const friendlyName = optionalString(body, "friendly_name") ?? "";
    if (
      friendlyName.trim() &&
      factors.some((f) => f.friendly_name === friendlyName)
    ) {
      throw unprocessable(
        "mfa_factor_name_conflict",
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const issuer =
      optionalString(body, "issuer") || new URL(ctx.config.auth.siteUrl).host;
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const uri = totp(
      secret,
      issuer,
      user.email || user.phone || user.id,
    ).toString();
    const id = randomUUID();
    await ctx.db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, friendlyName, secret],
    );
    return c.json({
      id,
      type: "totp",
      friendly_name: friendlyName,
      totp: { qr_code: secretSvg(secret, issuer), secret, uri },
    });
  });

  app.delete("/factors/:id", async (c) => {
    const { user, aal } = await requirePermanentUser(ctx, c);
    const factor = await findFactor(ctx.db, user.id, c.req.param("id"));
    if (factor.status === "verified" && aal !== "aal2") {
      throw unprocessable(
        "insufficient_aal",
        "AAL2 required to unenroll verified factor",
      );
    }
    await ctx.db.transaction((tx) => deleteFactor(tx, factor.id));
    return c.json({ id: factor.id });
  });
}
