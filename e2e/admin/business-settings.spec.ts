import type { Page, TestInfo } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

function screenshot(page: Page, info: TestInfo, name: string) {
  return saveScreenshot(page, info, name, {
    widths: [projectWidth(info)],
    fullPage: true,
  });
}

test.describe("/admin/settings?section=business", () => {
  test("an administrator sets the free-cancellation cut-off beside the commission; riders' terms follow", async ({
    adminPage: page,
    backend,
  }, info) => {
    test.slow();
    try {
      await page.goto("/admin/settings?section=business");
      await expect(
        page.getByRole("heading", { name: "Business Settings" }),
      ).toBeVisible();
      const commission = page.getByLabel("Commission rate (%)");
      const cutoff = page.getByLabel("Free cancellation cut-off (minutes)");
      await expect(commission).toHaveValue("20");
      await expect(cutoff).toHaveValue("60");
      await screenshot(page, info, "business-settings");
      expect(await blockingViolations(page)).toEqual([]);

      await cutoff.fill("2000");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(
        page.getByText(
          "Enter a whole number of minutes from 0 to 1440 (24 hours).",
        ),
      ).toBeVisible();

      await cutoff.fill("90");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(
        page.getByText("Settings Saved", { exact: true }),
      ).toBeVisible();
      const policy = await backend.service.rpc("ride_policy");
      expect(policy.data).toEqual([{ free_cancellation_minutes: 90 }]);
      const stored = await backend.service
        .from("operator_settings")
        .select("commission_rate_bps")
        .single();
      expect(stored.data).toEqual({ commission_rate_bps: 2000 });
    } finally {
      await backend.service
        .from("operator_settings")
        .update({ free_cancellation_minutes: 60 })
        .eq("id", true);
    }
  });

  test("the fleet dialog has an optional Colour field", async ({
    adminPage: page,
  }, info) => {
    await page.goto("/admin/fleet");
    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Vehicle" });
    await expect(dialog.getByLabel("Colour")).toBeVisible();
    await dialog.getByLabel("Colour").fill("Obsidian black");
    await dialog.getByLabel("Colour").scrollIntoViewIfNeeded();
    await screenshot(page, info, "fleet-colour");
    expect(await blockingViolations(page, { afterAnimations: true })).toEqual(
      [],
    );
  });
});
