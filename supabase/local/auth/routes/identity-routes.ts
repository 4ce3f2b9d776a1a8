import type { Context, Hono } from "hono";

import type { RuntimeContext } from "../../context.ts";
import type { Queryable } from "../../db/database.ts";
import { notFound, unprocessable, validationFailed } from "../errors.ts";
import { requireUser } from "../guard.ts";
import { isUuid } from "../params.ts";
import { clearOneTimeTokens } from "../stores/one-time-tokens.ts";
import {
  findUser,
  mergeMetadata,
  syncProviders,
  updateUser,
  type UserRow,
} from "../stores/user-store.ts";

/**
 * GoTrue's OAuth providers (external.go's Provider). None is configured locally, so each answers
 * as a provider that is not enabled; any other name is one GoTrue does not know.
 */
const OAUTH_PROVIDERS = new Set([
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "kakao",
  "keycloak",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "snapchat",
  "spotify",
  "slack",
  "slack_oidc",
  "twitch",
  "twitter",
  "x",
  "vercel_marketplace",
  "workos",
  "zoom",
]);

/** requireManualLinkingEnabled guards every /user/identities route, after authentication. */
async function requireManualLinking(ctx: RuntimeContext, c: Context) {
  const caller = await requireUser(ctx, c);
  if (!ctx.config.auth.enableManualLinking)
    throw notFound("manual_linking_disabled", "Manual linking is disabled");
  return caller;
}

/** Manual identity linking (internal/api/identity.go): linkIdentity and unlinkIdentity. */
export function identityRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/user/identities/authorize", async (c) => {
    await requireManualLinking(ctx, c);
    const name = (c.req.query("provider") ?? "").toLowerCase();
    const reason = name.startsWith("custom:")
      ? "custom OAuth providers are disabled"
      : OAUTH_PROVIDERS.has(name)
        ? "provider is not enabled"
        : `Provider ${name} could not be found`;
    throw validationFailed(`Unsupported provider: ${reason}`);
  });

  app.delete("/user/identities/:identity_id", async (c) => {
    const { user } = await requireManualLinking(ctx, c);
    const identityId = c.req.param("identity_id");
    if (!isUuid(identityId))
      throw notFound("validation_failed", "identity_id must be an UUID");
    const { rows: identities } = await ctx.db.query<{
      id: string;
      provider: string;
    }>("select id, provider from auth.identities where user_id = $1", [
      user.id,
    ]);
    if (identities.length <= 1)
      throw unprocessable(
        "single_identity_not_deletable",
        "User must have at least 1 identity after unlinking",
      );
    const identity = identities.find(
      (row) => row.id.toLowerCase() === identityId.toLowerCase(),
    );
    if (!identity)
      throw unprocessable("identity_not_found", "Identity doesn't exist");
    await ctx.db.transaction(async (tx) => {
      await tx.query("delete from auth.identities where id = $1", [
        identity.id,
      ]);
      if (identity.provider === "phone") {
        await updateUser(tx, user.id, {
          phone: null,
          phone_confirmed_at: null,
        });
      } else {
        await promoteIdentityEmail(
          tx,
          user,
          !ctx.config.auth.enableConfirmations,
        );
      }
      await syncProviders(tx, user.id);
    });
    return c.json({});
  });
}

/**
 * User.UpdateUserEmailFromIdentities: when no identity left holds the user's e-mail, the e-mail of
 * the best remaining identity (verified, then unverified, then none; oldest first) that no other
 * user has becomes the user's, pending links die, and it stays confirmed only when verified or
 * autoconfirmed. With none free, GoTrue refuses the unlinking.
 */
async function promoteIdentityEmail(
  tx: Queryable,
  user: UserRow,
  mailerAutoconfirm: boolean,
): Promise<void> {
  const { rows } = await tx.query<{ email: string | null; verified: boolean }>(
    `select email, coalesce((identity_data ->> 'email_verified')::boolean, false) as verified
     from auth.identities where user_id = $1
     order by case when coalesce(email, '') = '' then 2
                   when coalesce((identity_data ->> 'email_verified')::boolean, false) then 0
                   else 1 end, created_at, id`,
    [user.id],
  );
  const current = user.email ?? "";
  if (rows.some((row) => (row.email ?? "") === current)) return;
  for (const row of rows) {
    const candidate = row.email ?? "";
    const { rows: taken } = await tx.query(
      "select 1 from auth.users where lower(email) = $1 and not is_sso_user",
      [candidate],
    );
    if (taken.length) continue;
    await updateUser(tx, user.id, { email: candidate || null });
    await clearOneTimeTokens(tx, user.id);
    if (!candidate || (!row.verified && !mailerAutoconfirm)) {
      await updateUser(tx, user.id, {
        email_confirmed_at: null,
        raw_user_meta_data: mergeMetadata(
          (await findUser(tx, user.id))!.raw_user_meta_data,
          { email_verified: false },
        ),
      });
    }
    return;
  }
  throw unprocessable(
    "email_conflict_identity_not_deletable",
    "Unable to unlink identity due to email conflict",
  );
}
