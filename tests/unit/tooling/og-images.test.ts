import { existsSync, readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";

import { CORE_RANGES } from "../../../scripts/fonts/core-subsets.ts";
import {
  defaultOgImage,
  ogImageUrl,
  ogPages,
  type OgPage,
} from "../../../scripts/og-images/pages.ts";
import { openOgRenderer } from "../../../scripts/og-images/render.ts";
import { paths } from "../../../src/config/paths.ts";

const images = [...ogPages, defaultOgImage];

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt16BE(0) !== 0xffd8) throw new Error("Not a JPEG.");
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`No marker at ${offset}.`);
    const marker = bytes[offset + 1]!;
    // SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (
      marker >= 0xc0 &&
      marker <= 0xcf &&
      ![0xc4, 0xc8, 0xcc].includes(marker)
    )
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
      };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error("No start-of-frame segment.");
}

/** Every `path` of src/config/paths.ts, nested groups included. */
function routePaths(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  const own =
    "path" in node && typeof node.path === "string" ? [node.path] : [];
  return [...own, ...Object.values(node).flatMap(routePaths)];
}

/** The eyebrow and heading the page's hero shows, read from its source. */
function heroCopy({ path }: OgPage): { eyebrow: string; headline: string } {
  if (path === "/") {
    const hero = readFileSync(
      "src/features/marketing/components/home-hero.tsx",
      "utf8",
    );
    const text = (pattern: RegExp) =>
      pattern
        .exec(hero)![1]!
        .replace(/<[^>]+>/g, "")
        .replaceAll('{" "}', " ")
        .replace(/\s+/g, " ")
        .trim();
    return {
      eyebrow: text(/<p[^>]*text-eyebrow[^>]*>([\s\S]*?)<\/p>/),
      headline: text(/<h1[^>]*>([\s\S]*?)<\/h1>/),
    };
  }
  const route = readFileSync(
    `src/app/routes/public/${path.slice(1)}.tsx`,
    "utf8",
  );
  const [, eyebrow, headline] =
    /<PageHeader\s+eyebrow="([^"]*)"\s+title="([^"]*)"/.exec(route) ?? [];
  return { eyebrow: eyebrow!, headline: headline! };
}

const isCore = (char: string) =>
  CORE_RANGES.some(
    ([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to,
  );

describe("share images", () => {
  it.each(images.map((page) => [page.name, page] as const))(
    "public/og/%s.jpg is a 1200x630 JPEG under 150 KB",
    (name) => {
      const file = `public/og/${name}.jpg`;
      expect(existsSync(file), `${file}: run npm run og:images`).toBe(true);
      expect(jpegSize(readFileSync(file))).toEqual({
        width: 1200,
        height: 630,
      });
      expect(statSync(file).size).toBeLessThan(150 * 1024);
    },
  );

  it("one image per page, each for a route of the app", () => {
    const routes = routePaths(paths);
    expect(new Set(images.map(({ name }) => name)).size).toBe(images.length);
    expect(new Set(ogPages.map(({ path }) => path)).size).toBe(ogPages.length);
    for (const { path } of ogPages) expect(routes).toContain(path);
    expect(ogImageUrl(paths.drivers.path)).toBe("/og/drive-with-us.jpg");
    expect(ogImageUrl(paths.privacy.path)).toBe("/og/ekoluxe-og.jpg");
  });

  it.each(ogPages.map((page) => [page.path, page] as const))(
    "%s carries the page's own eyebrow and heading",
    (_, page) => {
      expect({ eyebrow: page.eyebrow, headline: page.headline }).toEqual(
        heroCopy(page),
      );
      if (page.accent) expect(page.headline).toContain(page.accent);
    },
  );

  it("are written only in characters the core font files hold, from illustrations that exist", () => {
    for (const page of images) {
      const text = [page.eyebrow, page.headline, page.line].join("");
      expect(
        [...text].filter((char) => !isCore(char)),
        page.name,
      ).toEqual([]);
      expect(existsSync(`public/${page.illustration}`), page.illustration).toBe(
        true,
      );
    }
  });

  it("shrink a long headline to fit and refuse text that cannot fit", async () => {
    const renderer = await openOgRenderer();
    try {
      const base = ogPages.find(({ name }) => name === "faq")!;
      const long = await renderer.render({
        ...base,
        headline:
          "Premium airport transfers, hotel pickups and corporate travel across Lagos, on your schedule",
      });
      expect(long.fit.headlineSize).toBeLessThan(84);
      expect(jpegSize(long.jpeg)).toEqual({ width: 1200, height: 630 });
      const word = await renderer.render({
        ...base,
        headline: "Supercalifragilisticexpialidocious",
      });
      expect(word.fit.headlineSize).toBeLessThan(84);
      await expect(
        renderer.render({ ...base, headline: "Lorem ipsum dolor ".repeat(12) }),
      ).rejects.toThrow(/does not fit the share image/);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
