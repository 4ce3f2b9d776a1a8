import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import { DEMO_ACCOUNTS, expect, test } from "./fixtures.ts";

const PLATE = "EKY-903LM";

async function chooseFacet(page: Page, facet: string, option: string) {
  await page.getByRole("button", { name: facet, exact: true }).click();
  await page.getByRole("checkbox", { name: option }).click();
  await page.keyboard.press("Escape");
}

test("a vehicle edit by the demo admin shows in the action log with its difference, and the filters narrow the log", async ({
  adminPage: page,
  sessions,
  backend,
}, testInfo) => {
  test.setTimeout(60_000);
  const session = await sessions("admin");
  const admin = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  const { data: before, error } = await backend.service
    .from("fleets")
    .select("description")
    .eq("registration_number", PLATE)
    .single();
  expect(error).toBeNull();
  const description = `Edited for the action log ${Date.now()}`;
  const edit = await admin
    .from("fleets")
    .update({ description })
    .eq("registration_number", PLATE)
    .select("id");
  expect(edit.error).toBeNull();
  expect(edit.data).toHaveLength(1);

  try {
    await page.goto("/admin/settings?section=action-log");
    const log = page.getByRole("table", { name: "Action log" });
    const entry = log.getByRole("row").filter({ hasText: PLATE }).first();
    await expect(entry).toContainText(DEMO_ACCOUNTS.admin);
    await expect(entry).toContainText("Vehicles");
    await expect(entry).toContainText("Updated");
    await entry.getByRole("button", { name: "1 field changed" }).click();
    await expect(entry).toContainText("Description");
    await expect(entry.getByRole("insertion")).toHaveText(description);
    await expect(entry.getByRole("deletion")).toHaveText(before!.description!);

    await page.getByLabel("Who").click();
    await page.getByRole("option", { name: DEMO_ACCOUNTS.admin }).click();
    await chooseFacet(page, "Table", "Vehicles");
    await chooseFacet(page, "Action", "Updated");
    await expect(page).toHaveURL(
      /actor=admin%40ekoluxe\.ng&table=fleets&action=update|table=fleets/,
    );
    const url = new URL(page.url());
    expect(url.searchParams.get("actor")).toBe(DEMO_ACCOUNTS.admin);
    expect(url.searchParams.getAll("table")).toEqual(["fleets"]);
    expect(url.searchParams.getAll("action")).toEqual(["update"]);
    const rows = log.locator("tbody tr");
    await expect(rows.filter({ hasText: PLATE }).first()).toBeVisible();
    // Retrying assertions over the whole body: the rows of the unfiltered page may still be
    // leaving when the filtered ones arrive.
    for (const text of ["Vehicles", "Updated", DEMO_ACCOUNTS.admin])
      await expect(rows.filter({ hasNotText: text })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreenshot(page, testInfo, "action-log", { fullPage: true });

    // A window that starts tomorrow holds nothing yet.
    const tomorrow = new Date(Date.now() + 36 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    await page.getByLabel("From").fill(tomorrow);
    await expect(log).toContainText("No actions match these filters.");
    await page.getByRole("button", { name: "Reset" }).click();
    await expect(page).toHaveURL("/admin/settings?section=action-log");
  } finally {
    await backend.service
      .from("fleets")
      .update({ description: before!.description })
      .eq("registration_number", PLATE);
  }
});
