import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";

import { chromiumArgs } from "../../playwright.config.ts";
import type { OgPage } from "./pages.ts";
import {
  fitText,
  OG_HEIGHT,
  OG_WIDTH,
  ogTemplate,
  type FitResult,
} from "./template.ts";

const root = new URL("../../", import.meta.url);
const fromRoot = (path: string) => fileURLToPath(new URL(path, root));

async function dataUrl(path: string, type: string): Promise<string> {
  const bytes = await readFile(fromRoot(path));
  return `data:${type};base64,${bytes.toString("base64")}`;
}

export interface OgRenderer {
  /** Renders one page's share image as a JPEG, written to `target` (from the root) if given. */
  render(
    page: OgPage,
    target?: string,
  ): Promise<{ jpeg: Buffer; fit: FitResult }>;
  close(): Promise<void>;
}

/** One Chromium tab, reused for every image, with the fonts read once. */
export async function openOgRenderer(): Promise<OgRenderer> {
  const fonts = {
    displayFont: await dataUrl(
      "src/assets/fonts/cormorant-garamond-600-core.woff2",
      "font/woff2",
    ),
    sansFont: await dataUrl(
      "src/assets/fonts/manrope-wght-core.woff2",
      "font/woff2",
    ),
  };
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: chromiumArgs,
  });
  const context = await browser.newContext({
    viewport: { width: OG_WIDTH, height: OG_HEIGHT },
    deviceScaleFactor: 1,
  });
  const tab = await context.newPage();
  return {
    async render(page, target) {
      const html = ogTemplate(page, {
        ...fonts,
        illustration: await dataUrl(
          `public/${page.illustration}`,
          "image/svg+xml",
        ),
      });
      await tab.setContent(html, { waitUntil: "load" });
      await expectFontsLoaded(tab);
      const fit = await tab.evaluate(fitText);
      const jpeg = await tab.screenshot({
        type: "jpeg",
        quality: 85,
        ...(target ? { path: fromRoot(target) } : {}),
      });
      return { jpeg, fit };
    },
    close: () => browser.close(),
  };
}

/** A face that failed to decode would leave the text in a system font without a word. */
async function expectFontsLoaded(tab: Page): Promise<void> {
  const faces = await tab.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => `${face.family} ${face.status}`);
  });
  const failed = faces.filter((face) => !face.endsWith(" loaded"));
  if (failed.length !== 0 || faces.length !== 2)
    throw new Error(
      `The share image's fonts did not load: ${faces.join(", ")}`,
    );
}
