import type { Hono } from "hono";

import { ownerOf, resolveCaller } from "./caller.ts";
import type { StorageDeps } from "./deps.ts";
import { errors } from "./errors.ts";
import { assertValidKey, requestedName } from "./object-names.ts";
import { findBucket, findObject, type ObjectRow } from "./object-rows.ts";
import { signDownloadToken, signUploadToken } from "./tokens.ts";

/** Thrown to roll back a permission probe. */
class Probe extends Error {}

export function signingRoutes(app: Hono, deps: StorageDeps): void {
  const expiry = (value: unknown) => {
    const seconds = Number(value);
    if (!Number.isFinite(seconds) || seconds < 1)
      throw errors.invalidRequest("expiresIn must be a positive number");
    return Math.floor(seconds);
  };

  app.post("/object/upload/sign/:bucket/:path{[\\s\\S]+}", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const bucket = c.req.param("bucket");
    const name = requestedName(c);
    assertValidKey(name);
    if (!(await findBucket(deps.ctx.db, bucket))) throw errors.noSuchBucket();
    const upsert = c.req.header("x-upsert") === "true";
    if (!upsert && (await findObject(deps.ctx.db, bucket, name)))
      throw errors.keyExists();
    const owner = ownerOf(caller.identity.claims.sub);
    // The caller must be allowed to create the object now; the probe row never commits.
    await caller
      .run(async (tx) => {
        await tx.query(
          "insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4) on conflict do nothing",
          [bucket, name, owner.owner, owner.ownerId],
        );
        throw new Probe();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Probe)) throw error;
      });
    const url = `${bucket}/${name}`;
    const token = await signUploadToken(
      deps,
      url,
      owner.ownerId ?? undefined,
      upsert,
    );
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  });

  app.post("/object/sign/:bucket/:path{[\\s\\S]+}", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const bucket = c.req.param("bucket");
    const name = c.req.param("path");
    const { expiresIn } = await c.req.json<{ expiresIn?: number }>();
    const seconds = expiry(expiresIn);
    if (!(await caller.run((tx) => findObject(tx, bucket, name))))
      throw errors.noSuchKey();
    const url = `${bucket}/${name}`;
    return c.json({
      signedURL: `/object/sign/${url}?token=${await signDownloadToken(deps, url, seconds)}`,
    });
  });

  app.post("/object/sign/:bucket", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const bucket = c.req.param("bucket");
    const { expiresIn, paths } = await c.req.json<{
      expiresIn?: number;
      paths?: string[];
    }>();
    const seconds = expiry(expiresIn);
    if (!Array.isArray(paths) || paths.length === 0)
      throw errors.invalidRequest("paths must be a non-empty array");
    const visible = await caller.run(async (tx) => {
      const { rows } = await tx.query<Pick<ObjectRow, "name">>(
        `select name from storage.objects where bucket_id = $1 and name = any($2::text[])`,
        [bucket, paths],
      );
      return new Set(rows.map((row) => row.name));
    });
    const signed = await Promise.all(
      paths.map(async (path) => {
        if (!visible.has(path)) {
          return {
            error:
              "Either the object does not exist or you do not have access to it",
            path,
            signedURL: null,
          };
        }
        const url = `${bucket}/${path}`;
        return {
          error: null,
          path,
          signedURL: `/object/sign/${url}?token=${await signDownloadToken(deps, url, seconds)}`,
        };
      }),
    );
    return c.json(signed);
  });
}
