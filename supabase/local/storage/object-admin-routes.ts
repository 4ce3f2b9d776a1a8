import { randomUUID } from "node:crypto";
import type { Hono } from "hono";

import { ownerOf, resolveCaller } from "./caller.ts";
import type { StorageDeps } from "./deps.ts";
import { errors } from "./errors.ts";
import { listObjects, type ListOptions } from "./list-objects.ts";
import { assertValidKey } from "./object-names.ts";
import {
  findBucket,
  findObject,
  OBJECT_COLUMNS,
  writeObject,
  type ObjectRow,
} from "./object-rows.ts";

interface TransferBody {
  bucketId?: string;
  sourceKey?: string;
  destinationKey?: string;
  destinationBucket?: string;
  copyMetadata?: boolean;
  metadata?: Record<string, unknown>;
}

export function objectAdminRoutes(app: Hono, deps: StorageDeps): void {
  app.post("/object/list/:bucket", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const options = await c.req.json<ListOptions>();
    return c.json(
      await caller.run((tx) => listObjects(tx, c.req.param("bucket"), options)),
    );
  });

  app.delete("/object/:bucket", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const bucket = c.req.param("bucket");
    const { prefixes } = await c.req.json<{ prefixes?: string[] }>();
    if (!Array.isArray(prefixes) || prefixes.length === 0)
      throw errors.invalidRequest("prefixes must be a non-empty array");
    const deleted = await caller.run(async (tx) => {
      const { rows } = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucket, prefixes],
      );
      return rows;
    });
    await deps.files.remove(
      bucket,
      deleted.flatMap((row) => (row.version ? [row.version] : [])),
    );
    return c.json(deleted);
  });

  // Moving keeps the bytes (they are keyed by version); only a bucket change moves the file.
  app.post("/object/move", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const { bucket, source, destBucket, dest } = await transfer(
      await c.req.json<TransferBody>(),
    );
    const moved = await caller.run(async (tx) => {
      const { rows } = await tx.query<{ version: string | null }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning version`,
        [bucket, source, destBucket, dest],
      );
      return rows[0];
    });
    if (!moved) throw errors.noSuchKey();
    if (destBucket !== bucket && moved.version) {
      await deps.files.move(
        { bucket, version: moved.version },
        { bucket: destBucket, version: moved.version },
      );
    }
    return c.json({ message: "Successfully moved" });
  });

  app.post("/object/copy", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const body = await c.req.json<TransferBody>();
    const { bucket, source, destBucket, dest } = await transfer(body);
    const version = randomUUID();
    const id = await caller
      .run(async (tx) => {
        const from = await findObject(tx, bucket, source);
        if (!from?.version || !from.metadata) throw errors.noSuchKey();
        await deps.files.copy(
          { bucket, version: from.version },
          { bucket: destBucket, version },
        );
        return writeObject(
          tx,
          c.req.header("x-upsert") === "true" ? "upsert" : "insert",
          {
            bucket: destBucket,
            name: dest,
            ...ownerOf(caller.identity.claims.sub),
            version,
            metadata: {
              ...from.metadata,
              lastModified: new Date().toISOString(),
            },
            userMetadata:
              body.copyMetadata === false
                ? (body.metadata ?? null)
                : from.user_metadata,
          },
        );
      })
      .catch(async (error: unknown) => {
        await deps.files.remove(destBucket, [version]);
        throw error;
      });
    return c.json({ Id: id, Key: `${destBucket}/${dest}` });
  });

  async function transfer(body: TransferBody) {
    if (!body.bucketId || !body.sourceKey || !body.destinationKey) {
      throw errors.invalidRequest(
        "bucketId, sourceKey and destinationKey are required",
      );
    }
    assertValidKey(body.destinationKey);
    const destBucket = body.destinationBucket || body.bucketId;
    if (!(await findBucket(deps.ctx.db, destBucket)))
      throw errors.noSuchBucket();
    return {
      bucket: body.bucketId,
      source: body.sourceKey,
      destBucket,
      dest: body.destinationKey,
    };
  }
}
