import { describe, expect, it } from "vitest";

import { anonClient, runtime, serviceClient } from "../support.ts";
import { storageError, uniqueName, userClient } from "./storage-support.ts";

describe("storage access control", () => {
  it("lets a user write and read only their own folder of a private bucket", async () => {
    const alice = await userClient();
    const bob = await userClient();
    const own = `${alice.userId}/${uniqueName("id")}.txt`;

    const up = await alice.client.storage
      .from("fixture-private")
      .upload(own, "alice only");
    expect(up.error).toBeNull();
    const { data: row } = await serviceClient()
      .storage.from("fixture-private")
      .info(own);
    expect(row).toMatchObject({ name: own });

    const foreign = await alice.client.storage
      .from("fixture-private")
      .upload(`${bob.userId}/x.txt`, "nope");
    expect(storageError(foreign.error)).toMatchObject({
      status: 400,
      statusCode: "403",
    });

    expect(
      await (
        await alice.client.storage.from("fixture-private").download(own)
      ).data?.text(),
    ).toBe("alice only");
    const peek = await bob.client.storage.from("fixture-private").download(own);
    expect(peek.data).toBeNull();
    expect(
      (await bob.client.storage.from("fixture-private").list(alice.userId))
        .data,
    ).toEqual([]);
    expect(
      (await anonClient().storage.from("fixture-private").download(own)).data,
    ).toBeNull();

    const notRemoved = await bob.client.storage
      .from("fixture-private")
      .remove([own]);
    expect(notRemoved.data).toEqual([]);
    const removed = await alice.client.storage
      .from("fixture-private")
      .remove([own]);
    expect(removed.data?.map((o) => o.name)).toEqual([own]);
  });

  it("records the JWT subject as the owner of an upload", async () => {
    const alice = await userClient();
    const path = `${alice.userId}/owned.txt`;
    await alice.client.storage.from("fixture-private").upload(path, "mine");
    const res = await fetch(
      `${runtime().apiUrl}/storage/v1/object/list/fixture-private`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${runtime().serviceRoleKey}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ prefix: alice.userId }),
      },
    );
    expect((await res.json()).map((o: { name: string }) => o.name)).toEqual([
      "owned.txt",
    ]);
    const removed = await serviceClient()
      .storage.from("fixture-private")
      .remove([path]);
    expect(removed.data?.[0]).toMatchObject({
      owner_id: alice.userId,
      owner: alice.userId,
    });
  });

  it("serves public buckets without auth and refuses public reads of private buckets", async () => {
    const alice = await userClient();
    const path = `${alice.userId}/hello world.txt`;
    expect(
      (
        await alice.client.storage
          .from("fixture-public")
          .upload(path, "public hello")
      ).error,
    ).toBeNull();

    const { publicUrl } = anonClient()
      .storage.from("fixture-public")
      .getPublicUrl(path).data;
    expect(publicUrl).toBe(
      `${runtime().apiUrl}/storage/v1/object/public/fixture-public/${alice.userId}/hello%20world.txt`,
    );
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("public hello");

    const download = await fetch(`${publicUrl}?download=greeting.txt`);
    expect(download.headers.get("content-disposition")).toBe(
      "attachment; filename=greeting.txt; filename*=UTF-8''greeting.txt;",
    );

    await serviceClient()
      .storage.from("fixture-private")
      .upload("secret.txt", "secret", { upsert: true });
    const privateRes = await fetch(
      `${runtime().apiUrl}/storage/v1/object/public/fixture-private/secret.txt`,
    );
    expect(privateRes.status).toBe(400);
    expect(await privateRes.json()).toMatchObject({
      statusCode: "404",
      error: "Bucket not found",
    });
  });

  it("signs download URLs for objects the caller may read, and checks the token", async () => {
    const alice = await userClient();
    const path = `${alice.userId}/signed.txt`;
    await alice.client.storage
      .from("fixture-private")
      .upload(path, "signed bytes");

    const signed = await alice.client.storage
      .from("fixture-private")
      .createSignedUrl(path, 60);
    expect(signed.data?.signedUrl).toMatch(
      /\/storage\/v1\/object\/sign\/fixture-private\/.+\?token=/,
    );
    expect(await (await fetch(signed.data!.signedUrl)).text()).toBe(
      "signed bytes",
    );

    const bob = await userClient();
    const denied = await bob.client.storage
      .from("fixture-private")
      .createSignedUrl(path, 60);
    expect(storageError(denied.error).statusCode).toBe("404");

    const tampered = signed.data!.signedUrl.replace("signed.txt", "other.txt");
    const bad = await fetch(tampered);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "InvalidSignature" });

    const many = await alice.client.storage
      .from("fixture-private")
      .createSignedUrls([path, `${alice.userId}/none.txt`], 60);
    expect(
      many.data?.map((s) => [s.path, s.error === null, s.signedUrl !== null]),
    ).toEqual([
      [path, true, true],
      [`${alice.userId}/none.txt`, false, false],
    ]);
  });

  it("issues signed upload URLs that upload without further auth", async () => {
    const alice = await userClient();
    const path = `${alice.userId}/via-signed-upload.txt`;
    const signed = await alice.client.storage
      .from("fixture-private")
      .createSignedUploadUrl(path);
    expect(signed.error).toBeNull();

    const uploaded = await anonClient()
      .storage.from("fixture-private")
      .uploadToSignedUrl(path, signed.data!.token, "dropped in");
    expect(uploaded.data).toEqual({
      path,
      fullPath: `fixture-private/${path}`,
    });
    expect(
      await (
        await alice.client.storage.from("fixture-private").download(path)
      ).data?.text(),
    ).toBe("dropped in");

    const foreign = await alice.client.storage
      .from("fixture-private")
      .createSignedUploadUrl(`${uniqueName("x")}/a.txt`);
    expect(storageError(foreign.error).statusCode).toBe("403");
  });
});
