import { parseSize } from "../config.ts";
import { errors } from "./errors.ts";

export interface BucketBody {
  id?: string;
  name?: string;
  public?: boolean;
  file_size_limit?: number | string | null;
  allowed_mime_types?: string[] | null;
}

export function assertBucketName(name: string): void {
  const valid =
    /^[\w!\-.*'() &$@=;:+,?]{1,100}$/.test(name) && !/^\.+$/.test(name);
  if (!valid) throw errors.invalidBucketName();
}

export function sizeLimit(value: BucketBody["file_size_limit"]): number | null {
  if (value === undefined || value === null || value === "") return null;
  const bytes = parseSize(value);
  if (bytes === undefined)
    throw errors.invalidRequest(
      "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
    );
  return bytes;
}

export function mimeTypes(
  value: BucketBody["allowed_mime_types"],
): string[] | null {
  if (value === undefined || value === null) return null;
  for (const mime of value) {
    if (!/^[\w.+-]+\/([\w.+-]+(;\s*charset=[\w-]+)?|\*)$/.test(mime))
      throw errors.invalidRequest(`Invalid mime type format: ${mime}`);
  }
  return value.length > 0 ? value : null;
}
