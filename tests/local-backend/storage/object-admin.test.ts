import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serviceClient } from "../support.ts";
import { storageError, uniqueName } from "./storage-support.ts";

const bucket = uniqueName("object-admin");
const storage = () => serviceClient().storage.from(bucket);

beforeAll(async () => {
  await serviceClient().storage.createBucket(bucket);
});
afterAll(async () => {
  await serviceClient().storage.emptyBucket(bucket);
  await serviceClient().storage.deleteBucket(bucket);
});

describe("storage object management", () => {
  it("lists one level with folders as null-id entries, sorting, paging and search", async () => {
    const folder = uniqueName("list");
    for (const name of [
      "b.txt",
      "a.txt",
      "sub/c.txt",
      "sub/deep/d.txt",
      "other/e.txt",
    ]) {
      await storage().upload(`${folder}/${name}`, name);
    }
    const top = await storage().list(folder);
    expect(top.data?.map((e) => [e.name, e.id === null])).toEqual([
      ["a.txt", false],
      ["b.txt", false],
      ["other", true],
      ["sub", true],
    ]);
    const folderEntry = top.data?.find((e) => e.name === "sub");
    expect(folderEntry).toEqual({
      name: "sub",
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    });
    expect(top.data?.find((e) => e.name === "a.txt")?.metadata).toMatchObject({
      size: 5,
      mimetype: "text/plain;charset=UTF-8",
    });

    const desc = await storage().list(folder, {
      sortBy: { column: "name", order: "desc" },
      limit: 2,
      offset: 1,
    });
    expect(desc.data?.map((e) => e.name)).toEqual(["other", "b.txt"]);
    expect(
      (await storage().list(`${folder}/sub`)).data?.map((e) => e.name),
    ).toEqual(["c.txt", "deep"]);
    expect(
      (await storage().list(folder, { search: "b" })).data?.map((e) => e.name),
    ).toEqual(["b.txt"]);
  });

  it("moves and copies objects", async () => {
    await storage().upload("m/src.txt", "moving");
    expect((await storage().move("m/src.txt", "m/dst.txt")).data).toEqual({
      message: "Successfully moved",
    });
    expect(
      storageError((await storage().download("m/src.txt")).error).statusCode,
    ).toBe("404");
    expect(await (await storage().download("m/dst.txt")).data?.text()).toBe(
      "moving",
    );

    expect((await storage().copy("m/dst.txt", "m/copy.txt")).data).toEqual({
      path: `${bucket}/m/copy.txt`,
    });
    expect(await (await storage().download("m/copy.txt")).data?.text()).toBe(
      "moving",
    );
    expect(await (await storage().download("m/dst.txt")).data?.text()).toBe(
      "moving",
    );
  });

  it("removes objects by path and returns the removed rows", async () => {
    await storage().upload("r/one.txt", "1");
    await storage().upload("r/two.txt", "2");
    const removed = await storage().remove([
      "r/one.txt",
      "r/two.txt",
      "r/none.txt",
    ]);
    expect(removed.data?.map((o) => o.name).sort()).toEqual([
      "r/one.txt",
      "r/two.txt",
    ]);
    expect((await storage().list("r")).data).toEqual([]);
  });
});
