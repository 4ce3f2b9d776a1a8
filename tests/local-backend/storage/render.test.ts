import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { anonClient, runtime, serviceClient } from "../support.ts";
import { uniqueName } from "./storage-support.ts";

// Image transformations are off, as in the CLI's stack unless [storage.image_transformation] is
// enabled: Storage then registers no /render/image route and its 404 handler answers.
const bucket = uniqueName("render");
const path = "photos/pixel.png";
const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3]);
const transform = { width: 100, height: 50, resize: "cover" as const };

beforeAll(async () => {
  await serviceClient().storage.createBucket(bucket, { public: true });
  const { error } = await serviceClient()
    .storage.from(bucket)
    .upload(path, bytes, { contentType: "image/png" });
  if (error) throw error;
});
afterAll(async () => {
  await serviceClient().storage.emptyBucket(bucket);
  await serviceClient().storage.deleteBucket(bucket);
});

const notFound = (url: string) => ({
  statusCode: "404",
  error: "Not Found",
  message: `Route GET:${url} not found`,
  code: "InvalidRequest",
});

describe("storage image transformations (disabled)", () => {
  it("answers a transformed download with Storage's route-not-found", async () => {
    const { data, error } = await serviceClient()
      .storage.from(bucket)
      .download(path, { transform });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 404,
      statusCode: "404",
      message: `Route GET:/render/image/authenticated/${bucket}/${path}?width=100&height=50&resize=cover not found`,
    });
  });

  it("gives a public render URL that answers 404 with Storage's body", async () => {
    const { data } = anonClient()
      .storage.from(bucket)
      .getPublicUrl(path, { transform: { ...transform, quality: 60 } });
    expect(data.publicUrl).toContain(
      `/storage/v1/render/image/public/${bucket}/${path}?`,
    );
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual(
      notFound(
        `/render/image/public/${bucket}/${path}?width=100&height=50&resize=cover&quality=60`,
      ),
    );
  });

  it("answers every render path and method the same way", async () => {
    const { apiUrl, anonKey } = runtime();
    const url = `/render/image/sign/${bucket}/${path}?token=x`;
    const response = await fetch(`${apiUrl}/storage/v1${url}`, {
      headers: { apikey: anonKey },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(notFound(url));
  });

  it("signs a URL asked with a transform as a plain object URL serving the original bytes", async () => {
    const { data, error } = await serviceClient()
      .storage.from(bucket)
      .createSignedUrl(path, 60, { transform });
    expect(error).toBeNull();
    expect(data?.signedUrl).toContain(
      `/storage/v1/object/sign/${bucket}/${path}?token=`,
    );
    const response = await fetch(data?.signedUrl ?? "");
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers other unknown routes as Storage does: its own 404 in its route groups, Fastify's elsewhere", async () => {
    const { apiUrl, serviceRoleKey } = runtime();
    const headers = {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
    };
    const inGroup = await fetch(`${apiUrl}/storage/v1/bucket/${bucket}/extra`, {
      method: "DELETE",
      headers,
    });
    expect(inGroup.status).toBe(404);
    expect(await inGroup.json()).toEqual({
      statusCode: "404",
      error: "Not Found",
      message: `Route DELETE:/bucket/${bucket}/extra not found`,
      code: "InvalidRequest",
    });
    const elsewhere = await fetch(`${apiUrl}/storage/v1/nowhere?x=1`, {
      headers,
    });
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({
      message: "Route GET:/nowhere?x=1 not found",
      error: "Not Found",
      statusCode: 404,
    });
  });
});
