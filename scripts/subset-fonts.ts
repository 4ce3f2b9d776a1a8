import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { buildFontSubset, FONT_SUBSETS } from "./fonts/core-subsets.ts";

/**
 * `npm run fonts:subset`: cuts the small subsets of the self-hosted fonts into src/assets/fonts/.
 * `--check` only reports whether the committed files are current (exit 1 when stale).
 */
const { values } = parseArgs({
  options: { check: { type: "boolean", default: false } },
});
const root = fileURLToPath(new URL("..", import.meta.url));

let stale = 0;
for (const subset of FONT_SUBSETS) {
  const bytes = await buildFontSubset(subset);
  const target = `${root}${subset.target}`;
  if (values.check) {
    const current = await readFile(target).catch(() => null);
    if (!current?.equals(bytes)) {
      stale += 1;
      console.error(`${subset.target} is stale: run npm run fonts:subset`);
    }
    continue;
  }
  await writeFile(target, bytes);
  console.log(`${subset.target}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
process.exit(stale ? 1 : 0);
