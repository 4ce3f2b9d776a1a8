import type { Locator, Page, TestInfo } from "@playwright/test";

/** Pictures are for a person to look at: an ordinary run takes none. */
export const takingScreenshots = process.env.E2E_SCREENSHOTS === "1";

/** The width a project's pictures are taken at: a phone's or a desktop's. */
export const projectWidth = (info: TestInfo) =>
  info.project.name === "desktop" ? 1280 : 390;

interface ScreenshotOptions {
  /** Widths to take it at (844 px tall), the viewport put back after; default: as it is. */
  widths?: number[];
  /** The whole page, from the top; otherwise the viewport. Not for an element. */
  fullPage?: boolean;
}

/** Until the fonts are in and every animation that ends has ended (a pulse runs on). */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * With E2E_SCREENSHOTS=1, the page or one element of it as `<name>.png` (`<name>-<width>.png` for
 * each width asked for) in the test's own output folder, once the screen has settled. Otherwise
 * nothing, so an ordinary run spends no time on pictures nobody opens. Resolves to the files.
 */
export async function saveScreenshot(
  target: Page | Locator,
  info: TestInfo,
  name: string,
  { widths, fullPage = false }: ScreenshotOptions = {},
): Promise<string[]> {
  if (!takingScreenshots) return [];
  const page = "page" in target ? target.page() : target;
  const before = page.viewportSize();
  const files: string[] = [];
  for (const width of widths ?? [null]) {
    if (width !== null) await page.setViewportSize({ width, height: 844 });
    // From the top, so the fixed header and sticky parts sit where a visitor first sees them.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    const path = info.outputPath(
      width === null ? `${name}.png` : `${name}-${width}.png`,
    );
    if ("page" in target) await target.screenshot({ path });
    else await target.screenshot({ path, fullPage });
    files.push(path);
  }
  if (widths && before) await page.setViewportSize(before);
  return files;
}
