import type { Hono } from "hono";

import { createAuthApi } from "../auth/auth-routes.ts";
import type { RuntimeContext } from "../context.ts";
import { createFunctionsApi } from "../functions/functions-routes.ts";
import { createMailViewer } from "../mail/mail-viewer-routes.ts";
import { createRealtimeHttpApi } from "../realtime/broadcast-routes.ts";
import { createRestApi } from "../rest/rest-routes.ts";
import { createStorageApi } from "../storage/storage-routes.ts";
import { cors } from "./cors.ts";
import { forwardedHeaders } from "./forwarded-headers.ts";
import { requestLog } from "./request-log.ts";

/** The API gateway: every service under its Supabase path, behind the same middleware. */
export async function gatewayRoutes(
  api: Hono,
  ctx: RuntimeContext,
): Promise<void> {
  api.use("*", forwardedHeaders, requestLog(ctx.log), cors);
  api.route("/rest/v1", await createRestApi(ctx));
  api.route("/auth/v1", await createAuthApi(ctx));
  api.route("/storage/v1", await createStorageApi(ctx));
  api.route("/functions/v1", await createFunctionsApi(ctx));
  api.route("/realtime/v1", createRealtimeHttpApi(ctx));
  api.get("/", (c) =>
    c.json({
      name: "local runtime",
      services: ["rest", "auth", "realtime", "storage", "functions"],
    }),
  );
}

/** The mail viewer, on a port of its own. */
export async function mailViewerRoutes(
  mail: Hono,
  ctx: RuntimeContext,
): Promise<void> {
  mail.route("/", await createMailViewer(ctx));
}
