import { createHash, randomUUID } from "node:crypto";

import type { Queryable } from "../db/database.ts";
import type { IncomingFile } from "./upload-body.ts";

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface BucketRow {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  created_at, updated_at, last_accessed_at`;

export async function findBucket(
  db: Queryable,
  id: string,
): Promise<BucketRow | undefined> {
  const { rows } = await db.query<BucketRow>(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
     from storage.buckets where id = $1`,
    [id],
  );
  return rows[0];
}

export async function findObject(
  db: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return rows[0];
}

export interface NewVersion {
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

export function newVersion(file: IncomingFile): NewVersion {
  const size = file.bytes.byteLength;
  return {
    version: randomUUID(),
    userMetadata: file.userMetadata,
    metadata: {
      eTag: `"${createHash("md5").update(file.bytes).digest("hex")}"`,
      size,
      mimetype: file.mimetype,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: size,
      httpStatusCode: 200,
    },
  };
}

export type WriteMode = "insert" | "upsert" | "update";

/** One statement per mode, run as the caller so INSERT/UPDATE policies decide. */
export async function writeObject(
  tx: Queryable,
  mode: WriteMode,
  row: {
    bucket: string;
    name: string;
    owner: string | null;
    ownerId: string | null;
  } & NewVersion,
): Promise<string | undefined> {
  const params = [
    row.bucket,
    row.name,
    row.owner,
    row.ownerId,
    row.version,
    JSON.stringify(row.metadata),
    row.userMetadata === null ? null : JSON.stringify(row.userMetadata),
  ];
  const sql =
    mode === "update"
      ? `update storage.objects set owner = $3, owner_id = $4, version = $5, metadata = $6::jsonb,
           user_metadata = $7::jsonb, updated_at = now(), last_accessed_at = now()
         where bucket_id = $1 and name = $2 returning id::text`
      : `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
         ${
           mode === "upsert"
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
           owner_id = excluded.owner_id, version = excluded.version, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
             : ""
         }
         returning id::text`;
  const { rows } = await tx.query<{ id: string }>(sql, params);
  return rows[0]?.id;
}

/** The Storage API's `info` shape. */
export function objectInfo(row: ObjectRow) {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at,
    created_at: row.created_at,
  };
}
