import type { Hono } from "hono";

import {
  assertBucketName,
  mimeTypes,
  sizeLimit,
  type BucketBody,
} from "./bucket-input.ts";
import { resolveCaller } from "./caller.ts";
import type { StorageDeps } from "./deps.ts";
import { errors } from "./errors.ts";

// The columns Storage's routes select: `getBucket` these; the list adds the bucket's `type`.
const BUCKET_COLUMNS = `id, name, owner, public, created_at, updated_at,
  file_size_limit::float8 as file_size_limit, allowed_mime_types`;
const LISTED_COLUMNS = `${BUCKET_COLUMNS}, 'STANDARD' as type`;
const SORT_COLUMNS = new Set(["id", "name", "created_at", "updated_at"]);

export function bucketRoutes(app: Hono, deps: StorageDeps): void {
  app.get("/bucket", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const column = SORT_COLUMNS.has(c.req.query("sortColumn") ?? "")
      ? c.req.query("sortColumn")
      : "name";
    const order =
      c.req.query("sortOrder")?.toLowerCase() === "desc" ? "desc" : "asc";
    const limit = Number(c.req.query("limit")) || null;
    const offset = Number(c.req.query("offset")) || 0;
    const rows = await caller.run(async (tx) => {
      const result = await tx.query(
        `select ${LISTED_COLUMNS} from storage.buckets
         where $1::text is null or name ilike '%' || $1 || '%'
         order by ${column} ${order} limit $2 offset $3`,
        [c.req.query("search") || null, limit, offset],
      );
      return result.rows;
    });
    return c.json(rows);
  });

  app.get("/bucket/:id", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const row = await caller.run(async (tx) => {
      const result = await tx.query(
        `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
        [c.req.param("id")],
      );
      return result.rows[0];
    });
    if (!row) throw errors.noSuchBucket();
    return c.json(row);
  });

  app.post("/bucket", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const body = await c.req.json<BucketBody>();
    const name = body.name ?? body.id ?? "";
    assertBucketName(name);
    const sub =
      typeof caller.identity.claims.sub === "string"
        ? caller.identity.claims.sub
        : null;
    await caller.run(
      (tx) =>
        tx.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, case when $3 ~* '^[0-9a-f-]{36}$' then $3::uuid end, $3, $4, $5, $6)`,
          [
            body.id ?? name,
            name,
            sub,
            body.public ?? false,
            sizeLimit(
              body.file_size_limit,
              deps.ctx.config.storage.fileSizeLimit,
            ),
            mimeTypes(body.allowed_mime_types),
          ],
        ),
      errors.bucketExists,
    );
    return c.json({ name });
  });

  app.put("/bucket/:id", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const body = await c.req.json<BucketBody>();
    const sets: string[] = ["updated_at = now()"];
    const params: unknown[] = [c.req.param("id")];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (body.public !== undefined) set("public", body.public);
    if (body.file_size_limit !== undefined)
      set(
        "file_size_limit",
        sizeLimit(body.file_size_limit, deps.ctx.config.storage.fileSizeLimit),
      );
    if (body.allowed_mime_types !== undefined)
      set("allowed_mime_types", mimeTypes(body.allowed_mime_types));
    const updated = await caller.run((tx) =>
      tx.query(
        `update storage.buckets set ${sets.join(", ")} where id = $1 returning id`,
        params,
      ),
    );
    if (updated.rows.length === 0) throw errors.noSuchBucket();
    return c.json({ message: "Successfully updated" });
  });

  app.post("/bucket/:id/empty", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const id = c.req.param("id");
    const versions = await caller.run(async (tx) => {
      const bucket = await tx.query(
        "select id from storage.buckets where id = $1",
        [id],
      );
      if (bucket.rows.length === 0) throw errors.noSuchBucket();
      const { rows } = await tx.query<{ version: string | null }>(
        "delete from storage.objects where bucket_id = $1 returning version",
        [id],
      );
      return rows.flatMap((row) => (row.version ? [row.version] : []));
    });
    await deps.files.remove(id, versions);
    // Storage queues the deletion and says so; here it is already done when this answers.
    return c.json({
      message:
        "Empty bucket has been queued. Completion may take up to an hour.",
    });
  });

  app.delete("/bucket/:id", async (c) => {
    const caller = await resolveCaller(deps.ctx, c);
    const id = c.req.param("id");
    const objects = await deps.ctx.db.query(
      "select 1 from storage.objects where bucket_id = $1 limit 1",
      [id],
    );
    if (objects.rows.length > 0) throw errors.bucketNotEmpty();
    const deleted = await caller.run((tx) =>
      tx.query("delete from storage.buckets where id = $1 returning id", [id]),
    );
    if (deleted.rows.length === 0) throw errors.noSuchBucket();
    await deps.files.removeBucket(id);
    return c.json({ message: "Successfully deleted" });
  });
}
