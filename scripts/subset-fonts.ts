import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { buildFontSubset, FONT_SUBSETS } from "./fonts/core-subsets.ts";

/**
 * `npm run fonts:subset`: cuts the small subsets of the self-hosted fonts into src/assets/fonts/
 * (tests/unit/tooling/fonts.test.ts fails while the committed files are stale).
 */
const root = fileURLToPath(new URL("..", import.meta.url));

for (const subset of FONT_SUBSETS) {
  const bytes = await buildFontSubset(subset);
  await writeFile(`${root}${subset.target}`, bytes);
  console.log(`${subset.target}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
