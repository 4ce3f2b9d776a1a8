import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { storageError, uniqueName } from "./storage-support.ts";

const bucket = uniqueName("objects");
const storage = () => serviceClient().storage.from(bucket);

beforeAll(async () => {
  await serviceClient().storage.createBucket(bucket);
});
afterAll(async () => {
  await serviceClient().storage.emptyBucket(bucket);
  await serviceClient().storage.deleteBucket(bucket);
});

describe("storage objects", () => {
  it("uploads a raw body and downloads it with its content type and cache control", async () => {
    const up = await storage().upload("/docs//note.txt/", "hello lagos", {
      contentType: "text/plain",
      cacheControl: "60",
    });
    expect(up.error).toBeNull();
    expect(up.data).toEqual({
      path: "docs/note.txt",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fullPath: `${bucket}/docs/note.txt`,
    });

    const down = await storage().download("docs/note.txt");
    expect(await down.data?.text()).toBe("hello lagos");
    expect(down.data?.type).toBe("text/plain");

    const res = await fetch(
      `${runtime().apiUrl}/storage/v1/object/${bucket}/docs/note.txt`,
      {
        headers: {
          apikey: runtime().serviceRoleKey,
          Authorization: `Bearer ${runtime().serviceRoleKey}`,
        },
      },
    );
    expect(res.headers.get("cache-control")).toBe("max-age=60");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("uploads a Blob as multipart/form-data", async () => {
    const png = new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], {
      type: "image/png",
    });
    const up = await storage().upload("images/dot.png", png, {
      cacheControl: "120",
    });
    expect(up.error).toBeNull();
    const info = await storage().info("images/dot.png");
    expect(info.data).toMatchObject({
      name: "images/dot.png",
      size: 7,
      contentType: "image/png",
      cacheControl: "max-age=120",
    });
    const bytes = new Uint8Array(
      await (await storage().download("images/dot.png")).data!.arrayBuffer(),
    );
    expect([...bytes]).toEqual([137, 80, 78, 71, 1, 2, 3]);
  });

  it("refuses to overwrite without upsert, overwrites with upsert, and updates with PUT", async () => {
    await storage().upload("v.txt", "one");
    const again = await storage().upload("v.txt", "two");
    expect(storageError(again.error)).toEqual({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    });

    expect(
      (await storage().upload("v.txt", "two", { upsert: true })).error,
    ).toBeNull();
    expect(await (await storage().download("v.txt")).data?.text()).toBe("two");

    expect((await storage().update("v.txt", "three")).error).toBeNull();
    expect(await (await storage().download("v.txt")).data?.text()).toBe(
      "three",
    );

    const missing = await storage().update("nope.txt", "x");
    expect(storageError(missing.error).statusCode).toBe("404");
  });

  it("answers a missing object with the not-found shape and supports exists()", async () => {
    const res = await fetch(
      `${runtime().apiUrl}/storage/v1/object/${bucket}/missing.txt`,
      {
        headers: {
          apikey: runtime().serviceRoleKey,
          Authorization: `Bearer ${runtime().serviceRoleKey}`,
        },
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: "404",
      code: "NoSuchKey",
      error: "not_found",
      message: "Object not found",
    });
    await storage().upload("here.txt", "x");
    expect((await storage().exists("here.txt")).data).toBe(true);
    expect((await storage().exists("missing.txt")).data).toBe(false);
  });

  it("serves byte ranges", async () => {
    await storage().upload("range.txt", "0123456789");
    const res = await fetch(
      `${runtime().apiUrl}/storage/v1/object/${bucket}/range.txt`,
      {
        headers: {
          Authorization: `Bearer ${runtime().serviceRoleKey}`,
          Range: "bytes=2-5",
        },
      },
    );
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await res.text()).toBe("2345");
  });
});
