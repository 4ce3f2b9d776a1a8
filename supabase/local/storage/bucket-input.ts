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

/** The Storage API's spelling of a size: digits (a fraction allowed) and B, KB, MB or GB, no space. */
const SIZE_WITH_UNIT = /^(\d+(?:\.\d+)?)(gb|mb|kb|b)$/i;
const UNIT_BYTES: Record<string, number> = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 };
const invalidSize = () =>
  errors.invalidRequest(
    "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
  );

/**
 * A bucket's `file_size_limit` as the Storage API reads it: a number is bytes; a string is a size
 * with a decimal unit (`20mb` is 20 000 000 bytes, three significant figures kept), where
 * config.toml's sizes are binary (`50MiB`, the CLI's reading). Null (or absent) is no limit of
 * the bucket's own; above the project's upload limit is refused as Storage refuses it.
 */
export function sizeLimit(
  value: BucketBody["file_size_limit"],
  projectLimit: number,
): number | null {
  if (value === undefined || value === null) return null;
  let bytes = value;
  if (typeof value === "string") {
    const match = SIZE_WITH_UNIT.exec(value);
    if (!match) throw invalidSize();
    const amount = Number(Number.parseFloat(match[1]!).toPrecision(3));
    // Whole bytes: `1.1MB` is 1 100 000, not the float product's 1 100 000.000…2.
    bytes = Math.round(amount * UNIT_BYTES[match[2]!.toUpperCase()]!);
  }
  if (typeof bytes !== "number" || !Number.isFinite(bytes)) throw invalidSize();
  if (bytes > projectLimit) throw errors.tooLarge();
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
