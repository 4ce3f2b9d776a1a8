import type { Hono } from "hono";

import type { StorageDeps } from "./deps.ts";
import { routeNotFound } from "./errors.ts";
import { imageTransformationRequested } from "./image-transformation.ts";

/**
 * `/render/image/{authenticated,public,sign}/…`: image transformations are not available here, so
 * these paths answer as Storage does with ENABLE_IMAGE_TRANSFORMATION off, the CLI's default:
 * it registers no render route and its 404 handler answers. A signed URL asked with `transform`
 * is then an ordinary object URL, as Storage signs it without transformations.
 */
export async function renderRoutes(
  app: Hono,
  deps: StorageDeps,
): Promise<void> {
  if (await imageTransformationRequested(deps.ctx.supabaseDir)) {
    deps.ctx.log(
      "storage: [storage.image_transformation] is enabled in config.toml, but image transformations are not available locally; /render/image answers 404 as Storage does without them",
    );
  }
  app.all("/render/image/*", (c) => routeNotFound(c.req.method, c.req.url));
}
