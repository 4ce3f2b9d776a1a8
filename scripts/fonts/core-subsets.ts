import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

export type Ranges = readonly (readonly [number, number])[];

/**
 * The characters the site's own copy is written in: printable ASCII and the typographic marks the
 * pages use (no-break space, ©, ·, ×, dashes, curly quotes, bullet, ellipsis, arrow). Pages paint
 * with these small files; the full Latin files stay behind them for any other character (an
 * accented name, say) and are fetched only when such text appears.
 */
export const CORE_RANGES: Ranges = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2192, 0x2192],
];

export interface FontSubset {
  /** The full file the subset is cut from. */
  source: string;
  /** Where the subset is written, relative to the repository root. */
  target: string;
  ranges: Ranges;
}

const nodeModules = (path: string) =>
  fileURLToPath(new URL(`../../node_modules/${path}`, import.meta.url));

const CORMORANT_LATIN = nodeModules(
  "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2",
);
const MANROPE_LATIN = nodeModules(
  "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
);
const MANROPE_LATIN_EXT = nodeModules(
  "@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2",
);

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    source: CORMORANT_LATIN,
    target: "src/assets/fonts/cormorant-garamond-600-core.woff2",
    ranges: CORE_RANGES,
  },
  {
    source: MANROPE_LATIN,
    target: "src/assets/fonts/manrope-wght-core.woff2",
    ranges: CORE_RANGES,
  },
];

export function rangeText(ranges: Ranges): string {
  let text = "";
  for (const [first, last] of ranges)
    for (let code = first; code <= last; code++)
      text += String.fromCodePoint(code);
  return text;
}

/** The CSS `unicode-range` value that matches `ranges`. */
export function unicodeRange(ranges: Ranges): string {
  const hex = (code: number) =>
    code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    )
    .join(", ");
}

/**
 * The subset of one font, as WOFF2 bytes; variable axes are kept. Refuses a cut that would hold no
 * character at all: its glyph table would be empty, and browsers reject such a file
 * (`OTS parsing error: glyf: zero-length table`). Manrope has no naira sign, for one.
 */
export async function buildFontSubset(subset: FontSubset): Promise<Buffer> {
  const source = await readFile(subset.source);
  const font = fontkit.create(source) as fontkit.Font;
  const text = rangeText(subset.ranges);
  if (
    ![...text].some((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!))
  )
    throw new Error(
      `${subset.source} has none of the characters ${unicodeRange(subset.ranges)}`,
    );
  return subsetFont(source, text, { targetFormat: "woff2" });
}

/** The full files declared behind the core subsets in src/styles/fonts.css. */
export const LATIN_FILES: readonly string[] = [
  CORMORANT_LATIN,
  MANROPE_LATIN,
  MANROPE_LATIN_EXT,
];

/**
 * The characters a font file really has, as ranges. A face declared for more than its file holds
 * makes the browser download the file for a character it then does not find (a time input's
 * separators did so).
 */
export async function characterRanges(file: string): Promise<Ranges> {
  const font = fontkit.create(await readFile(file)) as fontkit.Font;
  const ranges: [number, number][] = [];
  const codePoints = font.characterSet
    .filter((code) => code < 0xfffe)
    .sort((a, b) => a - b);
  for (const code of codePoints) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  return ranges;
}
