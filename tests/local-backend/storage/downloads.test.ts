import { describe, expect, it } from "vitest";

import { anonClient, runtime } from "../support.ts";
import { uniqueName, userClient } from "./storage-support.ts";

// Storage's renderer: `?download` (supabase-js's `download` option) makes the answer an
// attachment, HTML is never served as HTML, and no stored file may be sniffed into another type.
describe("serving stored files", () => {
  it("answers signed and public URLs with download as attachments, named when a name is given", async () => {
    const alice = await userClient();
    const path = `${alice.userId}/${uniqueName("cv")}.pdf`;
    const bucket = alice.client.storage.from("fixture-private");
    await bucket.upload(path, "%PDF-1.4 cv", {
      contentType: "application/pdf",
    });

    const plain = await bucket.createSignedUrl(path, 60);
    const inline = await fetch(plain.data!.signedUrl);
    expect(inline.headers.get("content-disposition")).toBeNull();
    expect(inline.headers.get("x-content-type-options")).toBe("nosniff");

    const unnamed = await bucket.createSignedUrl(path, 60, { download: true });
    const asFile = await fetch(unnamed.data!.signedUrl);
    expect(asFile.status).toBe(200);
    expect(asFile.headers.get("content-disposition")).toBe("attachment;");
    expect(asFile.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await asFile.text()).toBe("%PDF-1.4 cv");

    const named = await bucket.createSignedUrl(path, 60, {
      download: "EkoLuxe CV.pdf",
    });
    expect(
      (await fetch(named.data!.signedUrl)).headers.get("content-disposition"),
    ).toBe(
      "attachment; filename=EkoLuxe%20CV.pdf; filename*=UTF-8''EkoLuxe%20CV.pdf;",
    );
    // supabase-js encodes the whole URL once more, so a non-ASCII name is sent by hand here.
    const accented = `${plain.data!.signedUrl}&download=${encodeURIComponent("Résumé.pdf")}`;
    expect((await fetch(accented)).headers.get("content-disposition")).toBe(
      "attachment; filename=R%C3%A9sum%C3%A9.pdf; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf;",
    );

    const publicPath = `${alice.userId}/${uniqueName("photo")}.txt`;
    await alice.client.storage
      .from("fixture-public")
      .upload(publicPath, "public bytes");
    const { publicUrl } = anonClient()
      .storage.from("fixture-public")
      .getPublicUrl(publicPath, { download: true }).data;
    const publicFile = await fetch(publicUrl);
    expect(publicFile.headers.get("content-disposition")).toBe("attachment;");
    expect(publicFile.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves an uploaded HTML page as plain text that browsers may not sniff", async () => {
    const alice = await userClient();
    const path = `${alice.userId}/${uniqueName("page")}.html`;
    const page = "<script>alert(document.cookie)</script>";
    await alice.client.storage
      .from("fixture-private")
      .upload(path, page, { contentType: "text/html" });

    const response = await fetch(
      `${runtime().apiUrl}/storage/v1/object/authenticated/fixture-private/${path}`,
      {
        headers: {
          apikey: runtime().anonKey,
          authorization: `Bearer ${alice.token}`,
        },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(page);

    const { data } = await alice.client.storage
      .from("fixture-private")
      .download(path);
    expect(await data?.text()).toBe(page);
  });
});
