import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseEnv } from "node:util";
import type { JWK } from "jose";

import { cliPublicJwk } from "../auth/signing-keys.ts";
import type { RuntimeContext } from "../context.ts";
import { LOCAL_PAYSTACK_SECRET_KEY } from "../paystack/secret.ts";

/**
 * What a function finds in `Deno.env`, as on hosted Supabase: the values the platform injects,
 * then the project's secrets (`supabase/functions/.env`, which hosted projects receive with
 * `supabase secrets set --env-file`). Nothing of the runtime's own process environment.
 * PAYSTACK_SECRET_KEY is the stand-in's local test key unless `.env` sets one (the stand-in then
 * uses that one too: paystack/secret.ts).
 */
export async function functionEnv(
  ctx: RuntimeContext,
  databaseUrl: string | undefined,
): Promise<Record<string, string>> {
  const secrets = await readSecrets(ctx);
  return {
    PAYSTACK_SECRET_KEY: LOCAL_PAYSTACK_SECRET_KEY,
    ...secrets,
    ...platformEnv(ctx, databaseUrl),
  };
}

function platformEnv(
  ctx: RuntimeContext,
  databaseUrl: string | undefined,
): Record<string, string> {
  const { keys } = ctx;
  const values: Record<string, string> = {
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: keys.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.secretKey }),
    SUPABASE_JWKS: JSON.stringify(cliJwks(ctx)),
    // Local only: where the `local` e-mail provider of send-email posts (the mail sink).
    LOCAL_MAIL_URL: ctx.mailUrl,
    // The site the e-mails link to: [auth] site_url, or SITE_URL of the runtime's own process
    // (e.g. an e2e run serving the app on another port; server.ts applies it to the config);
    // hosted projects set it as a secret. It describes this local stack, so it wins over .env.
    SITE_URL: ctx.config.auth.siteUrl,
    // Local only: Paystack's API is the stand-in of this stack (hosted projects leave it unset and
    // the functions default to https://api.paystack.co). No test or local run reaches Paystack.
    PAYSTACK_BASE_URL: ctx.paystackUrl,
  };
  // Hosted functions get the project's direct connection string. Embedded PGlite lives inside
  // the runtime's process and speaks no wire protocol, so there is none to give.
  if (ctx.db.kind === "postgres" && databaseUrl)
    values.SUPABASE_DB_URL = databaseUrl;
  return values;
}

/**
 * The CLI's `ResolveJWKS`, what `functions serve` passes as SUPABASE_JWKS: the public part of each
 * signing key, and the JWT secret as an `oct` key when no `signing_keys_path` is set.
 */
function cliJwks(ctx: RuntimeContext): { keys: JWK[] } {
  const signingKeys = ctx.keys.signingKeys;
  if (signingKeys) return { keys: signingKeys.keys.map(cliPublicJwk) };
  const k = Buffer.from(ctx.config.auth.jwtSecret).toString("base64url");
  return { keys: [{ kty: "oct", k }] };
}

async function readSecrets(
  ctx: RuntimeContext,
): Promise<Record<string, string>> {
  const file = join(ctx.supabaseDir, "functions", ".env");
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return {};
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseEnv(text))) {
    // As `supabase secrets set` and `functions serve`: the platform's names are reserved.
    if (name.startsWith("SUPABASE_"))
      ctx.log(`functions: ${name} in supabase/functions/.env is ignored`);
    else if (value !== undefined) secrets[name] = value;
  }
  return secrets;
}
