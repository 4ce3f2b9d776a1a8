import { createReadStream, rmSync } from "node:fs";
import {
  copyFile,
  mkdir,
  mkdtemp,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";

/**
 * Object bytes on disk, one file per object version (`<root>/<bucket>/<version>`): a write never
 * touches the bytes a committed row points at, and a rolled-back write only leaves a file to drop.
 */
export interface FileStore {
  root: string;
  write(bucket: string, version: string, bytes: Uint8Array): Promise<void>;
  /** Size on disk, or undefined when the file is missing. */
  size(bucket: string, version: string): Promise<number | undefined>;
  /** Bytes `start..end` (inclusive) as a web stream. */
  stream(
    bucket: string,
    version: string,
    start?: number,
    end?: number,
  ): ReadableStream<Uint8Array>;
  copy(from: FileRef, to: FileRef): Promise<void>;
  move(from: FileRef, to: FileRef): Promise<void>;
  remove(bucket: string, versions: string[]): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
}

export interface FileRef {
  bucket: string;
  version: string;
}

export async function createFileStore(
  dataDir: string | undefined,
): Promise<FileStore> {
  const root = dataDir
    ? join(dataDir, "storage")
    : await mkdtemp(join(tmpdir(), "supabase-local-storage-"));
  if (!dataDir)
    process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  await mkdir(root, { recursive: true });

  const dir = (bucket: string) => join(root, safeSegment(bucket));
  const file = (bucket: string, version: string) =>
    join(dir(bucket), safeSegment(version));

  return {
    root,
    write: async (bucket, version, bytes) => {
      await mkdir(dir(bucket), { recursive: true });
      await writeFile(file(bucket, version), bytes);
    },
    size: async (bucket, version) =>
      (await stat(file(bucket, version)).catch(() => undefined))?.size,
    stream: (bucket, version, start, end) =>
      Readable.toWeb(
        createReadStream(file(bucket, version), { start, end }),
      ) as ReadableStream<Uint8Array>,
    copy: async (from, to) => {
      await mkdir(dir(to.bucket), { recursive: true });
      await copyFile(
        file(from.bucket, from.version),
        file(to.bucket, to.version),
      );
    },
    move: async (from, to) => {
      await mkdir(dir(to.bucket), { recursive: true });
      await rename(
        file(from.bucket, from.version),
        file(to.bucket, to.version),
      );
    },
    remove: async (bucket, versions) => {
      await Promise.all(
        versions.map((v) => rm(file(bucket, v), { force: true })),
      );
    },
    removeBucket: async (bucket) => {
      await rm(dir(bucket), { recursive: true, force: true });
    },
  };
}

/** Bucket ids come from SQL and may hold anything; keep them one harmless path segment. */
function safeSegment(value: string): string {
  const encoded = encodeURIComponent(value);
  return /^\.+$/.test(encoded) ? encoded.replace(/\./g, "%2E") : encoded;
}
