import { describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { storageError, uniqueName } from "./storage-support.ts";

const small = () => serviceClient().storage.from("fixture-small");

describe("storage limits", () => {
  it("rejects objects over the bucket's file_size_limit", async () => {
    const tooBig = new Blob(["x".repeat(2048)], { type: "text/plain" });
    const { error } = await small().upload(uniqueName("big"), tooBig);
    expect(storageError(error)).toEqual({
      status: 400,
      statusCode: "413",
      message: "The object exceeded the maximum allowed size",
    });

    const raw = await fetch(
      `${runtime().apiUrl}/storage/v1/object/fixture-small/${uniqueName("raw")}.txt`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${runtime().serviceRoleKey}`,
          "content-type": "text/plain",
        },
        body: "y".repeat(1025),
      },
    );
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      statusCode: "413",
      code: "EntityTooLarge",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    });
    expect(
      (
        await small().upload(
          uniqueName("fits"),
          new Blob(["x".repeat(1024)], { type: "text/plain" }),
        )
      ).error,
    ).toBeNull();
  });

  it("enforces allowed_mime_types exactly, as the Storage API compares them", async () => {
    const gif = await small().upload(
      `${uniqueName("a")}.gif`,
      new Blob(["GIF89a"], { type: "image/gif" }),
    );
    expect(storageError(gif.error)).toEqual({
      status: 400,
      statusCode: "415",
      message: "mime type image/gif is not supported",
    });
    expect(
      (
        await small().upload(
          `${uniqueName("a")}.png`,
          new Blob(["png"], { type: "image/png" }),
        )
      ).error,
    ).toBeNull();
    expect(
      (
        await small().upload(`${uniqueName("a")}.txt`, "plain", {
          contentType: "text/plain",
        })
      ).error,
    ).toBeNull();
    // The client's default raw content type carries a charset, which an exact entry does not match.
    const charset = await small().upload(`${uniqueName("a")}.txt`, "plain");
    expect(storageError(charset.error).statusCode).toBe("415");
  });

  it("accepts wildcard mime entries such as image/*", async () => {
    const images = serviceClient().storage.from("fixture-images");
    expect(
      (
        await images.upload(
          `${uniqueName("a")}.webp`,
          new Blob(["w"], { type: "image/webp" }),
        )
      ).error,
    ).toBeNull();
    const text = await images.upload(
      `${uniqueName("a")}.txt`,
      new Blob(["t"], { type: "text/plain" }),
    );
    expect(storageError(text.error).statusCode).toBe("415");
  });

  it("caps every bucket at the global [storage] file_size_limit", async () => {
    const storage = serviceClient().storage;
    const id = uniqueName("global");
    // No limit of its own (one above the project's is refused, buckets.test.ts).
    await storage.createBucket(id, { public: false });
    const overGlobal = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], {
      type: "application/octet-stream",
    });
    const { error } = await storage.from(id).upload("big.bin", overGlobal);
    expect(storageError(error).statusCode).toBe("413");
    expect(
      (
        await storage
          .from(id)
          .upload("ok.bin", new Blob([new Uint8Array(1024)]))
      ).error,
    ).toBeNull();
    await storage.emptyBucket(id);
    await storage.deleteBucket(id);
  });
});
