import type { Page, TestInfo } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import type { Backend } from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/** A Lagos-format plate no seed vehicle uses (the seed has no Q plates). */
function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `Q${pick()}${pick()}-${digits}${pick()}${pick()}`;
}

/** The Lagos calendar date `days` from today. */
function lagosDay(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

function screenshot(page: Page, info: TestInfo, name: string) {
  return saveScreenshot(page, info, `maintenance-${name}`, {
    widths: [projectWidth(info)],
    fullPage: true,
  });
}

async function vehicleStatus(backend: Backend, id: string) {
  const { data } = await backend.service
    .from("fleets")
    .select("status")
    .eq("id", id)
    .single();
  return data!.status as string;
}

async function logsOf(backend: Backend, vehicleId: string) {
  const { data } = await backend.service
    .from("maintenance_logs")
    .select("log_type, details, cost_kobo, odometer_km")
    .eq("vehicle_id", vehicleId)
    .order("log_date");
  return data!;
}

/** "₦210,000.00" → 21000000 kobo, whatever the currency sign. */
const shownKobo = (text: string) => Number(text.replace(/[^0-9]/g, ""));

test("/admin/maintenance: add, filter and total, edit and delete an entry", async ({
  adminPage: page,
  backend,
}, info) => {
  // Two axe passes, three screenshots and three saves.
  test.slow();
  const plate = uniquePlate();
  const { data: vehicle } = await backend.service
    .from("fleets")
    .insert({
      model: "Toyota Hiace E2E",
      registration_number: plate,
      seating_capacity: 10,
      owner: "EkoLuxe Fleet",
    })
    .select("id")
    .single();
  // A service 200 days ago: long past the 90-day interval, so it is the first overdue reminder.
  await backend.service.from("maintenance_logs").insert({
    vehicle_id: vehicle!.id,
    log_date: lagosDay(-200),
    log_type: "Service",
    details: "Scheduled service",
    cost_kobo: 16_500_000,
    odometer_km: 40_000,
  });
  try {
    await page.goto("/admin/maintenance");
    await expect(
      page.getByRole("heading", { level: 1, name: "Maintenance" }),
    ).toBeVisible();
    const reminder = page
      .getByRole("region", { name: "Service reminders" })
      .getByRole("listitem")
      .filter({ hasText: plate });
    await expect(reminder).toContainText("Overdue");
    await expect(page.getByRole("row").nth(1)).not.toContainText("Loading");
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await screenshot(page, info, "page");
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add entry" }).click();
    const add = page.getByRole("dialog", { name: "Add maintenance entry" });
    await add.getByRole("button", { name: "Add entry" }).click();
    await expect(add.getByText("Choose a vehicle.")).toBeVisible();
    await add.getByRole("combobox", { name: "Vehicle" }).click();
    await page.getByRole("option", { name: new RegExp(plate) }).click();
    await add.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Repair" }).click();
    await add.getByLabel("Details").fill("Brake pads replaced");
    await add.getByLabel("Cost (NGN)").fill("45000.50");
    await add.getByLabel("Odometer (km)").fill("52300");
    await add.getByLabel("Put the vehicle in maintenance").check();
    await screenshot(page, info, "add");
    expect(await blockingViolations(page)).toEqual([]);
    await add.getByRole("button", { name: "Add entry" }).click();
    await expect(page.getByText("Log Added", { exact: true })).toBeVisible();
    expect(await logsOf(backend, vehicle!.id)).toEqual([
      expect.objectContaining({ log_type: "Service" }),
      {
        log_type: "Repair",
        details: "Brake pads replaced",
        cost_kobo: 4_500_050,
        odometer_km: 52_300,
      },
    ]);
    expect(await vehicleStatus(backend, vehicle!.id)).toBe("maintenance");

    // The filter goes to the URL, and the totals are the database's sum of the rows shown.
    await page.getByRole("combobox", { name: "Vehicle" }).click();
    await page.getByRole("option", { name: new RegExp(plate) }).click();
    await expect(page).toHaveURL(new RegExp(`vehicle=${vehicle!.id}`));
    await expect(page.getByRole("row")).toHaveCount(3);
    const entries = page.getByRole("region", { name: "Entries" });
    const total = page.getByRole("region", { name: "Total cost" });
    await expect(entries).toContainText("2");
    const rows = await logsOf(backend, vehicle!.id);
    const sum = rows.reduce((s, r) => s + Number(r.cost_kobo), 0);
    await expect
      .poll(async () => shownKobo((await total.textContent()) ?? ""))
      .toBe(sum);
    await page.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "Repair" }).click();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(entries).toContainText("1");
    await expect
      .poll(async () => shownKobo((await total.textContent()) ?? ""))
      .toBe(4_500_050);
    await screenshot(page, info, "filtered");

    const row = page.getByRole("row").filter({ hasText: "Brake pads" });
    await row.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit maintenance entry" });
    await expect(edit.getByLabel("Details")).toHaveValue("Brake pads replaced");
    await expect(edit.getByLabel("Cost (NGN)")).toHaveValue("45000.50");
    await edit.getByLabel("Details").fill("Brake pads and discs replaced");
    await edit.getByLabel("Cost (NGN)").fill("61000");
    await edit.getByLabel("Take the vehicle out of maintenance").check();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Log Updated", { exact: true })).toBeVisible();
    expect((await logsOf(backend, vehicle!.id))[1]).toMatchObject({
      details: "Brake pads and discs replaced",
      cost_kobo: 6_100_000,
    });
    expect(await vehicleStatus(backend, vehicle!.id)).toBe("available");

    await row.getByRole("button", { name: /^Actions for / }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete Entry" }).click();
    await expect(page.getByText("Log Deleted", { exact: true })).toBeVisible();
    expect(await logsOf(backend, vehicle!.id)).toEqual([
      expect.objectContaining({ log_type: "Service" }),
    ]);
    await expect(
      page.getByText("No entries match these filters."),
    ).toBeVisible();
    await expect(entries).toContainText("0");
  } finally {
    await backend.service.from("fleets").delete().eq("id", vehicle!.id);
  }
});
