import type { Page } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import { isNarrow } from "../fixtures.ts";
import { ADMIN_SECTIONS, expect, test, useSession } from "./fixtures.ts";

/** The page has settled: its title is there and no skeleton or Loading text is left. */
async function settled(page: Page, title: string) {
  await expect(
    page.getByRole("heading", { level: 1, name: title }),
  ).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
}

for (const item of ADMIN_SECTIONS) {
  test(`${item.href} has no serious or critical axe violations`, async ({
    adminPage: page,
  }) => {
    await page.goto(item.href);
    await settled(page, item.label);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test("the phone menu has no serious or critical axe violations", async ({
  adminPage: page,
}) => {
  test.skip(!isNarrow(page), "the menu sheet exists on narrow screens only");
  await page.goto("/admin/dashboard");
  await settled(page, "Dashboard");
  await page.getByRole("button", { name: "Open admin menu" }).click();
  await expect(page.getByRole("dialog", { name: "Admin menu" })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test("the not-allowed page has no serious or critical axe violations", async ({
  page,
  sessions,
}) => {
  await useSession(page, await sessions("customer"));
  await page.goto("/admin/dashboard");
  await settled(page, "This area is not open to your account");
  expect(await blockingViolations(page)).toEqual([]);
});
