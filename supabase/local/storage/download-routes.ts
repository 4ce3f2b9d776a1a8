import type { Context, Hono } from "hono";

import { resolveCaller } from "./caller.ts";
import type { StorageDeps } from "./deps.ts";
import { errors } from "./errors.ts";
import {
  findBucket,
  findObject,
  objectInfo,
  type ObjectRow,
} from "./object-rows.ts";
import { verifyUrlToken } from "./tokens.ts";

type Lookup = (
  c: Context,
  bucket: string,
  name: string,
) => Promise<ObjectRow | undefined>;

export function downloadRoutes(app: Hono, deps: StorageDeps): void {
  const asCaller: Lookup = async (c, bucket, name) => {
    const caller = await resolveCaller(deps.ctx, c);
    return caller.run((tx) => findObject(tx, bucket, name));
  };
  const asPublic: Lookup = async (_c, bucket, name) => {
    const row = await findBucket(deps.ctx.db, bucket);
    if (!row?.public) throw errors.noSuchBucket();
    return findObject(deps.ctx.db, bucket, name);
  };
  const bySignature: Lookup = async (c, bucket, name) => {
    await verifyUrlToken(deps, c.req.query("token"), `${bucket}/${name}`);
    return findObject(deps.ctx.db, bucket, name);
  };

  const route = (
    path: string,
    lookup: Lookup,
    respond: (c: Context, row: ObjectRow) => Promise<Response> | Response,
  ) =>
    app.get(`${path}/:bucket/:path{[\\s\\S]+}`, async (c) => {
      const row = await lookup(c, c.req.param("bucket"), c.req.param("path"));
      if (!row) throw errors.noSuchKey();
      return respond(c, row);
    });
  const info = (c: Context, row: ObjectRow) => c.json(objectInfo(row));
  const bytes = (c: Context, row: ObjectRow) => serveObject(deps, c, row);

  route("/object/info/public", asPublic, info);
  route("/object/info/authenticated", asCaller, info);
  route("/object/info", asCaller, info);
  route("/object/public", asPublic, bytes);
  route("/object/sign", bySignature, bytes);
  route("/object/authenticated", asCaller, bytes);
  route("/object", asCaller, bytes);
}

/**
 * Streams stored bytes with the stored headers, as Storage's renderer does: HTML is served as
 * plain text, `?download` turns the answer into an attachment, and browsers are told not to sniff
 * another type out of the bytes. Honours Range and If-None-Match.
 */
async function serveObject(
  deps: StorageDeps,
  c: Context,
  row: ObjectRow,
): Promise<Response> {
  const size = row.version
    ? await deps.files.size(row.bucket_id, row.version)
    : undefined;
  if (size === undefined || !row.version) throw errors.noSuchKey();
  const meta = row.metadata;
  const headers = new Headers({
    "Content-Type": servedType(meta?.mimetype),
    "Cache-Control": meta?.cacheControl ?? "no-cache",
    "Last-Modified": new Date(row.updated_at).toUTCString(),
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
  });
  if (meta?.eTag) headers.set("ETag", meta.eTag);
  const download = c.req.query("download");
  if (download !== undefined)
    headers.set("Content-Disposition", attachment(download));
  if (meta?.eTag && c.req.header("if-none-match") === meta.eTag)
    return new Response(null, { status: 304, headers });

  const range = parseRange(c.req.header("range"), size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, size - 1];
  headers.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const body =
    c.req.method === "HEAD" || size === 0
      ? null
      : deps.files.stream(row.bucket_id, row.version, start, end);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** HTML goes out as plain text, so an upload never runs as a page of the API's origin (as in Storage). */
function servedType(mimetype: string | undefined): string {
  if (!mimetype) return "application/octet-stream";
  return mimetype.includes("text/html") ? "text/plain" : mimetype;
}

/** Storage's header: a bare attachment, or the given name in both plain and RFC 5987 form. */
function attachment(filename: string): string {
  if (filename === "") return "attachment;";
  const encoded = encodeURIComponent(filename);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | "invalid" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [from, to] = [match[1] ?? "", match[2] ?? ""];
  const start = from === "" ? Math.max(size - Number(to), 0) : Number(from);
  const end =
    from === "" || to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? "invalid" : [start, end];
}
