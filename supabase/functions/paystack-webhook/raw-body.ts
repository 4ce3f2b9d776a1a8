import { HttpError } from "../_shared/http.ts";

const TOO_LARGE = () =>
  new HttpError(413, "payload_too_large", "The request is too large.");

/**
 * The body's exact bytes (the signature covers them, so they are never decoded and re-encoded
 * first), read no further than `maxBytes`: a larger body is refused without being buffered.
 */
export async function readRawBody(
  req: Request,
  maxBytes: number,
): Promise<ArrayBuffer> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) throw TOO_LARGE();
  if (!req.body) return new ArrayBuffer(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw TOO_LARGE();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}
