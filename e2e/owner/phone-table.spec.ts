import { expect, test, useSession } from "../admin/fixtures.ts";

/**
 * The owner's vehicle reports on a phone: at 360 and 390 px each report is a card with its
 * payout and its Breakdown link on screen (no sideways swipe to find the payout); at 1280 px the
 * table keeps its columns.
 */
test("each vehicle report shows its payout and its breakdown without a sideways scroll", async ({
  page,
  sessions,
}, info) => {
  await useSession(page, await sessions("owner"));
  await page.goto("/owner-portal");
  const row = page
    .locator("tbody tr")
    .filter({ has: page.getByRole("button", { name: /Breakdown/ }) })
    .first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const widths = info.project.name === "desktop" ? [1280] : [360, 390];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    for (const label of ["Period", "Revenue", "Expenses", "Payout"])
      await expect(row.locator(`td[data-label="${label}"]`)).toBeVisible();
    await expect(row.locator('td[data-label="Payout"]')).toContainText("₦");
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      )
      .toBe(true);
    const breakdown = row.getByRole("button", { name: /Breakdown/ });
    await breakdown.scrollIntoViewIfNeeded();
    await expect(breakdown).toBeInViewport({ ratio: 1 });
  }
});
