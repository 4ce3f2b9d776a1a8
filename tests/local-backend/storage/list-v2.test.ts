import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { uniqueName, userClient } from "./storage-support.ts";

const bucket = uniqueName("list-v2");
const storage = () => serviceClient().storage.from(bucket);

beforeAll(async () => {
  await serviceClient().storage.createBucket(bucket);
});
afterAll(async () => {
  await serviceClient().storage.emptyBucket(bucket);
  await serviceClient().storage.deleteBucket(bucket);
});

/** Uploads one after another, so each object has its own created_at. */
async function uploadAll(folder: string, names: string[]): Promise<void> {
  for (const name of names) {
    const { error } = await storage().upload(`${folder}/${name}`, name);
    if (error) throw error;
  }
}

/** The error fields storage-js exposes on a refused list. */
function listError(error: unknown) {
  const e = error as {
    status?: number;
    statusCode?: string;
    code?: string;
    message?: string;
  };
  return {
    status: e.status,
    statusCode: e.statusCode,
    code: e.code,
    message: e.message,
  };
}

const decodeCursor = (cursor: string | undefined) =>
  Buffer.from(cursor ?? "", "base64").toString();

describe("storage listV2", () => {
  it("lists every object under the prefix by full name, bytewise, without folders", async () => {
    const folder = uniqueName("flat");
    await uploadAll(folder, ["b.txt", "B.txt", "a/deep/x.txt", "a-b.txt"]);

    const { data, error } = await storage().listV2({ prefix: `${folder}/` });
    expect(error).toBeNull();
    expect(data?.hasNext).toBe(false);
    expect(data).not.toHaveProperty("nextCursor");
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual([
      `${folder}/B.txt`,
      `${folder}/a-b.txt`,
      `${folder}/a/deep/x.txt`,
      `${folder}/b.txt`,
    ]);
    const first = data?.objects[0];
    expect(Object.keys(first ?? {}).sort()).toEqual([
      "created_at",
      "id",
      "last_accessed_at",
      "metadata",
      "name",
      "updated_at",
    ]);
    expect(first?.metadata).toMatchObject({ size: 5 });
    // The prefix is a literal, case-sensitive start of the name.
    expect(
      (await storage().listV2({ prefix: `${folder}/b` })).data?.objects.map(
        (o) => o.name,
      ),
    ).toEqual([`${folder}/b.txt`]);
  });

  it("pages with Storage's cursor until hasNext is false", async () => {
    const folder = uniqueName("pages");
    const names = ["e.txt", "a.txt", "c.txt", "d.txt", "b.txt"];
    await uploadAll(folder, names);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const { data, error } = await storage().listV2({
        prefix: `${folder}/`,
        limit: 2,
        cursor,
      });
      expect(error).toBeNull();
      seen.push(...(data?.objects.map((o) => o.name) ?? []));
      if (page < 2) {
        expect(data?.hasNext).toBe(true);
        const last = data?.objects.at(-1)?.name;
        expect((data as { nextCursorKey?: string } | null)?.nextCursorKey).toBe(
          last,
        );
        // Storage's token: base64 of "l:<last name>", plus the order once a cursor carried one
        // (a decoded cursor defaults it to asc).
        expect(decodeCursor(data?.nextCursor)).toBe(
          page === 0 ? `l:${last}` : `l:${last}\no:asc`,
        );
      } else {
        expect(data?.hasNext).toBe(false);
        expect(data?.nextCursor).toBeUndefined();
      }
      cursor = data?.nextCursor;
    }
    expect(seen).toEqual([...names].sort().map((n) => `${folder}/${n}`));
  });

  it("groups deeper paths into folders with the delimiter, placed where their objects sort", async () => {
    const folder = uniqueName("delim");
    await uploadAll(folder, [
      "z.txt",
      "sub/one.txt",
      "sub/two/three.txt",
      "sub-file.txt",
      "other/x.txt",
    ]);

    const { data } = await storage().listV2({
      prefix: `${folder}/`,
      with_delimiter: true,
    });
    expect(data?.hasNext).toBe(false);
    expect(data?.folders).toEqual([
      {
        key: "other",
        name: `${folder}/other/`,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
      {
        key: "sub",
        name: `${folder}/sub/`,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
    ]);
    expect(data?.objects.map((o) => [o.key, o.name])).toEqual([
      ["sub-file.txt", `${folder}/sub-file.txt`],
      ["z.txt", `${folder}/z.txt`],
    ]);

    // One entry per page shows the order: "sub-file.txt" sorts before "sub/…" ('-' < '/'), and a
    // cursor naming a folder resumes after all of its objects.
    const order: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 6; page += 1) {
      const { data: one } = await storage().listV2({
        prefix: `${folder}/`,
        with_delimiter: true,
        limit: 1,
        cursor,
      });
      order.push(
        ...[...(one?.folders ?? []), ...(one?.objects ?? [])].map(
          (e) => e.name,
        ),
      );
      cursor = one?.nextCursor;
      if (!one?.hasNext) break;
    }
    expect(order).toEqual([
      `${folder}/other/`,
      `${folder}/sub-file.txt`,
      `${folder}/sub/`,
      `${folder}/z.txt`,
    ]);
    // The cursor of a folder names it without the trailing slash.
    const afterOther = await storage().listV2({
      prefix: `${folder}/`,
      with_delimiter: true,
      limit: 1,
    });
    expect(decodeCursor(afterOther.data?.nextCursor)).toBe(`l:${folder}/other`);

    const nested = await storage().listV2({
      prefix: `${folder}/sub/`,
      with_delimiter: true,
    });
    expect(nested.data?.folders.map((f) => [f.key, f.name])).toEqual([
      ["two", `${folder}/sub/two/`],
    ]);
    expect(nested.data?.objects.map((o) => o.key)).toEqual(["one.txt"]);

    const desc = await storage().listV2({
      prefix: `${folder}/`,
      with_delimiter: true,
      sortBy: { column: "name", order: "desc" },
      limit: 2,
    });
    expect(desc.data?.objects.map((o) => o.name)).toEqual([`${folder}/z.txt`]);
    expect(desc.data?.folders.map((f) => f.name)).toEqual([`${folder}/sub/`]);
    expect(decodeCursor(desc.data?.nextCursor)).toBe(
      `l:${folder}/sub\no:desc\nc:name`,
    );
    const descNext = await storage().listV2({
      prefix: `${folder}/`,
      with_delimiter: true,
      limit: 2,
      cursor: desc.data?.nextCursor,
    });
    expect(
      [
        ...(descNext.data?.folders ?? []),
        ...(descNext.data?.objects ?? []),
      ].map((e) => e.name),
    ).toEqual([`${folder}/other/`, `${folder}/sub-file.txt`]);
  });

  it("sorts by a timestamp, newest first, and pages on it; folders carry their oldest object's time", async () => {
    const folder = uniqueName("times");
    await uploadAll(folder, [
      "first.txt",
      "dir/old.txt",
      "second.txt",
      "dir/new.txt",
      "third.txt",
    ]);

    const flat = await storage().listV2({
      prefix: `${folder}/`,
      sortBy: { column: "created_at", order: "desc" },
      limit: 2,
    });
    expect(flat.data?.objects.map((o) => o.name)).toEqual([
      `${folder}/third.txt`,
      `${folder}/dir/new.txt`,
    ]);
    const created = flat.data?.objects.at(-1)?.created_at ?? "";
    expect(decodeCursor(flat.data?.nextCursor)).toBe(
      `l:${folder}/dir/new.txt\no:desc\nc:created_at\na:${new Date(created).toISOString()}`,
    );
    const rest = await storage().listV2({
      prefix: `${folder}/`,
      limit: 10,
      cursor: flat.data?.nextCursor,
    });
    expect(rest.data?.objects.map((o) => o.name)).toEqual([
      `${folder}/second.txt`,
      `${folder}/dir/old.txt`,
      `${folder}/first.txt`,
    ]);

    const grouped = await storage().listV2({
      prefix: `${folder}/`,
      with_delimiter: true,
      sortBy: { column: "updated_at", order: "asc" },
    });
    const oldest = (await storage().listV2({ prefix: `${folder}/dir/old` }))
      .data?.objects[0]?.created_at;
    expect(grouped.data?.folders).toEqual([
      {
        key: "dir",
        name: `${folder}/dir/`,
        id: null,
        updated_at: oldest,
        created_at: oldest,
        last_accessed_at: null,
        metadata: null,
      },
    ]);
    expect(grouped.data?.objects.map((o) => o.key)).toEqual([
      "first.txt",
      "second.txt",
      "third.txt",
    ]);
  });

  it("shows only what the caller's RLS lets it select", async () => {
    const alice = await userClient();
    const bob = await userClient();
    const own = `${alice.userId}/${uniqueName("mine")}.txt`;
    expect(
      (await alice.client.storage.from("fixture-private").upload(own, "x"))
        .error,
    ).toBeNull();

    const mine = await alice.client.storage
      .from("fixture-private")
      .listV2({ prefix: `${alice.userId}/` });
    expect(mine.data?.objects.map((o) => o.name)).toEqual([own]);
    const theirs = await bob.client.storage
      .from("fixture-private")
      .listV2({ prefix: `${alice.userId}/`, with_delimiter: true });
    expect(theirs.data).toEqual({ hasNext: false, folders: [], objects: [] });

    await alice.client.storage.from("fixture-private").remove([own]);
  });

  it("refuses what Storage's body schema and cursor decoding refuse", async () => {
    const zero = await storage().listV2({ limit: 0 });
    expect(listError(zero.error)).toEqual({
      status: 400,
      statusCode: "400",
      code: "InvalidRequest",
      message: "body/limit must be >= 1",
    });
    const column = await storage().listV2({
      sortBy: { column: "size" as "name" },
    });
    expect(listError(column.error)).toMatchObject({
      status: 400,
      code: "InvalidRequest",
      message: "body/sortBy/column must be equal to one of the allowed values",
    });
    const cursor = await storage().listV2({ cursor: "bm90IGEgY3Vyc29y" });
    expect(listError(cursor.error)).toEqual({
      status: 400,
      statusCode: "400",
      code: "InvalidParameter",
      message: "Invalid Parameter continuation token",
    });
  });

  it("answers an empty page for a bucket that does not exist, as Storage does", async () => {
    const { apiUrl, serviceRoleKey } = runtime();
    const response = await fetch(
      `${apiUrl}/storage/v1/object/list-v2/${uniqueName("missing")}`,
      {
        method: "POST",
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          "content-type": "application/json",
        },
        body: "{}",
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      hasNext: false,
      folders: [],
      objects: [],
    });
  });
});
