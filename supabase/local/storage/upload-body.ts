import { errors } from "./errors.ts";

export interface IncomingFile {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadLimits {
  maxSize: number;
  allowedMimeTypes: string[] | null;
}

const MULTIPART_OVERHEAD = 1024 * 1024;

/**
 * Reads an upload the way storage-js sends it: a raw body with `content-type`/`cache-control`/
 * `x-metadata` headers, or multipart/form-data with a file part and `cacheControl`/`metadata` fields.
 */
export async function readUpload(
  request: Request,
  limits: UploadLimits,
): Promise<IncomingFile> {
  const contentType = request.headers.get("content-type") ?? "";
  const file = contentType.startsWith("multipart/form-data")
    ? await readMultipart(request, contentType, limits.maxSize)
    : await readRaw(request, limits.maxSize);
  if (limits.allowedMimeTypes && limits.allowedMimeTypes.length > 0) {
    assertMimeAllowed(file.mimetype, limits.allowedMimeTypes);
  }
  return file;
}

async function readRaw(
  request: Request,
  maxSize: number,
): Promise<IncomingFile> {
  if (Number(request.headers.get("content-length") ?? 0) > maxSize)
    throw errors.tooLarge();
  const bytes = await readCapped(request.body, maxSize);
  return {
    bytes,
    mimetype: request.headers.get("content-type") || "application/octet-stream",
    cacheControl: request.headers.get("cache-control") ?? "no-cache",
    userMetadata: decodeMetadata(request.headers.get("x-metadata"), true),
  };
}

async function readMultipart(
  request: Request,
  contentType: string,
  maxSize: number,
): Promise<IncomingFile> {
  const body = await readCapped(request.body, maxSize + MULTIPART_OVERHEAD);
  const form = await new Response(new Uint8Array(body), {
    headers: { "content-type": contentType },
  })
    .formData()
    .catch(() => {
      throw errors.invalidRequest("Unexpected empty file received");
    });
  let file: Blob | undefined;
  form.forEach((value) => {
    if (!file && typeof value !== "string") file = value;
  });
  if (!file) throw errors.invalidRequest("No file provided");
  if (file.size > maxSize) throw errors.tooLarge();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" && value !== "" ? value : undefined;
  };
  const cacheTime = field("cacheControl");
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimetype: field("contentType") ?? (file.type || "text/plain"),
    cacheControl: cacheTime ? `max-age=${cacheTime}` : "no-cache",
    userMetadata: decodeMetadata(field("metadata"), false),
  };
}

/** Storage compares `type/subtype` literally (parameters included) or `type/*`. */
export function assertMimeAllowed(mimetype: string, allowed: string[]): void {
  const [type, subtype] = mimetype.split("/");
  const ok =
    subtype !== undefined &&
    allowed.some((entry) => {
      const [allowedType, allowedSubtype] = entry.split("/");
      return (
        allowedType === type &&
        (allowedSubtype === "*" || allowedSubtype === subtype)
      );
    });
  if (!ok) throw errors.invalidMime(mimetype);
}

export async function readCapped(
  stream: ReadableStream<Uint8Array> | null,
  cap: number,
): Promise<Buffer> {
  if (!stream) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > cap) throw errors.tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function decodeMetadata(
  value: string | null | undefined,
  base64: boolean,
): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(
      base64 ? Buffer.from(value, "base64").toString("utf8") : value,
    );
    return parsed && typeof parsed === "object"
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    throw errors.invalidRequest("Invalid metadata");
  }
}
