import type { Hono } from "hono";

import { resolveCaller } from "./caller.ts";
import type { StorageDeps } from "./deps.ts";
import { listObjectsV2, parseListV2Body } from "./list-v2.ts";

/** `POST /object/list-v2/:bucket` (storage-js `listV2`): cursor-paged listing under the caller's RLS. */
export function listV2Routes(app: Hono, deps: StorageDeps): void {
  app.post("/object/list-v2/:bucket", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const request = parseListV2Body(await c.req.json<unknown>());
    const bucket = c.req.param("bucket");
    return c.json(await caller.run((tx) => listObjectsV2(tx, bucket, request)));
  });
}
