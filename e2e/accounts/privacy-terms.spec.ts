import type { Page } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import { expect, test } from "../fixtures.ts";
import { expectNoSidewaysScroll, screenshots } from "./helpers.ts";

const legalNav = (page: Page) =>
  page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });

test("the footer's Privacy Policy and Terms of Service open real pages under the NDPA", async ({
  page,
}, info) => {
  await page.goto("/");
  await legalNav(page).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(
    page.getByRole("heading", { level: 1, name: "Privacy Policy" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Privacy Policy | EkoLuxe");
  for (const name of [
    "Who we are",
    "What we collect, why, and for how long",
    "Who receives your data",
    "Transfers outside Nigeria",
    "Your rights",
    "Cookies and local storage",
    "Children",
  ])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole("article", { name: "Drivers' positions while on duty" }),
  ).toContainText("every 5 seconds");
  const rights = page.getByRole("region", { name: "Your rights" });
  await expect(
    rights.getByRole("link", { name: "Nigeria Data Protection Commission" }),
  ).toHaveAttribute("href", "https://ndpc.gov.ng");

  // The table of contents moves to a section without leaving the page.
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Your rights" })
    .click();
  await expect(page).toHaveURL("/privacy#your-rights");
  await expect(
    rights.getByRole("heading", { name: "Your rights" }),
  ).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await screenshots(page, info, "privacy");

  await legalNav(page).getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(
    page.getByRole("heading", { level: 1, name: "Terms of Service" }),
  ).toBeVisible();
  for (const name of [
    "Bookings and upfront fares",
    "Cancellation",
    "Payments",
    "Liability",
    "Governing law and disputes",
  ])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Governing law and disputes" }),
  ).toContainText("courts of Lagos State");
  await expectNoSidewaysScroll(page);
  await screenshots(page, info, "terms");
});

test("/privacy and /terms have no serious or critical axe violations", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "both widths in one run");
  for (const path of ["/privacy", "/terms"])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    }
});
