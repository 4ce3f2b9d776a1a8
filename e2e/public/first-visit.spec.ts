import type { Page } from "@playwright/test";

import { expect, test } from "../fixtures.ts";
import { E2E_API_PORT } from "../ports.ts";

const apiOrigin = `http://127.0.0.1:${E2E_API_PORT}`;

/** Chunk names (without hashes) the page asked for before its code ran, and where it connected. */
async function announced(page: Page, path: string) {
  await page.goto(path);
  return page.evaluate(() => ({
    chunks: [
      ...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"),
    ].map((link) =>
      new URL(link.href).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""),
    ),
    connect: [
      ...document.querySelectorAll<HTMLLinkElement>("link[rel=preconnect]"),
    ].map((link) => new URL(link.href).origin),
  }));
}

test.describe("a first visit asks for the landing page's code at once", () => {
  test("home: its route chunk, and no connection to the API", async ({
    page,
  }) => {
    const { chunks, connect } = await announced(page, "/");
    expect(chunks).toContain("home");
    expect(chunks).not.toContain("query");
    expect(connect).toEqual([]);
  });

  test("services: the data layer and the page, without waiting for each other", async ({
    page,
  }) => {
    const { chunks, connect } = await announced(page, "/services");
    expect(chunks).toEqual(expect.arrayContaining(["query", "services"]));
    expect(connect).toEqual([]);
  });

  test("our fleet: also the Supabase client and a connection to the API", async ({
    page,
  }) => {
    const { chunks, connect } = await announced(page, "/our-fleet");
    expect(chunks).toEqual(
      expect.arrayContaining(["query", "our-fleet", "supabase"]),
    );
    expect(connect).toEqual([apiOrigin]);
  });

  test("book a ride: the page and a connection to the API; the client comes with the form", async ({
    page,
  }) => {
    const { chunks, connect } = await announced(page, "/book-a-ride");
    expect(chunks).toEqual(expect.arrayContaining(["query", "book-a-ride"]));
    expect(chunks).not.toContain("supabase");
    expect(connect).toEqual([apiOrigin]);
  });
});
