import { describe, expect, it } from "vitest";

import { anonClient, runtime, serviceClient } from "../support.ts";
import {
  mintUserToken,
  storageError,
  uniqueName,
  userClient,
} from "./storage-support.ts";

describe("storage buckets", () => {
  it("reads a size limit with units as Storage does: decimal, three significant figures", async () => {
    const storage = serviceClient().storage;
    const id = uniqueName("sizes");
    await storage.createBucket(id, { public: false, fileSizeLimit: "20kb" });
    const limitOf = async () =>
      (await storage.getBucket(id)).data?.file_size_limit;
    expect(await limitOf()).toBe(20_000);
    for (const [given, bytes] of [
      ["1.5MB", 1_500_000],
      ["2mb", 2_000_000],
      ["1.2345KB", 1_230],
      ["512B", 512],
      [4096, 4096],
    ] as const) {
      expect(
        (
          await storage.updateBucket(id, {
            public: false,
            fileSizeLimit: given,
          })
        ).error,
      ).toBeNull();
      expect(await limitOf()).toBe(bytes);
    }
    // Storage's own answers: a binary unit, a space or no unit is not its format; above the
    // project's upload limit (config.toml's [storage] file_size_limit, 5MiB here) is too large.
    for (const given of ["2MiB", "2 MB", "2"]) {
      const { error } = await storage.updateBucket(id, {
        public: false,
        fileSizeLimit: given,
      });
      expect(storageError(error)).toEqual({
        status: 400,
        statusCode: "400",
        message: "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
      });
    }
    const { error } = await storage.createBucket(uniqueName("huge"), {
      public: false,
      fileSizeLimit: "1GB",
    });
    expect(storageError(error)).toMatchObject({
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });
    expect(await limitOf()).toBe(4096);
    await storage.deleteBucket(id);
  });

  it("creates buckets from config.toml at start, with their limits", async () => {
    const { data, error } =
      await serviceClient().storage.getBucket("fixture-small");
    expect(error).toBeNull();
    // Exactly the fields Storage's getBucket selects; the bucket has no owner (made at start).
    expect(data).toEqual({
      id: "fixture-small",
      name: "fixture-small",
      owner: null,
      public: false,
      file_size_limit: 1024,
      allowed_mime_types: ["text/plain", "image/png"],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The list adds each bucket's type.
    const listed = await serviceClient().storage.listBuckets({
      search: "fixture-small",
    });
    expect(listed.data).toEqual([{ ...data, type: "STANDARD" }]);
  });

  it("creates, reads, updates, lists and deletes a bucket with the service role", async () => {
    const storage = serviceClient().storage;
    const id = uniqueName("crud");
    const created = await storage.createBucket(id, {
      public: false,
      fileSizeLimit: "1MB",
      allowedMimeTypes: ["image/*"],
    });
    expect(created).toEqual({ data: { name: id }, error: null });

    const fetched = await storage.getBucket(id);
    expect(fetched.data).toMatchObject({
      id,
      public: false,
      // Storage's units are decimal: 1MB is a million bytes.
      file_size_limit: 1_000_000,
      allowed_mime_types: ["image/*"],
    });
    expect(typeof fetched.data?.created_at).toBe("string");

    const updated = await storage.updateBucket(id, {
      public: true,
      fileSizeLimit: null,
      allowedMimeTypes: null,
    });
    expect(updated).toEqual({
      data: { message: "Successfully updated" },
      error: null,
    });
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: null,
      allowed_mime_types: null,
    });

    const listed = await storage.listBuckets({ search: id });
    expect(listed.data?.map((b) => b.id)).toEqual([id]);

    expect((await storage.deleteBucket(id)).data).toEqual({
      message: "Successfully deleted",
    });
    const gone = await storage.getBucket(id);
    expect(storageError(gone.error)).toEqual({
      status: 400,
      statusCode: "404",
      message: "Bucket not found",
    });
  });

  it("refuses a duplicate bucket and a non-empty delete, and empties a bucket", async () => {
    const storage = serviceClient().storage;
    const id = uniqueName("dup");
    await storage.createBucket(id);
    const duplicate = await storage.createBucket(id);
    expect(storageError(duplicate.error)).toEqual({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });

    await storage.from(id).upload("a/one.txt", "one");
    await storage.from(id).upload("two.txt", "two");
    const refused = await storage.deleteBucket(id);
    expect(storageError(refused.error).statusCode).toBe("409");

    expect((await storage.emptyBucket(id)).data).toEqual({
      message:
        "Empty bucket has been queued. Completion may take up to an hour.",
    });
    expect((await storage.from(id).list()).data).toEqual([]);
    expect((await storage.deleteBucket(id)).error).toBeNull();
  });

  it("applies storage.buckets policies to other callers", async () => {
    const anonList = await anonClient().storage.listBuckets();
    const ids = anonList.data?.map((b) => b.id) ?? [];
    expect(ids).toContain("fixture-public");
    expect(ids).not.toContain("fixture-private");

    const { client } = await userClient();
    const allowed = uniqueName("user");
    expect((await client.storage.createBucket(allowed)).error).toBeNull();
    const denied = await client.storage.createBucket(uniqueName("team"));
    expect(storageError(denied.error)).toMatchObject({
      status: 400,
      statusCode: "403",
    });
    expect(storageError(denied.error).message).toMatch(/row-level security/);
    await serviceClient().storage.deleteBucket(allowed);
  });

  it("rejects invalid bucket names and expired tokens with storage error shapes", async () => {
    const invalid = await serviceClient().storage.createBucket("bad/name");
    expect(storageError(invalid.error)).toEqual({
      status: 400,
      statusCode: "400",
      message: "Bucket name invalid",
    });

    const expired = await mintUserToken(
      "00000000-0000-4000-8000-000000000001",
      -10,
    );
    // Storage's JWT check refuses a token it cannot take as AccessDenied, in jose's words.
    const refusal = async (authorization?: string) => {
      const res = await fetch(`${runtime().apiUrl}/storage/v1/bucket`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as Record<string, string>;
      expect(body).toMatchObject({
        statusCode: "403",
        code: "AccessDenied",
        error: "Unauthorized",
      });
      return body.message;
    };
    expect(await refusal(`Bearer ${expired}`)).toBe(
      '"exp" claim timestamp check failed',
    );
    expect(await refusal("Bearer not-a-jwt")).toBe("Invalid Compact JWS");
    expect(await refusal()).toBe("Invalid Compact JWS");
    const [header, payload] = runtime().anonKey.split(".");
    expect(await refusal(`Bearer ${header}.${payload}.c2lnbmF0dXJl`)).toBe(
      "signature verification failed",
    );
  });
});
