import { Hono } from "hono";

import type { RuntimeContext } from "../context.ts";
import { bucketRoutes } from "./bucket-routes.ts";
import { syncConfigBuckets } from "./config-buckets.ts";
import type { StorageDeps } from "./deps.ts";
import { downloadRoutes } from "./download-routes.ts";
import { errors, routeNotFound, StorageError } from "./errors.ts";
import { createFileStore } from "./file-store.ts";
import { listV2Routes } from "./list-v2-routes.ts";
import { objectAdminRoutes } from "./object-admin-routes.ts";
import { signingRoutes } from "./signing-routes.ts";
import { uploadRoutes } from "./upload-routes.ts";

/** The Storage API under `/storage/v1`: metadata in `storage.*` under the caller's RLS, bytes on disk. */
export async function createStorageApi(ctx: RuntimeContext): Promise<Hono> {
  const deps: StorageDeps = { ctx, files: await createFileStore(ctx.dataDir) };
  await syncConfigBuckets(ctx);
  ctx.onSchemaChange(() => syncConfigBuckets(ctx));

  const app = new Hono();
  // Order matters: fixed segments (list, sign, info, public…) before the catch-all object paths.
  bucketRoutes(app, deps);
  listV2Routes(app, deps);
  objectAdminRoutes(app, deps);
  signingRoutes(app, deps);
  downloadRoutes(app, deps);
  uploadRoutes(app, deps);
  // Image transformations are not available here, so `/render/image/…` answers as Storage does
  // with ENABLE_IMAGE_TRANSFORMATION off (the CLI's default): it registers no render route, and
  // the 404 below answers; a signed URL asked with `transform` is an ordinary object URL.
  if (ctx.config.storage.imageTransformation)
    ctx.log(
      "storage: [storage.image_transformation] is enabled in config.toml, but image transformations are not available locally; /render/image answers 404 as Storage does without them",
    );
  // A catch-all route, not notFound(): a sub-app's notFound is not used once it is mounted.
  app.all("*", (c) => routeNotFound(c.req.method, c.req.url));
  app.onError((error) => {
    if (error instanceof StorageError) return error.toResponse();
    if (error instanceof SyntaxError)
      return errors.invalidRequest("Body is not valid JSON").toResponse();
    ctx.log(
      `storage: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return errors.internal().toResponse();
  });
  return app;
}
