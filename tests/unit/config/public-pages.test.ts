import { describe, expect, it } from "vitest";

import { paths } from "@/config/paths";
import { homePage, queryLayoutPages } from "@/app/public-pages";

// Only the file names: the glob's loaders are never called.
const routeFiles = Object.keys(import.meta.glob("/src/app/routes/**/*.tsx"));
const pages = [homePage, ...queryLayoutPages];

describe("public page table", () => {
  it("lists every public route module once, and only modules that exist", () => {
    const listed = pages.map((page) => `/src/app/${page.module}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect(
      listed
        .filter((file) => file.startsWith("/src/app/routes/public/"))
        .sort(),
    ).toEqual(
      routeFiles
        .filter((file) => file.startsWith("/src/app/routes/public/"))
        .sort(),
    );
    for (const file of listed) expect(routeFiles).toContain(file);
  });

  it("names a distinct URL for every page, the home page at /", () => {
    const urls = pages.map((page) => paths[page.route].path);
    expect(new Set(urls).size).toBe(urls.length);
    expect(paths[homePage.route].path).toBe("/");
  });
});
