import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { storageError, uniqueName } from "./storage-support.ts";

// Supabase Storage's isValidKey (src/storage/limits.ts) accepts only the S3 "safe" characters and
// those needing special handling; any other name is a 400 InvalidKey "Invalid key: <name>".
const bucket = uniqueName("names");
const storage = () => serviceClient().storage.from(bucket);
const invalidKey = (name: string) => ({
  status: 400,
  statusCode: "400",
  message: `Invalid key: ${name}`,
});

/**
 * An upload with the name percent-encoded, sent as written: fetch would resolve a `..` segment and
 * turn a backslash into a slash before the request left, hiding the name from the server.
 */
function rawUpload(name: string): Promise<{ status: number; body: string }> {
  const { apiUrl, serviceRoleKey } = runtime();
  const { hostname, port } = new URL(apiUrl);
  const path = name.split("/").map(encodeURIComponent).join("/");
  return new Promise((done, fail) => {
    const outgoing = request(
      {
        hostname,
        port,
        method: "POST",
        path: `/storage/v1/object/${bucket}/${path}`,
        headers: {
          apikey: serviceRoleKey,
          Authorization: `Bearer ${serviceRoleKey}`,
          "content-type": "text/plain",
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          done({ status: response.statusCode ?? 0, body }),
        );
      },
    );
    outgoing.once("error", fail);
    outgoing.end("x");
  });
}

beforeAll(async () => {
  await serviceClient().storage.createBucket(bucket);
  await storage().upload("kept.txt", "kept", { contentType: "text/plain" });
});
afterAll(async () => {
  await serviceClient().storage.emptyBucket(bucket);
  await serviceClient().storage.deleteBucket(bucket);
});

describe("object names Storage refuses", () => {
  it.each([
    ["a backslash", "docs\\note.txt"],
    ["a control character", "bell\u0007.txt"],
    ["a newline", "two\nlines.txt"],
    ["a right-to-left override", "invoice\u202Efdp.exe"],
    ["a left-to-right isolate", "name\u2066.txt"],
    ["another non-ASCII character", "灯泡.jpeg"],
    ["a .. segment", "docs/../secret.txt"],
    ["a .. segment that climbs back into the bucket", "docs/../../names/x.txt"],
  ])("refuses an upload named with %s", async (_, name) => {
    const response = await rawUpload(name);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: "400",
      code: "InvalidKey",
      error: "InvalidKey",
      message: `Invalid key: ${name}`,
    });
  });

  it("refuses them as a move or copy destination and for a signed upload URL", async () => {
    const name = "docs\\moved.txt";
    const moved = await storage().move("kept.txt", name);
    expect(storageError(moved.error)).toEqual(invalidKey(name));
    const copied = await storage().copy("kept.txt", "docs/../copy.txt");
    expect(storageError(copied.error)).toEqual(invalidKey("docs/../copy.txt"));
    const signed = await storage().createSignedUploadUrl("bidi\u202E.txt");
    expect(signed.error).toMatchObject({ status: 400 });
    expect((await storage().list()).data?.map((o) => o.name)).toEqual([
      "kept.txt",
    ]);
  });

  it("accepts the punctuation Storage allows, and dots that are not a .. segment", async () => {
    const name = "docs/a b&c$@=;:+,!*'()_-.v2..final.txt";
    const response = await rawUpload(name);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({
      Key: `${bucket}/${name}`,
    });
    const { data } = await storage().download(name);
    expect(await data?.text()).toBe("x");
  });
});
