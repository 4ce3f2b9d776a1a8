import type { RuntimeContext } from "../context.ts";

/** `[storage.buckets.<id>]` of config.toml, created or brought in line at start, as the CLI does. */
export async function syncConfigBuckets(ctx: RuntimeContext): Promise<void> {
  for (const [id, bucket] of Object.entries(ctx.config.storage.buckets)) {
    await ctx.db.query(
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4)
       on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit,
         allowed_mime_types = excluded.allowed_mime_types, updated_at = now()`,
      [
        id,
        bucket.public,
        bucket.fileSizeLimit ?? null,
        bucket.allowedMimeTypes ?? null,
      ],
    );
  }
}
