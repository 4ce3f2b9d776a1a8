import type { Hono } from "hono";

import type { RuntimeContext } from "../context.ts";

/**
 * GoTrue's `GET /.well-known/jwks.json`: the public part of every key of `[auth]
 * signing_keys_path`, never the HS256 secret (so `{"keys":[]}` when tokens are HS256, and
 * supabase-js' getClaims() then asks `/user`). Cached for ten minutes, as GoTrue answers.
 */
export function jwksRoutes(app: Hono, ctx: RuntimeContext): void {
  app.get("/.well-known/jwks.json", (c) => {
    c.header("Cache-Control", "public, max-age=600");
    return c.json(ctx.keys.jwks);
  });
}
