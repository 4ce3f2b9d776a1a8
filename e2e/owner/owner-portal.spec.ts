import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import Papa from "papaparse";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl, expect, test, uniqueEmail } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/**
 * /owner-portal end to end, on the production build: the demo owner signs in on the portal itself,
 * sees cards equal to what the database sums for their vehicles, changes the period and exports
 * the table; a fresh owner sees the spec's empty message; a customer is told the portal is for
 * owners. axe at 390 and 1280 px on each screen.
 */

const OWNER = { email: "owner@ekoluxe.ng", password: "ekoluxe-demo" };
const EMPTY = "No financial reports found for your vehicles yet.";

interface Totals {
  revenue_kobo: number;
  expenses_kobo: number;
  payout_kobo: number;
  reports: number;
}

/** A supabase-js client signed in as the account: the same functions the page calls. */
async function clientFor(email: string, password: string) {
  const client = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function totalsOf(client: SupabaseClient, from: string, to: string) {
  const { data, error } = await client.rpc("owner_report_totals", {
    p_from: from,
    p_to: to,
  });
  if (error) throw error;
  return data as Totals;
}

/** The Lagos month `back` months ago as YYYY-MM, and its first and last days. */
function lagosMonth(back: number) {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 - back, 1));
  const last = new Date(Date.UTC(y, m - back, 0));
  return {
    month: first.toISOString().slice(0, 7),
    from: first.toISOString().slice(0, 10),
    to: last.toISOString().slice(0, 10),
  };
}

/** "₦24,500.00" (or "-₦…") → kobo, whatever the currency sign. */
const shownKobo = (text: string | null) => {
  const digits = Number((text ?? "").replace(/[^0-9]/g, ""));
  return /[-−]/.test(text ?? "") ? -digits : digits;
};

const card = (page: Page, label: string) =>
  page.getByRole("region", { name: label }).locator("p").first();

async function expectCards(page: Page, totals: Totals) {
  await expect
    .poll(async () =>
      shownKobo(await card(page, "Total Revenue").textContent()),
    )
    .toBe(totals.revenue_kobo);
  expect(shownKobo(await card(page, "Total Expenses").textContent())).toBe(
    totals.expenses_kobo,
  );
  expect(shownKobo(await card(page, "Net Payout").textContent())).toBe(
    totals.payout_kobo,
  );
}

async function loginOnPortal(page: Page, email: string, password: string) {
  await page.goto("/owner-portal");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Screenshot and axe at 390 and 1280 px, whatever the project's own width. */
async function checkScreen(
  page: Page,
  info: TestInfo,
  name: string,
  { overlay = false } = {},
) {
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Two frames drawn at the new width: resize observers (the chart's) have run, and what they
    // changed is on screen before axe reads it.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() => requestAnimationFrame(done)),
        ),
    );
    // An open sheet is fixed to the viewport: the viewport is the picture.
    if (info.project.name === "desktop")
      await saveScreenshot(page, info, `b-owner-${name}-${width}`, {
        fullPage: !overlay,
      });
    expect(
      await blockingViolations(page, { afterAnimations: true }),
      `${name} at ${width} px`,
    ).toEqual([]);
  }
  if (before) await page.setViewportSize(before);
}

