import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import type { Database } from "../../src/lib/database.types.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl, expect, test } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/**
 * The owner portal for the month under way: the cards show the trips completed so far (the same
 * trips and naira "Your vehicles" shows), marked "so far, not yet closed", never ₦0; each month
 * says whether it is open, closed (and when) or paid (and when); and the portal has one sign-out
 * control, the spec's Sign Out. The demo owner's seeded months: the last one closed, earlier ones
 * paid. At 1280 px and 390 px.
 */

const OWNER = { email: "owner@ekoluxe.ng", password: "ekoluxe-demo" };

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

/** The current Lagos month as YYYY-MM and its first day. */
function thisLagosMonth() {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
  }).format(new Date());
  return { month: today.slice(0, 7), from: `${today.slice(0, 7)}-01`, today };
}

/** "₦34,600.00" → kobo. */
const kobo = (text: string | null) =>
  Number((text ?? "").replace(/[^0-9]/g, ""));

async function ownerClient() {
  const client = createClient<Database>(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword(OWNER);
  if (error) throw error;
  return client;
}

async function login(page: Page, search: string) {
  await page.goto(`/owner-portal?${search}`);
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
}

test("the open month shows its trips so far, each month its status, and one Sign Out", async ({
  page,
}, testInfo) => {
  test.slow();
  const { month, from, today } = thisLagosMonth();
  const owner = await ownerClient();
  // What "Your vehicles" sums for this month: the cards must agree with it.
  const { data: vehicles, error } = await owner.rpc("owner_vehicles", {
    p_from: from,
    p_to: today,
  });
  if (error) throw error;
  const trips = vehicles.reduce((t, v) => t + v.trips, 0);
  const revenue = vehicles.reduce((t, v) => t + v.trip_revenue_kobo, 0);
  expect(trips).toBeGreaterThan(0);

  await login(page, `period=month&month=${month}`);
  const revenueCard = page.getByRole("region", { name: "Total Revenue" });
  await expect
    .poll(async () =>
      kobo(await revenueCard.locator("p").first().textContent()),
    )
    .toBe(revenue);
  await expect(revenueCard).toContainText(
    `${trips.toLocaleString("en-NG")} completed trips so far`,
  );
  await expect(page.getByTestId("owner-provisional-note")).toContainText(
    "so far, not yet closed",
  );
  const months = page.getByRole("list", { name: "Months" });
  await expect(months.getByRole("listitem")).toHaveCount(1);
  await expect(months.getByRole("listitem").first()).toHaveAttribute(
    "data-status",
    "open",
  );
  await expect(months).toContainText("So far, not yet closed");

  // One sign-out control: the page's Sign Out, none in the nav bar (nor its phone menu).
  await expect(
    page.getByRole("button", { name: /log ?out|sign ?out/i }),
  ).toHaveCount(1);
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(
      page.getByRole("button", { name: /log ?out|sign ?out/i }),
    ).toHaveCount(1);
    await page.getByRole("button", { name: "Close menu" }).click();
  }
  expect(await blockingViolations(page)).toEqual([]);
  await saveScreenshot(page, testInfo, "owner-open-month");

  // Year to date: the open month, last month closed (awaiting payment), earlier months paid.
  await page.getByRole("button", { name: "Year to date" }).click();
  const items = months.getByRole("listitem");
  await expect(items.first()).toHaveAttribute("data-status", "open");
  await expect(items.nth(1)).toHaveAttribute("data-status", "closed");
  await expect(items.nth(1)).toContainText(
    /Closed on \w{3}, \d{1,2} \w{3} \d{4}, payment pending/,
  );
  await expect(items.nth(2)).toHaveAttribute("data-status", "paid");
  await expect(items.nth(2)).toContainText(
    /Paid on \w{3}, \d{1,2} \w{3} \d{4}/,
  );
  // The cards keep to the closed months and name the open one beside them.
  await expect(page.getByTestId("owner-provisional-note")).toContainText(
    "The cards count closed months.",
  );
  await saveScreenshot(page, testInfo, "owner-statements");

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});
