import { blockingViolations } from "../axe.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Settings → Business: the late-cancellation fee an operator keeps from a paid ride cancelled after
 * the free-cancellation cut-off. It is entered in naira, refused beyond ₦100,000, stored in kobo
 * and read back after a reload. At 390 px on the phone project, 1280 px on the desktop one.
 */

const SEED_FEE_KOBO = 500_000;

test.beforeEach(async ({ page }, info) => {
  if (info.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

test("an administrator sets the late cancellation fee; it is saved with the rest and reloads", async ({
  adminPage: page,
  backend,
}, info) => {
  test.slow();
  const storedFee = async () => {
    const { data, error } = await backend.service
      .from("operator_settings")
      .select("late_cancellation_fee_kobo")
      .eq("id", true)
      .single();
    if (error) throw error;
    return data.late_cancellation_fee_kobo;
  };
  try {
    await page.goto("/admin/settings?section=business");
    const fee = page.getByLabel("Late cancellation fee (NGN)");
    await expect(fee).toHaveValue("5000");
    await expect(
      page.getByText(
        "Kept from a paid ride cancelled after the free-cancellation cut-off; the rest is refunded.",
      ),
    ).toBeVisible();
    // The field fits the phone's width beside nothing else; nothing scrolls sideways.
    const box = await fee.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await fee.fill("100000.01");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(
      page.getByText(
        "Enter a fee from 0 to 100,000 naira, with at most two decimals.",
      ),
    ).toBeVisible();
    await expect(fee).toHaveAttribute("aria-invalid", "true");
    expect(await storedFee()).toBe(SEED_FEE_KOBO);

    await fee.fill("7500.5");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(
      page.getByText("Settings Saved", { exact: true }),
    ).toBeVisible();
    await expect.poll(storedFee).toBe(750_050);
    await saveScreenshot(page, info, "cancellation-fee", {
      widths: [projectWidth(info)],
      fullPage: true,
    });
    expect(await blockingViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByLabel("Late cancellation fee (NGN)")).toHaveValue(
      "7500.50",
    );
  } finally {
    await backend.service
      .from("operator_settings")
      .update({ late_cancellation_fee_kobo: SEED_FEE_KOBO })
      .eq("id", true);
  }
});
