import { glob, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

import {
  buildFontSubset,
  characterRanges,
  CORE_RANGES,
  FONT_SUBSETS,
  LATIN_FILES,
  unicodeRange,
} from "../../../scripts/fonts/core-subsets.ts";

const read = (path: string) => readFile(path, "utf8");

/** `unicode-range` of every @font-face whose src points at `file`. */
async function rangesFor(file: string): Promise<string[]> {
  const css = await read("src/styles/fonts.css");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .filter((body) => body.includes(file))
    .map((body) =>
      /unicode-range:\s*([^;]+);/.exec(body)![1]!.replace(/\s+/g, " ").trim(),
    );
}

const codePoints = (ranges: typeof CORE_RANGES) =>
  ranges.map(
    ([first, last]) =>
      (code: number) =>
        code >= first && code <= last,
  );

describe("self-hosted font subsets", () => {
  it("are current: cutting them again gives the committed files", async () => {
    for (const subset of FONT_SUBSETS) {
      const committed = await readFile(subset.target);
      expect(
        (await buildFontSubset(subset)).equals(committed),
        subset.target,
      ).toBe(true);
    }
  }, 30_000);

  it("are declared with the ranges they were cut for", async () => {
    const core = unicodeRange(CORE_RANGES);
    expect(await rangesFor("cormorant-garamond-600-core.woff2")).toEqual([
      core,
    ]);
    expect(await rangesFor("manrope-wght-core.woff2")).toEqual([core]);
  });

  it("sit in front of full Latin files declared for exactly the characters those hold", async () => {
    for (const file of LATIN_FILES) {
      const name = file.split("/").at(-1)!;
      expect(await rangesFor(name), name).toEqual([
        unicodeRange(await characterRanges(file)),
      ]);
    }
  });

  it("are declared last in their family, after Latin and then Latin Extended", async () => {
    const css = await read("src/styles/fonts.css");
    const files = (family: string) =>
      [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
        .filter((match) => match[1]!.includes(`font-family: "${family}"`))
        .map((match) => /files\/([^")]+)|fonts\/([^")]+)/.exec(match[1]!)!)
        .map((match) => match[1] ?? match[2]);
    expect(files("Cormorant Garamond")).toEqual([
      "cormorant-garamond-latin-600-normal.woff2",
      "cormorant-garamond-600-core.woff2",
    ]);
    expect(files("Manrope Variable")).toEqual([
      "manrope-latin-ext-wght-normal.woff2",
      "manrope-latin-wght-normal.woff2",
      "manrope-wght-core.woff2",
    ]);
  });

  it("are what index.html preloads", async () => {
    const html = await read("index.html");
    const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)].map(
      (match) => /href="([^"]+)"/.exec(match[0])![1],
    );
    expect(preloads).toEqual([
      "/src/assets/fonts/manrope-wght-core.woff2",
      "/src/assets/fonts/cormorant-garamond-600-core.woff2",
    ]);
  });

  it("cover every character of the site's own copy", async () => {
    const covered = codePoints(CORE_RANGES);
    const outside = new Set<string>();
    for await (const file of glob("src/**/*.{ts,tsx}")) {
      if (file.endsWith("database.types.ts")) continue;
      const code = (await read(file))
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "")
        .replace(/\s\/\/ .*$/gm, "");
      for (const char of code) {
        const point = char.codePointAt(0)!;
        if (point < 0x80 || covered.some((inRange) => inRange(point))) continue;
        outside.add(
          `${char} (U+${point.toString(16).toUpperCase()}) in ${file}`,
        );
      }
    }
    expect([...outside]).toEqual([]);
  });
});
