import type { Page } from "@playwright/test";

import { expect, test } from "../fixtures.ts";

/** Font files the page fetched, without their hashes. */
function watchFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font")
      fonts.push(
        new URL(request.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ".woff2"),
      );
  });
  return fonts;
}

const coreFiles = [
  "/assets/cormorant-garamond-600-core.woff2",
  "/assets/manrope-wght-core.woff2",
];

test("the home page paints with the two small preloaded font files only", async ({
  page,
}) => {
  const fonts = watchFonts(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual(coreFiles);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded")
      .map((face) => face.family),
  );
  expect(new Set(loaded)).toEqual(
    new Set(["Cormorant Garamond", "Manrope Variable"]),
  );
});

test("the booking form (its time input included) needs no more than the core files", async ({
  page,
}) => {
  const fonts = watchFonts(page);
  await page.goto("/book-a-ride");
  await expect(page.getByLabel("Pickup Time")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual(coreFiles);
});

test("a fare's naira sign fetches no font of its own, and every font face decodes", async ({
  page,
  backend,
}) => {
  const fonts = watchFonts(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const { data: places, error } = await backend.service
    .from("places")
    .select("name")
    .order("name")
    .limit(2);
  if (error) throw error;
  const [pickup, dropoff] = places.map((place) => place.name);
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: pickup!, dropoff: dropoff! })}`,
  );
  await expect(page.getByTestId("fare-total")).toContainText("₦");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual(coreFiles);
  const failed = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "error")
      .map((face) => face.family),
  );
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
