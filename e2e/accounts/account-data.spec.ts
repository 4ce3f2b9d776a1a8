import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";

import { expect, test, useSession } from "../admin/fixtures.ts";
import { blockingViolations } from "../axe.ts";
import { isNarrow } from "../fixtures.ts";
import { expectNoSidewaysScroll, screenshots, toast } from "./helpers.ts";

async function downloaded(page: Page, button: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return download;
}

async function text(download: Download): Promise<string> {
  return readFile(await download.path(), "utf8");
}

test("a customer finds Account in the header and downloads their data as JSON and CSV", async ({
  page,
  backend,
  sessions,
}, info) => {
  const session = await sessions("customer");
  await useSession(page, session);
  await page.goto("/");
  if (isNarrow(page))
    await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Account" })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL("/account");
  await expect(
    page.getByRole("heading", { level: 1, name: "Account" }),
  ).toBeVisible();
  const details = page.getByRole("region", { name: "Your details" });
  await expect(details).toContainText("customer@ekoluxe.ng");
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Admin" }),
  ).toHaveCount(0);

  const { data: rides, error } = await backend.service
    .from("bookings")
    .select("reference")
    .eq("user_id", session.user.id);
  if (error) throw error;
  expect(rides.length).toBeGreaterThan(0);

  const json = await downloaded(page, "Download my data (JSON)");
  expect(json.suggestedFilename()).toMatch(
    /^ekoluxe-my-data-\d{4}-\d{2}-\d{2}\.json$/,
  );
  await expect(toast(page, "Download Started")).toContainText(
    json.suggestedFilename(),
  );
  const data = JSON.parse(await text(json)) as {
    account: { email: string };
    bookings: { reference: string }[];
  };
  expect(data.account.email).toBe("customer@ekoluxe.ng");
  expect(data.bookings.map((b) => b.reference).sort()).toEqual(
    rides.map((r) => r.reference).sort(),
  );

  const csv = await downloaded(page, "Download my rides (CSV)");
  expect(csv.suggestedFilename()).toBe(
    json.suggestedFilename().replace(/\.json$/, ".csv"),
  );
  const lines = (await text(csv))
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toMatch(/^Reference,Pickup time \(Lagos\),Pickup,/);
  expect(lines).toHaveLength(rides.length + 1);
  for (const ride of rides)
    expect(lines.some((line) => line.startsWith(`${ride.reference},`))).toBe(
      true,
    );

  await expectNoSidewaysScroll(page);
  await screenshots(page, info, "account");
});

test("a signed-out visitor is asked to log in, then comes back to Account", async ({
  page,
}) => {
  await page.goto("/account");
  await expect(page).toHaveURL("/auth?redirectTo=%2Faccount");
  const login = page.getByRole("tabpanel", { name: "Login" });
  await login.getByLabel("Email or username").fill("customer@ekoluxe.ng");
  await login.getByLabel("Password", { exact: true }).fill("ekoluxe-demo");
  await login.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL("/account");
  await expect(
    page.getByRole("region", { name: "Download my data" }),
  ).toBeVisible();
});

test("/account and its delete dialog have no serious or critical axe violations at 390 and 1280 px", async ({
  page,
  sessions,
}, info) => {
  test.skip(info.project.name !== "desktop", "both widths in one run");
  await useSession(page, await sessions("customer"));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/account");
    await expect(
      page.getByRole("region", { name: "Your details" }),
    ).toContainText("customer@ekoluxe.ng");
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(
      page.getByRole("dialog", { name: "Delete your account?" }),
    ).toBeVisible();
    expect(await blockingViolations(page, { afterAnimations: true })).toEqual(
      [],
    );
  }
});
