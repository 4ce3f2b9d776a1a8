import { AxeBuilder } from "@axe-core/playwright";

import { expect, scrollThrough, test } from "../fixtures.ts";

const publicRoutes = [
  "/",
  "/book-a-ride",
  "/services",
  "/business",
  "/drivers",
  "/drivers/apply",
  "/our-fleet",
  "/about",
  "/careers",
  "/faq",
  "/contact",
  "/contact-sales",
  "/auth",
  "/no-such-page",
];

for (const route of publicRoutes) {
  test(`${route} has no serious or critical axe violations`, async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toBeVisible();
    await scrollThrough(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
    expect(blocking).toEqual([]);
  });
}
