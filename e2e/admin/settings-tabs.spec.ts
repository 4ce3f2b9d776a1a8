import { expect, test } from "./fixtures.ts";

/**
 * Settings' tabs on a phone: at 360 and 390 px every tab, the active one above all, sits inside
 * the tab bar (it used to stick out past it); at 1280 px they stay one row.
 */
test("the active Settings tab stays inside the tab bar", async ({
  adminPage: page,
}, info) => {
  await page.goto("/admin/settings");
  const list = page.getByRole("tablist", { name: "Settings sections" });
  await expect(list).toBeVisible();
  const widths = info.project.name === "desktop" ? [1280] : [360, 390];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    for (const name of ["Password", "2FA", "Action Logging", "Business"]) {
      const tab = list.getByRole("tab", { name });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const outer = (await list.boundingBox())!;
      const inner = (await tab.boundingBox())!;
      expect(inner.x).toBeGreaterThanOrEqual(outer.x);
      expect(inner.y).toBeGreaterThanOrEqual(outer.y);
      expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
      expect(inner.y + inner.height).toBeLessThanOrEqual(
        outer.y + outer.height,
      );
    }
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        ),
      )
      .toBe(true);
  }
});
