import { readFile } from "node:fs/promises";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";

import {
  buildFontSubset,
  rangeText,
  type Ranges,
} from "../../../scripts/fonts/core-subsets.ts";

/** Every file an @font-face rule of src/styles/fonts.css points at, as a path from the root. */
async function declaredFiles(): Promise<string[]> {
  const css = await readFile("src/styles/fonts.css", "utf8");
  return [...css.matchAll(/src:\s*url\("([^"]+)"\)/g)].map(([, url]) =>
    url!.startsWith("@")
      ? `node_modules/${url}`
      : `src/assets/fonts/${url!.split("/").at(-1)}`,
  );
}

const NAIRA: Ranges = [[0x20a6, 0x20a6]];

describe("font files", () => {
  it("every declared file has glyph outlines and characters a browser can decode", async () => {
    const files = await declaredFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      // fontkit reads the table directory but its types leave it out.
      const font = fontkit.create(await readFile(file)) as fontkit.Font & {
        directory: { tables: Record<string, { length: number } | undefined> };
      };
      // A zero-length glyf table is what Chrome rejects with "OTS parsing error".
      expect(font.directory.tables.glyf?.length ?? 0, file).toBeGreaterThan(0);
      expect(font.characterSet.length, file).toBeGreaterThan(1);
    }
  });

  it("are never cut from a source that lacks every character asked for (Manrope has no naira sign)", async () => {
    await expect(
      buildFontSubset({
        source:
          "node_modules/@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2",
        target: "unused.woff2",
        ranges: NAIRA,
      }),
    ).rejects.toThrow(/has none of the characters U\+20A6/);
    expect(rangeText(NAIRA)).toBe("₦");
  });
});
