import type { Page } from "@playwright/test";

import { expect, test, useSession } from "../admin/fixtures.ts";
import { blockingViolations } from "../axe.ts";
import type { Backend } from "../fixtures.ts";
import { expectNoSidewaysScroll, screenshots } from "./helpers.ts";

// Ahmadu Bello Way, Victoria Island: where the emulated phone says it is.
const LAGOS_FIX = { latitude: 6.4312, longitude: 3.4216, accuracy: 8 };
const DRIVER_NAME = "Emmanuel Okonkwo";

test.use({ permissions: ["geolocation"], geolocation: LAGOS_FIX });

/**
 * The demo driver without any recorded consent, as on their first shift; `restore` deletes what
 * the spec recorded and puts the car's last position back, so other specs see the seed as it was.
 */
async function firstShift(backend: Backend) {
  const db = backend.service;
  const { data: driver, error } = await db
    .from("drivers")
    .select("user_id, assigned_vehicle_id")
    .eq("name", DRIVER_NAME)
    .single();
  if (error) throw error;
  const vehicleId = driver.assigned_vehicle_id!;
  const { data: position } = await db
    .from("vehicle_positions")
    .select(
      "vehicle_id, lat, lng, speed_kmh, heading, recorded_at, source, driver_id, accuracy_m",
    )
    .eq("vehicle_id", vehicleId)
    .maybeSingle();
  const clear = () =>
    db.from("location_consents").delete().eq("user_id", driver.user_id!);
  await clear();
  return {
    userId: driver.user_id!,
    async restore() {
      await clear();
      if (position) await db.from("vehicle_positions").upsert(position);
      else
        await db.from("vehicle_positions").delete().eq("vehicle_id", vehicleId);
    },
  };
}

const dutySwitch = (page: Page) =>
  page.getByRole("switch", { name: "On duty" });
const consentDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Share your location while on duty?" });

test("a driver's first On duty asks for consent to location sharing; Not now stays off, I agree is recorded and goes on duty", async ({
  page,
  backend,
  sessions,
}, info) => {
  const shift = await firstShift(backend);
  try {
    await useSession(page, await sessions("driver"));
    await page.goto("/driver");
    await expect(dutySwitch(page)).toBeEnabled();

    await dutySwitch(page).click();
    const dialog = consentDialog(page);
    await expect(dialog).toContainText("every 5 seconds");
    await expect(dialog).toContainText("Only while you are On duty");
    await expect(dialog).toContainText("Our dispatch team");
    await expect(dialog).toContainText("no route history is stored");
    await expect(
      dialog.getByRole("link", { name: "Privacy Policy" }),
    ).toHaveAttribute("href", "/privacy#what-we-collect");
    await expectNoSidewaysScroll(page);
    expect(await blockingViolations(page, { afterAnimations: true })).toEqual(
      [],
    );
    await screenshots(page, info, "driver-consent", { fullPage: false });

    await dialog.getByRole("button", { name: "Not now" }).click();
    await expect(dialog).toBeHidden();
    await expect(dutySwitch(page)).toHaveAttribute("aria-checked", "false");
    await expect(
      page.getByText("Off duty. Your position is not shared."),
    ).toBeVisible();

    await dutySwitch(page).click();
    await consentDialog(page).getByRole("button", { name: "I agree" }).click();
    await expect(consentDialog(page)).toBeHidden();
    await expect(dutySwitch(page)).toHaveAttribute("aria-checked", "true");
    await expect(
      page.getByText("Sharing your position with dispatch."),
    ).toBeVisible();
    await screenshots(page, info, "driver-on-duty");
    const { data: consents } = await backend.service
      .from("location_consents")
      .select("policy_version")
      .eq("user_id", shift.userId);
    expect(consents).toEqual([{ policy_version: "2026-11" }]);

    // Later switches, and a reload, do not ask again.
    await dutySwitch(page).click();
    await expect(dutySwitch(page)).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await dutySwitch(page).click();
    await expect(dutySwitch(page)).toHaveAttribute("aria-checked", "true");
    await expect(consentDialog(page)).toHaveCount(0);
    await dutySwitch(page).click();
    await expect(dutySwitch(page)).toHaveAttribute("aria-checked", "false");
  } finally {
    await shift.restore();
  }
});
