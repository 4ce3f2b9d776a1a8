import type { Context, Hono } from "hono";

import type { Queryable } from "../db/database.ts";
import { ownerOf, resolveCaller } from "./caller.ts";
import { asService, type StorageDeps } from "./deps.ts";
import { errors } from "./errors.ts";
import { assertValidKey, requestedName } from "./object-names.ts";
import {
  findBucket,
  findObject,
  newVersion,
  writeObject,
  type WriteMode,
} from "./object-rows.ts";
import { verifyUploadToken } from "./tokens.ts";
import { readUpload } from "./upload-body.ts";

interface SaveRequest {
  bucketId: string;
  name: string;
  mode: WriteMode;
  request: Request;
  owner: string | null;
  ownerId: string | null;
  run: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
}

/** Bytes first (under a fresh version), then the row; the row decides whether the bytes stay. */
async function saveObject(
  deps: StorageDeps,
  save: SaveRequest,
): Promise<{ Id: string; Key: string }> {
  assertValidKey(save.name);
  const bucket = await findBucket(deps.ctx.db, save.bucketId);
  if (!bucket) throw errors.noSuchBucket();
  const globalLimit = deps.ctx.config.storage.fileSizeLimit;
  const file = await readUpload(save.request, {
    maxSize: Math.min(bucket.file_size_limit ?? globalLimit, globalLimit),
    allowedMimeTypes: bucket.allowed_mime_types,
  });
  const version = newVersion(file);
  const previous =
    save.mode === "insert"
      ? undefined
      : (await findObject(deps.ctx.db, bucket.id, save.name))?.version;
  await deps.files.write(bucket.id, version.version, file.bytes);
  try {
    const id = await save.run((tx) =>
      writeObject(tx, save.mode, {
        bucket: bucket.id,
        name: save.name,
        owner: save.owner,
        ownerId: save.ownerId,
        ...version,
      }),
    );
    if (!id) throw errors.noSuchKey();
    if (previous) await deps.files.remove(bucket.id, [previous]);
    return { Id: id, Key: `${bucket.id}/${save.name}` };
  } catch (error) {
    await deps.files.remove(bucket.id, [version.version]);
    throw error;
  }
}

export function uploadRoutes(app: Hono, deps: StorageDeps): void {
  app.put("/object/upload/sign/:bucket/:path{[\\s\\S]+}", async (c) => {
    const bucketId = c.req.param("bucket");
    const name = requestedName(c);
    const grant = await verifyUploadToken(
      deps,
      c.req.query("token"),
      `${bucketId}/${name}`,
    );
    const saved = await saveObject(deps, {
      bucketId,
      name,
      mode: grant.upsert ? "upsert" : "insert",
      request: c.req.raw,
      ...ownerOf(grant.owner),
      run: (fn) => asService(deps, fn),
    });
    return c.json(saved);
  });

  const upload = async (c: Context, mode: WriteMode) => {
    const caller = await resolveCaller(deps.ctx, c);
    const saved = await saveObject(deps, {
      bucketId: c.req.param("bucket") ?? "",
      name: requestedName(c),
      mode,
      request: c.req.raw,
      ...ownerOf(caller.identity.claims.sub),
      run: (fn) => caller.run(fn),
    });
    return c.json(saved);
  };
  // `[\s\S]`, not `.`: a name with a line break must reach the name check, not fall through to 404.
  app.post("/object/:bucket/:path{[\\s\\S]+}", (c) =>
    upload(c, c.req.header("x-upsert") === "true" ? "upsert" : "insert"),
  );
  app.put("/object/:bucket/:path{[\\s\\S]+}", (c) => upload(c, "update"));
}
