import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";

import {
  ACTORS,
  createActors,
  service,
  type Actor,
  type Actors,
} from "../support/actors.ts";

/** Per bucket: the file the forms upload, and who may upload, read and delete (everyone else is refused). */
const BUCKETS = {
  "fleet-images": {
    type: "image/png",
    folder: "vehicles",
    upload: ["admin"],
    read: ACTORS,
    remove: ["admin"],
  },
  "driver-resumes": {
    type: "application/pdf",
    folder: "applications",
    upload: ACTORS,
    read: ["admin"],
    remove: ["admin"],
  },
  "sales-documents": {
    type: "application/zip",
    folder: "requests",
    upload: ACTORS,
    read: ["admin"],
    remove: ["admin"],
  },
  "driver-documents": {
    type: "application/pdf",
    folder: "licences",
    upload: ["admin"],
    read: ["admin"],
    remove: ["admin"],
  },
} as const satisfies Record<
  string,
  {
    type: string;
    folder: string;
    upload: readonly Actor[];
    read: readonly Actor[];
    remove: readonly Actor[];
  }
>;
type Bucket = keyof typeof BUCKETS;

let actors: Actors;
beforeAll(async () => {
  actors = await createActors();
});

const file = (type: string, bytes = 64) =>
  new Blob([new Uint8Array(bytes).fill(37)], { type });
const pathIn = (bucket: Bucket) =>
  `${BUCKETS[bucket].folder}/${randomUUID()}.${BUCKETS[bucket].type.split("/")[1]}`;

/** Puts an object in place with the service role, as an earlier upload would have. */
async function existing(bucket: Bucket): Promise<string> {
  const path = pathIn(bucket);
  const { error } = await service()
    .storage.from(bucket)
    .upload(path, file(BUCKETS[bucket].type));
  if (error) throw error;
  return path;
}

async function stillThere(bucket: Bucket, path: string): Promise<boolean> {
  const { data } = await service().storage.from(bucket).download(path);
  return data !== null;
}

const cases = (Object.keys(BUCKETS) as Bucket[]).flatMap((bucket) =>
  ACTORS.flatMap((actor) =>
    (["upload", "read", "remove"] as const).map((op) => ({
      bucket,
      actor,
      op,
      allowed: (BUCKETS[bucket][op] as readonly Actor[]).includes(actor),
    })),
  ),
);

describe("storage permission matrix", () => {
  it.each(cases)("$bucket: $actor $op → $allowed", async (c) => {
    const storage = actors.clients[c.actor].storage.from(c.bucket);
    if (c.op === "upload") {
      const path = pathIn(c.bucket);
      const { error } = await storage.upload(
        path,
        file(BUCKETS[c.bucket].type),
      );
      expect(error === null, String(error?.message)).toBe(c.allowed);
      expect(await stillThere(c.bucket, path)).toBe(c.allowed);
    } else if (c.op === "read") {
      const { data } = await storage.download(await existing(c.bucket));
      expect(data !== null).toBe(c.allowed);
    } else {
      const path = await existing(c.bucket);
      await storage.remove([path]);
      expect(await stillThere(c.bucket, path)).toBe(!c.allowed);
    }
  });
});

describe("buckets", () => {
  it.each([
    ["fleet-images", true, 5 * 1024 * 1024],
    ["driver-resumes", false, 5 * 1024 * 1024],
    ["sales-documents", false, 10 * 1024 * 1024],
    ["driver-documents", false, 10 * 1024 * 1024],
  ] as const)(
    "%s: public %s, at most %d bytes",
    async (id, isPublic, limit) => {
      const { data, error } = await service().storage.getBucket(id);
      expect(error).toBeNull();
      expect(data).toMatchObject({ public: isPublic, file_size_limit: limit });
    },
  );

  it("an applicant cannot read back or list what they uploaded", async () => {
    const storage = actors.clients.anon.storage.from("driver-resumes");
    const path = `applications/${randomUUID()}.pdf`;
    expect(
      (await storage.upload(path, file("application/pdf"))).error,
    ).toBeNull();
    expect((await storage.download(path)).data).toBeNull();
    expect((await storage.list("applications")).data ?? []).toEqual([]);
    expect(await stillThere("driver-resumes", path)).toBe(true);
  });

  it("a resume must go under applications/", async () => {
    const { error } = await actors.clients.anon.storage
      .from("driver-resumes")
      .upload(`${randomUUID()}.pdf`, file("application/pdf"));
    expect(error).not.toBeNull();
  });

  it.each([
    ["driver-resumes", "application/msword", true],
    [
      "driver-resumes",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      true,
    ],
    ["driver-resumes", "application/zip", false],
    ["driver-resumes", "image/png", false],
    ["sales-documents", "application/x-zip-compressed", true],
    ["sales-documents", "text/html", false],
  ] as const)("%s accepts %s: %s", async (bucket, type, accepted) => {
    const { error } = await actors.clients.anon.storage
      .from(bucket)
      .upload(`applications/${randomUUID()}`, file(type));
    expect(error === null, String(error?.message)).toBe(accepted);
  });

  it.each([
    ["driver-resumes", "application/pdf", 5 * 1024 * 1024],
    ["sales-documents", "application/zip", 10 * 1024 * 1024],
  ] as const)(
    "%s (%s) takes %d bytes and not one more",
    async (bucket, type, limit) => {
      const client = actors.clients.customer.storage.from(bucket);
      const fits = await client.upload(
        `applications/${randomUUID()}`,
        file(type, limit),
      );
      expect(fits.error).toBeNull();
      const over = await client.upload(
        `applications/${randomUUID()}`,
        file(type, limit + 1),
      );
      expect(over.error?.message).toBe(
        "The object exceeded the maximum allowed size",
      );
    },
  );

  it("fleet images are served at their public URL without a key", async () => {
    const path = await existing("fleet-images");
    const url = service().storage.from("fleet-images").getPublicUrl(path)
      .data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/png");
  });
});
