import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { defaultOgImage, ogPages } from "./og-images/pages.ts";
import { openOgRenderer } from "./og-images/render.ts";

/**
 * `npm run og:images`: renders public/og/<name>.jpg, the picture a shared link shows, for every
 * page of scripts/og-images/pages.ts and the site-wide default, in the site's own fonts and
 * colours. Names limit it to those images (`npm run og:images -- faq home`).
 */
const only = process.argv.slice(2);
const pages = [...ogPages, defaultOgImage].filter(
  ({ name }) => only.length === 0 || only.includes(name),
);
if (pages.length === 0)
  throw new Error(`No share image is named ${only.join(", ")}.`);

await mkdir(fileURLToPath(new URL("../public/og", import.meta.url)), {
  recursive: true,
});
const renderer = await openOgRenderer();
try {
  for (const page of pages) {
    const target = `public/og/${page.name}.jpg`;
    const { jpeg, fit } = await renderer.render(page, target);
    console.log(
      `${target}: ${Math.round(jpeg.length / 1024)} KB, headline ${fit.headlineSize}px, line ${fit.lineSize}px`,
    );
  }
} finally {
  await renderer.close();
}