test("the demo owner signs in on the portal, checks the totals, changes the period and exports CSV", async ({
  page,
}, info) => {
  test.slow();
  const owner = await clientFor(OWNER.email, OWNER.password);
  const last = lagosMonth(1);

  await page.goto("/owner-portal");
  await expect(
    page.getByRole("heading", { name: "Owner Portal", level: 1 }),
  ).toBeVisible();
  await checkScreen(page, info, "login");

  // A wrong password: the destructive toast with the server's message; the form keeps the e-mail.
  await loginOnPortal(page, OWNER.email, "not-the-password");
  const failed = page.getByRole("status").filter({ hasText: "Login Failed" });
  await expect(failed.first()).toBeVisible();
  await expect(failed.first()).toContainText("Invalid login credentials");
  await expect(page.getByLabel("Email")).toHaveValue(OWNER.email);

  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/owner-portal");

  // The default period is the last month that has ended; the cards are the database's sums.
  const monthTotals = await totalsOf(owner, last.from, last.to);
  expect(monthTotals.reports).toBeGreaterThan(0);
  await expectCards(page, monthTotals);
  // The vehicle reports' table, not the payouts' below it.
  const table = page
    .getByRole("region", { name: "Vehicle reports" })
    .getByRole("table");
  for (const column of ["Vehicle", "Period", "Revenue", "Expenses", "Payout"])
    await expect(
      table.getByRole("columnheader", { name: column, exact: true }),
    ).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(monthTotals.reports + 1);

  // The payout breakdown of the first row.
  await table
    .getByRole("button", { name: /^Breakdown/ })
    .first()
    .click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByText("Profit and loss")).toBeVisible();
  await expect(
    sheet.getByText(/^Revenue from \d+ completed trips?$/),
  ).toBeVisible();
  await expect(sheet.getByText(/^Completed trips \(\d+\)$/)).toBeVisible();
  await expect(sheet.getByRole("region", { name: "Fuel" })).toBeVisible();
  await checkScreen(page, info, "breakdown", { overlay: true });
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();

  await expect(
    page.getByRole("figure", { name: "Net payout by month" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Your vehicles", exact: true }),
  ).toBeVisible();
  await checkScreen(page, info, "dashboard");

  // Year to date: the URL says so and the cards follow.
  await page.getByRole("button", { name: "Year to date" }).click();
  await expect(page).toHaveURL(/period=ytd/);
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Africa/Lagos",
  }).format(new Date());
  const ytd = await totalsOf(owner, `${today.slice(0, 4)}-01-01`, today);
  await expectCards(page, ytd);
  await expect(table.getByRole("row")).toHaveCount(ytd.reports + 1);

  // Export what is shown: one line per report and the totals line.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `ekoluxe-owner-report-${today.slice(0, 4)}-ytd.csv`,
  );
  const text = await readFile((await download.path())!, "utf8");
  const parsed = Papa.parse<Record<string, string>>(
    text.replace(/^\uFEFF/, ""),
    { header: true, skipEmptyLines: true },
  );
  expect(parsed.data).toHaveLength(ytd.reports + 1);
  const total = parsed.data.at(-1)!;
  expect(total.Vehicle).toBe("Total");
  const cents = (v: string) => Math.round(Number(v) * 100);
  expect(cents(total["Revenue (NGN)"]!)).toBe(ytd.revenue_kobo);
  expect(cents(total["Payout (NGN)"]!)).toBe(ytd.payout_kobo);
  expect(
    parsed.data
      .slice(0, -1)
      .reduce((t, row) => t + cents(row["Payout (NGN)"]!), 0),
  ).toBe(ytd.payout_kobo);

  // A custom span and back: the URL carries it, a reload keeps it.
  await page.getByRole("button", { name: "Custom" }).click();
  await expect(page).toHaveURL(/period=custom/);
  await page.reload();
  await expect(page.getByRole("button", { name: "Custom" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/owner-portal");
});

test("a signed-in owner back on the portal has the figures asked for before the Supabase client loads", async ({
  page,
}) => {
  const owner = await clientFor(OWNER.email, OWNER.password);
  const last = lagosMonth(1);
  await loginOnPortal(page, OWNER.email, OWNER.password);
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();

  // Back on the bookmark, signed in: the order the page asks for things in.
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() === "POST" &&
      pathname.endsWith("/owner_report_totals")
    )
      asked.push("figures");
    else if (/^\/assets\/supabase-[\w-]+\.js$/.test(pathname))
      asked.push("client");
  });
  await page.reload();
  await expectCards(page, await totalsOf(owner, last.from, last.to));
  // The client still comes (it follows the session), after the figures went out.
  await expect.poll(() => asked.includes("client")).toBe(true);
  expect(asked[0]).toBe("figures");
});

test("a fresh owner sees the empty message", async ({
  page,
  backend,
}, info) => {
  const email = uniqueEmail("owner");
  const password = "fresh-owner-password";
  const { error } = await backend.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: "owner" },
  });
  if (error) throw error;
  await loginOnPortal(page, email, password);
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  for (const label of ["Total Revenue", "Total Expenses", "Net Payout"])
    expect(shownKobo(await card(page, label).textContent())).toBe(0);
  await checkScreen(page, info, "empty");
});

test("a customer is told the portal is for owners", async ({
  page,
  backend,
}, info) => {
  const email = uniqueEmail("rider");
  const password = "customer-password";
  const { error } = await backend.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  await loginOnPortal(page, email, password);
  await expect(
    page.getByRole("heading", {
      name: "The Owner Portal is for vehicle owners",
    }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await checkScreen(page, info, "owners-only");
});
